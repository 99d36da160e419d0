import type { User } from '@offerkit/data/backend';
import type { CatalogOffer } from '../../packages/sandbox/src/catalog/catalogTypes.ts';
import type { UserOfferProgress } from '../../packages/sandbox/src/components/offerSituation.ts';
import {
  applyTransaction,
  type LedgerView,
  type PurchaseRecord,
} from '../../packages/sandbox/src/state/applyTransaction.ts';
import type { SubmittedTransaction } from '../../packages/sandbox/src/state/transactionTypes.ts';

const NOW = new Date('2026-06-15T12:00:00.000Z');

const offer: CatalogOffer = {
  id: 'offer-1',
  name: 'Corner Coffee',
  categoryId: 'category-1',
  description: 'Coffee',
  userReward: { type: 'PERCENT', value: 5 } as CatalogOffer['userReward'],
  purchaseChannel: ['IN_STORE'],
  startDate: '2026-06-01T00:00:00.000Z',
  expirationDate: '2026-07-01T23:59:59.999Z',
  terms: '',
  isTargeted: false,
  websiteUrl: 'https://example.com',
  requiresActivation: false,
  progress: { kind: 'redemptions', maxRedemptions: 2 },
  supply: { total: 10, initialRemaining: 3 },
};

const enrolled: User = {
  type: 'user',
  id: 'user-1',
  attributes: { enrolledRewards: ['CARDLINKED'], historicalTransactionsSent: true },
};

const ZERO: UserOfferProgress = { activated: false, boosted: false, purchases: 0, spendCents: 0 };

interface World {
  seen?: string[];
  purchases?: Record<string, PurchaseRecord>;
  offers?: CatalogOffer[];
  users?: User[];
  progress?: UserOfferProgress;
  remaining?: number;
}

function view(world: World = {}): LedgerView {
  const offers = world.offers ?? [offer];
  const users = world.users ?? [enrolled];
  return {
    seen: (key) => (world.seen ?? []).includes(key),
    purchase: (id) => world.purchases?.[id],
    offerNamed: (name) => offers.find((candidate) => candidate.name === name),
    user: (id) => users.find((candidate) => candidate.id === id),
    progress: () => world.progress ?? ZERO,
    remaining: () => ('remaining' in world ? world.remaining : 3),
  };
}

/** An approved purchase of 25.00 that counted for the offer. */
const approvedPurchase = (): PurchaseRecord => ({
  userId: 'user-1',
  offerId: 'offer-1',
  approvedCents: 2500,
  settledCents: 0,
  contributionCents: 2500,
  reversed: false,
});

const debit = (change: Partial<SubmittedTransaction> = {}): SubmittedTransaction => ({
  id: 'txn-1',
  userId: 'user-1',
  amount: 2500,
  direction: 'DEBIT',
  status: 'APPROVED',
  description: 'Corner Coffee',
  authorizationDate: '2026-06-15',
  ...change,
});

