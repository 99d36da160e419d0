import type { OfferAttribution, User, UserAttributes } from '@offerkit/data';
import type { CatalogLocation, CatalogOffer, SandboxCatalog } from './catalog/catalogTypes.ts';
import { progressComplete, type UserOfferProgress } from './components/offerSituation.ts';

/** A recorded attribution event: an activate/boost, or an asset image load. */
export interface SandboxAttributionEvent {
  /** The offer id. */
  entityId: string;
  eventCode: string;
  medium: string;
  eventDate: string;
  /** The user the event was for, when known. */
  userId?: string;
  /** `action`: activate or boost. `asset`: an image URL was loaded. */
  source: 'action' | 'asset';
}

/** A transaction event after validation, as the state consumes it. */
export interface SubmittedTransaction {
  id: string;
  userId: string;
  amount: number;
  direction: string;
  status: string;
  description: string;
  settledDate?: string;
}

/** A settled event of a matched purchase: a line of the reconciliation files. */
export interface SandboxSettlement {
  transactionId: string;
  userId: string;
  offerId: string;
  /** Cents settled by this event. */
  amount: number;
  /** The event's `settledDate`, or the sandbox clock when it had none. */
  settledDate: string;
}

/** What happened to one submitted transaction event. */
export type TransactionOutcomeKind =
  /** It counted for `offerId` (or added a settlement to a purchase that already counted). */
  | 'matched'
  /** Same id, status (and settledDate) as an earlier event: a successful no-op. */
  | 'duplicate'
  /** No offer's name equals its `description`. */
  | 'unmatched'
  /** It named an offer but cannot count; `reason` says why. */
  | 'rejected'
  /** A REVERSED or DECLINED event undid a purchase that had counted. */
  | 'reversed'
  /** Accepted and stored; it changes nothing (credits, refunds, events after a reversal). */
  | 'recorded';

export interface TransactionOutcome {
  id: string;
  status: string;
  outcome: TransactionOutcomeKind;
  offerId?: string;
  /**
   * Why a matched name did not count: `USER_NOT_ENROLLED`, `USER_NOT_IN_AUDIENCE_SEGMENT`,
   * `MAX_REDEMPTION_LIMIT_REACHED` (the contract's reasons) or the sandbox's own `OFFER_NOT_ACTIVATED`,
   * `OFFER_NOT_ACTIVE` (before start or after expiry), `MIN_TRANSACTION_AMOUNT_NOT_MET`.
   */
  reason?: string;
}

interface PurchaseRecord {
  userId: string;
  offerId: string;
  approvedCents: number;
  settledCents: number;
  /** Cents this purchase added to the user's spend. */
  contributionCents: number;
  reversed: boolean;
}

/** Options the state needs from the sandbox. */
export interface SandboxStateOptions {
  issuerName: string;
  clock: () => Date;
  /** `historicalTransactionsSent` of a user created without it. */
  historicalTransactionsDefault: boolean;
}

const EMPTY_PROGRESS: UserOfferProgress = Object.freeze({
  activated: false,
  boosted: false,
  purchases: 0,
  spendCents: 0,
});

/** The sandbox's mutable world: users, per-user offer progress, supply, transactions, attribution. Internal. */
export class SandboxState {
  readonly catalog: SandboxCatalog;
  readonly newCustomerId: string;
  readonly lapsedCustomerId: string;
  readonly users = new Map<string, User>();
  readonly offerById = new Map<string, CatalogOffer>();
  readonly offerIndex = new Map<string, number>();
  readonly offerByName = new Map<string, CatalogOffer>();
  readonly locationsByOffer = new Map<string, CatalogLocation[]>();
  readonly attributionEvents: SandboxAttributionEvent[] = [];
  /** Told about every submitted transaction event and its outcome (the webhooks listen here). */
  readonly transactionListeners: ((
    transaction: SubmittedTransaction,
    outcome: TransactionOutcome,
  ) => void)[] = [];
  /** Settled events of matched purchases, in order: what the reconciliation files are made of. */
  readonly settlements: SandboxSettlement[] = [];
  private readonly progress = new Map<string, Map<string, UserOfferProgress>>();
  private readonly remaining = new Map<string, number>();
  private readonly seenEvents = new Set<string>();
  private readonly purchases = new Map<string, PurchaseRecord>();
  private attributionCount = 0;

  constructor(
    catalog: SandboxCatalog,
    private readonly options: SandboxStateOptions,
  ) {
    this.catalog = catalog;
    this.newCustomerId = `sandbox-${options.issuerName}-new-customer`;
    this.lapsedCustomerId = `sandbox-${options.issuerName}-lapsed-customer`;
    catalog.offers.forEach((offer, index) => {
      this.offerById.set(offer.id, offer);
      this.offerIndex.set(offer.id, index);
      this.offerByName.set(offer.name, offer);
    });
    for (const location of catalog.locations) {
      const list = this.locationsByOffer.get(location.offerId) ?? [];
      list.push(location);
      this.locationsByOffer.set(location.offerId, list);
    }
    this.reset();
  }

  now(): Date {
    return this.options.clock();
  }

  /** Back to the initial world: the two fixed users, the lapsed customer's history, full initial supply. */
  reset(): void {
    this.users.clear();
    this.progress.clear();
    this.remaining.clear();
    this.seenEvents.clear();
    this.purchases.clear();
    this.attributionEvents.length = 0;
    this.settlements.length = 0;
    this.attributionCount = 0;
    for (const offer of this.catalog.offers) {
      if (offer.supply !== undefined) this.remaining.set(offer.id, offer.supply.initialRemaining);
    }
    const enrolled: UserAttributes = { enrolledRewards: ['CARDLINKED'], historicalTransactionsSent: true };
    this.users.set(this.newCustomerId, {
      type: 'user',
      id: this.newCustomerId,
      attributes: { ...enrolled, zipCode: '78701' },
    });
    this.users.set(this.lapsedCustomerId, {
      type: 'user',
      id: this.lapsedCustomerId,
      attributes: { ...enrolled, zipCode: '94110' },
    });
    this.seedLapsedCustomer();
  }

  /** The lapsed customer comes with history: some offers activated, boosted, and part-way through progress. */
  private seedLapsedCustomer(): void {
    const { roles } = this.catalog;
    const user = this.lapsedCustomerId;
    const history: [offerId: string, amounts: number[]][] = [
      [roles.journey, [2400, 3100]],
      [roles.multiRedemptionContinuous, [4000, 3800, 4200, 3900, 4100, 3600, 4400]],
      [roles.fewRedemptionsCheckNodes, [2800]],
      [roles.punchCard, [3500, 2500]],
      [roles.progressive, [12000, 6000]],
      [roles.stepper, [5200]],
      [roles.selectionCurrent, [3000, 2700]],
      [roles.selectionCurrentAndBelow, [45000]],
      [roles.legacyProgressBar, [900, 1200]],
    ];
    for (const id of [roles.activatable, roles.journey, roles.stepper])
      this.update(user, id, { activated: true });
    this.update(user, roles.boostable, { boosted: true });
    let sequence = 0;
    for (const [offerId, amounts] of history) {
      const offer = this.offerById.get(offerId);
      if (offer === undefined) continue;
      for (const amount of amounts) {
        sequence += 1;
        this.applyTransaction({
          id: `sandbox-history-${String(sequence).padStart(3, '0')}`,
          userId: user,
          amount,
          direction: 'DEBIT',
          status: 'SETTLED',
          description: offer.name,
        });
      }
    }
  }

  /** The user's standing with an offer (all zero when nothing happened yet). */
  userOffer(userId: string, offerId: string): UserOfferProgress {
    return this.progress.get(userId)?.get(offerId) ?? EMPTY_PROGRESS;
  }

  /** Remaining redemptions of a limited-supply offer; `undefined` without a limit. */
  remainingSupply(offerId: string): number | undefined {
    return this.remaining.get(offerId);
  }

  update(userId: string, offerId: string, change: Partial<UserOfferProgress>): UserOfferProgress {
    let perUser = this.progress.get(userId);
    if (perUser === undefined) {
      perUser = new Map();
      this.progress.set(userId, perUser);
    }
    const next = { ...this.userOffer(userId, offerId), ...change };
    perUser.set(offerId, next);
    return next;
  }

  /** Forgets a deleted user's progress so that an id created again starts fresh. */
  forgetUser(userId: string): void {
    this.users.delete(userId);
    this.progress.delete(userId);
  }

  /** Whether the user is enrolled in card-linked offers. */
  isEnrolled(user: User | undefined): boolean {
    return user?.attributes.enrolledRewards.includes('CARDLINKED') === true;
  }

  /**
   * Whether the user gets this offer: enrolled in `CARDLINKED`, not expired, and — for targeted offers —
   * with `historicalTransactionsSent` true.
   */
  isVisible(user: User | undefined, offer: CatalogOffer): boolean {
    if (user === undefined || !this.isEnrolled(user)) return false;
    if (offer.isTargeted && user.attributes.historicalTransactionsSent !== true) return false;
    return Date.parse(offer.expirationDate) >= this.now().getTime();
  }

  /** The offers a user gets, in catalog order. */
  visibleOffers(userId: string): CatalogOffer[] {
    const user = this.users.get(userId);
    return this.catalog.offers.filter((offer) => this.isVisible(user, offer));
  }

  /** Records an activate/boost and returns its `offerAttribution`. */
  recordAction(userId: string, offerId: string, eventCode: 'ACTIVATE' | 'BOOST'): OfferAttribution {
    this.attributionCount += 1;
    const eventDate = this.now().toISOString();
    this.attributionEvents.push({
      entityId: offerId,
      eventCode,
      medium: 'CTA',
      eventDate,
      userId,
      source: 'action',
    });
    return {
      type: 'offerAttribution',
      id: `oa_${String(this.attributionCount).padStart(6, '0')}`,
      attributes: { entityId: offerId, eventCode, medium: 'CTA', eventDate },
    };
  }