describe('applyTransaction (the ledger rule, pure)', () => {
  it('counts a first approved debit that names an offer: a purchase, spend, one supply less, no settlement', () => {
    const change = applyTransaction(view(), debit(), NOW);
    expect(change.outcome).toEqual({
      id: 'txn-1',
      status: 'APPROVED',
      outcome: 'matched',
      offerId: 'offer-1',
    });
    expect(change.eventKey).toBe('txn-1\u0000APPROVED\u0000');
    expect(change.progress).toEqual({
      userId: 'user-1',
      offerId: 'offer-1',
      change: { purchases: 1, spendCents: 2500 },
    });
    expect(change.remaining).toEqual({ offerId: 'offer-1', value: 2 });
    expect(change.purchase).toEqual(approvedPurchase());
    expect(change.settlement).toBeUndefined();
  });

  it('records a settlement for a settled debit, dated by the event or else by now', () => {
    const dated = applyTransaction(view(), debit({ status: 'SETTLED', settledDate: '2026-06-14' }), NOW);
    expect(dated.settlement).toEqual({
      transactionId: 'txn-1',
      userId: 'user-1',
      offerId: 'offer-1',
      amount: 2500,
      settledDate: '2026-06-14',
    });
    expect(applyTransaction(view(), debit({ status: 'SETTLED' }), NOW).settlement?.settledDate).toBe(
      NOW.toISOString(),
    );
  });

  it('changes nothing and reads nothing more for an event seen before', () => {
    const change = applyTransaction(view({ seen: ['txn-1\u0000APPROVED\u0000'] }), debit(), NOW);
    expect(change).toEqual({ outcome: { id: 'txn-1', status: 'APPROVED', outcome: 'duplicate' } });
  });

  it('leaves its inputs alone: the same view gives the same answer twice', () => {
    const existing = approvedPurchase();
    const world = view({
      purchases: { 'txn-1': existing },
      progress: { ...ZERO, purchases: 1, spendCents: 2500 },
    });
    const first = applyTransaction(world, debit({ status: 'SETTLED', amount: 3000 }), NOW);
    expect(applyTransaction(world, debit({ status: 'SETTLED', amount: 3000 }), NOW)).toEqual(first);
    expect(existing.settledCents).toBe(0);
    expect(first.purchase).toMatchObject({ settledCents: 3000, contributionCents: 3000 });
    expect(first.progress?.change).toEqual({ spendCents: 3000 });
  });

  it('undoes a purchase that counted on REVERSED or DECLINED, once', () => {
    const existing = approvedPurchase();
    const world = {
      purchases: { 'txn-1': existing },
      progress: { ...ZERO, purchases: 1, spendCents: 2500 },
      remaining: 2,
    };
    const change = applyTransaction(view(world), debit({ status: 'REVERSED' }), NOW);
    expect(change.outcome).toEqual({
      id: 'txn-1',
      status: 'REVERSED',
      outcome: 'reversed',
      offerId: 'offer-1',
    });
    expect(change.progress?.change).toEqual({ purchases: 0, spendCents: 0 });
    expect(change.remaining).toEqual({ offerId: 'offer-1', value: 3 });
    expect(change.purchase?.reversed).toBe(true);
    const again = { ...world, purchases: { 'txn-1': { ...existing, reversed: true } } };
    expect(applyTransaction(view(again), debit({ status: 'DECLINED' }), NOW).outcome.outcome).toBe(
      'recorded',
    );
  });

  it('records credits and unknown statuses, and leaves unmatched a description no offer has', () => {
    expect(applyTransaction(view(), debit({ direction: 'CREDIT' }), NOW).outcome.outcome).toBe('recorded');
    expect(applyTransaction(view(), debit({ status: 'RETURNED' }), NOW).outcome.outcome).toBe('recorded');
    expect(applyTransaction(view(), debit({ description: 'corner coffee' }), NOW).outcome.outcome).toBe(
      'unmatched',
    );
  });

  it.each([
    ['USER_NOT_ENROLLED', { users: [] }, debit()],
    [
      'USER_NOT_IN_AUDIENCE_SEGMENT',
      {
        offers: [{ ...offer, isTargeted: true }],
        users: [
          { ...enrolled, attributes: { enrolledRewards: ['CARDLINKED'], historicalTransactionsSent: false } },
        ],
      },
      debit(),
    ],
    ['OFFER_NOT_ACTIVE', { offers: [{ ...offer, startDate: '2026-06-16T00:00:00.000Z' }] }, debit()],
    ['OFFER_NOT_ACTIVE', { offers: [{ ...offer, expirationDate: '2026-06-14T23:59:59.999Z' }] }, debit()],
    ['OFFER_NOT_ACTIVATED', { offers: [{ ...offer, requiresActivation: true }] }, debit()],
    ['MIN_TRANSACTION_AMOUNT_NOT_MET', { offers: [{ ...offer, minTransactionCents: 3000 }] }, debit()],
    ['MAX_REDEMPTION_LIMIT_REACHED', { remaining: 0 }, debit()],
    ['MAX_REDEMPTION_LIMIT_REACHED', { progress: { ...ZERO, purchases: 2 } }, debit()],
  ] as [string, World, SubmittedTransaction][])(
    'rejects with %s and changes nothing but the seen key',
    (reason, world, event) => {
      const change = applyTransaction(view(world), event, NOW);
      expect(change).toEqual({
        eventKey: 'txn-1\u0000APPROVED\u0000',
        outcome: { id: 'txn-1', status: 'APPROVED', outcome: 'rejected', offerId: 'offer-1', reason },
      });
    },
  );
});