  /** Records an asset image load. */
  recordAssetLoad(offerId: string, eventCode: string, medium: string, userId: string | undefined): void {
    const event: SandboxAttributionEvent = {
      entityId: offerId,
      eventCode,
      medium,
      eventDate: this.now().toISOString(),
      source: 'asset',
    };
    if (userId !== undefined) event.userId = userId;
    this.attributionEvents.push(event);
  }

  private recordSettlement(transaction: SubmittedTransaction, offerId: string): void {
    this.settlements.push({
      transactionId: transaction.id,
      userId: transaction.userId,
      offerId,
      amount: transaction.amount,
      settledDate: transaction.settledDate ?? this.now().toISOString(),
    });
  }

  /**
   * Applies one transaction event. APPROVED or SETTLED debits whose `description` equals an offer's name
   * (exactly, case-sensitive) count once per transaction id; later settlements of the same id add their
   * amounts; REVERSED or DECLINED undo a purchase that counted; a repeated event is a no-op.
   */
  submitTransaction(transaction: SubmittedTransaction): TransactionOutcome {
    const outcome = this.applyTransaction(transaction);
    for (const listener of this.transactionListeners) listener(transaction, outcome);
    return outcome;
  }

  // The seeded history goes straight here: it is the past, and sends no notifications.
  private applyTransaction(transaction: SubmittedTransaction): TransactionOutcome {
    const { id, status } = transaction;
    const key = [id, status, transaction.settledDate ?? ''].join('\u0000');
    if (this.seenEvents.has(key)) return { id, status, outcome: 'duplicate' };
    this.seenEvents.add(key);
    const existing = this.purchases.get(id);

    if (status === 'REVERSED' || status === 'DECLINED') {
      if (existing === undefined || existing.reversed) return { id, status, outcome: 'recorded' };
      existing.reversed = true;
      const progress = this.userOffer(existing.userId, existing.offerId);
      this.update(existing.userId, existing.offerId, {
        purchases: Math.max(0, progress.purchases - 1),
        spendCents: Math.max(0, progress.spendCents - existing.contributionCents),
      });
      const left = this.remaining.get(existing.offerId);
      if (left !== undefined) this.remaining.set(existing.offerId, left + 1);
      return { id, status, outcome: 'reversed', offerId: existing.offerId };
    }
    if ((status !== 'APPROVED' && status !== 'SETTLED') || transaction.direction !== 'DEBIT') {
      return { id, status, outcome: 'recorded' };
    }
    if (existing !== undefined) {
      if (existing.reversed) return { id, status, outcome: 'recorded' };
      if (status === 'SETTLED') {
        existing.settledCents += transaction.amount;
        this.recordSettlement(transaction, existing.offerId);
      } else existing.approvedCents = Math.max(existing.approvedCents, transaction.amount);
      const contribution = Math.max(existing.approvedCents, existing.settledCents);
      const progress = this.userOffer(existing.userId, existing.offerId);
      this.update(existing.userId, existing.offerId, {
        spendCents: progress.spendCents + contribution - existing.contributionCents,
      });
      existing.contributionCents = contribution;
      return { id, status, outcome: 'matched', offerId: existing.offerId };
    }

    const offer = this.offerByName.get(transaction.description);
    if (offer === undefined) return { id, status, outcome: 'unmatched' };
    const reject = (reason: string): TransactionOutcome => ({
      id,
      status,
      outcome: 'rejected',
      offerId: offer.id,
      reason,
    });
    const user = this.users.get(transaction.userId);
    if (!this.isEnrolled(user)) return reject('USER_NOT_ENROLLED');
    if (offer.isTargeted && user?.attributes.historicalTransactionsSent !== true) {
      return reject('USER_NOT_IN_AUDIENCE_SEGMENT');
    }
    const now = this.now().getTime();
    if (now < Date.parse(offer.startDate) || now > Date.parse(offer.expirationDate))
      return reject('OFFER_NOT_ACTIVE');
    const progress = this.userOffer(transaction.userId, offer.id);
    if (offer.requiresActivation && !progress.activated) return reject('OFFER_NOT_ACTIVATED');
    if (offer.minTransactionCents !== undefined && transaction.amount < offer.minTransactionCents) {
      return reject('MIN_TRANSACTION_AMOUNT_NOT_MET');
    }
    const left = this.remaining.get(offer.id);
    if ((left !== undefined && left <= 0) || progressComplete(offer, progress)) {
      return reject('MAX_REDEMPTION_LIMIT_REACHED');
    }
    this.update(transaction.userId, offer.id, {
      purchases: progress.purchases + 1,
      spendCents: progress.spendCents + transaction.amount,
    });
    if (left !== undefined) this.remaining.set(offer.id, left - 1);
    if (status === 'SETTLED') this.recordSettlement(transaction, offer.id);
    this.purchases.set(id, {
      userId: transaction.userId,
      offerId: offer.id,
      approvedCents: status === 'APPROVED' ? transaction.amount : 0,
      settledCents: status === 'SETTLED' ? transaction.amount : 0,
      contributionCents: transaction.amount,
      reversed: false,
    });
    return { id, status, outcome: 'matched', offerId: offer.id };
  }
}
