import type { User } from '@offerkit/data/backend';
import type { CatalogOffer } from '../catalog/catalogTypes.ts';
import { progressComplete, type UserOfferProgress } from '../components/offerSituation.ts';
import { offerIneligibility } from './offerEligibility.ts';
import type { SandboxSettlement, SubmittedTransaction, TransactionOutcome } from './transactionTypes.ts';

/** A purchase that counted for an offer, by transaction id. */
export interface PurchaseRecord {
  readonly userId: string;
  readonly offerId: string;
  readonly approvedCents: number;
  readonly settledCents: number;
  /** Cents this purchase added to the user's spend. */
  readonly contributionCents: number;
  readonly reversed: boolean;
}

/** What {@link applyTransaction} reads: the ledger as it stands, the catalog and the users. */
export interface LedgerView {
  /** Whether an event with this key (id, status, settledDate) was applied before. */
  seen(eventKey: string): boolean;
  purchase(transactionId: string): PurchaseRecord | undefined;
  offerNamed(name: string): CatalogOffer | undefined;
  user(userId: string): User | undefined;
  progress(userId: string, offerId: string): UserOfferProgress;
  /** Remaining redemptions of a limited-supply offer; `undefined` without a limit. */
  remaining(offerId: string): number | undefined;
}

/** What applying one event changes; the ledger writes it. Every field but `outcome` is optional. */
export interface LedgerChange {
  outcome: TransactionOutcome;
  /** The event's key, to remember (absent for a duplicate). */
  eventKey?: string;
  /** The purchase record of the transaction id, new or replaced. */
  purchase?: PurchaseRecord;
  progress?: { userId: string; offerId: string; change: Partial<UserOfferProgress> };
  remaining?: { offerId: string; value: number };
  settlement?: SandboxSettlement;
}

function settlementOf(transaction: SubmittedTransaction, offerId: string, now: Date): SandboxSettlement {
  return {
    transactionId: transaction.id,
    userId: transaction.userId,
    offerId,
    amount: transaction.amount,
    settledDate: transaction.settledDate ?? now.toISOString(),
  };
}

/** A REVERSED or DECLINED event: undoes a purchase that counted, once. */
function reverse(
  view: LedgerView,
  existing: PurchaseRecord | undefined,
  outcome: TransactionOutcome,
): Omit<LedgerChange, 'eventKey'> {
  if (existing === undefined || existing.reversed) return { outcome };
  const progress = view.progress(existing.userId, existing.offerId);
  const left = view.remaining(existing.offerId);
  const change: Omit<LedgerChange, 'eventKey'> = {
    outcome: { ...outcome, outcome: 'reversed', offerId: existing.offerId },
    purchase: { ...existing, reversed: true },
    progress: {
      userId: existing.userId,
      offerId: existing.offerId,
      change: {
        purchases: Math.max(0, progress.purchases - 1),
        spendCents: Math.max(0, progress.spendCents - existing.contributionCents),
      },
    },
  };
  if (left !== undefined) change.remaining = { offerId: existing.offerId, value: left + 1 };
  return change;
}

/** A later event of a purchase that counted: a settlement adds its amount, an approval can raise it. */
function amend(
  view: LedgerView,
  transaction: SubmittedTransaction,
  existing: PurchaseRecord,
  now: Date,
): Omit<LedgerChange, 'eventKey'> {
  const { id, status } = transaction;
  if (existing.reversed) return { outcome: { id, status, outcome: 'recorded' } };
  const settled = status === 'SETTLED';
  const approvedCents = settled
    ? existing.approvedCents
    : Math.max(existing.approvedCents, transaction.amount);
  const settledCents = settled ? existing.settledCents + transaction.amount : existing.settledCents;
  const contribution = Math.max(approvedCents, settledCents);
  const progress = view.progress(existing.userId, existing.offerId);
  const change: Omit<LedgerChange, 'eventKey'> = {
    outcome: { id, status, outcome: 'matched', offerId: existing.offerId },
    purchase: { ...existing, approvedCents, settledCents, contributionCents: contribution },
    progress: {
      userId: existing.userId,
      offerId: existing.offerId,
      change: { spendCents: progress.spendCents + contribution - existing.contributionCents },
    },
  };
  if (settled) change.settlement = settlementOf(transaction, existing.offerId, now);
  return change;
}

/** A first APPROVED or SETTLED debit: counts for the offer its description names, if the rules allow. */
function match(
  view: LedgerView,
  transaction: SubmittedTransaction,
  now: Date,
): Omit<LedgerChange, 'eventKey'> {
  const { id, status } = transaction;
  const offer = view.offerNamed(transaction.description);
  if (offer === undefined) return { outcome: { id, status, outcome: 'unmatched' } };
  const reject = (reason: string): Omit<LedgerChange, 'eventKey'> => ({
    outcome: { id, status, outcome: 'rejected', offerId: offer.id, reason },
  });
  const ineligibility = offerIneligibility(view.user(transaction.userId), offer, now);
  if (ineligibility === 'OFFER_EXPIRED') return reject('OFFER_NOT_ACTIVE');
  if (ineligibility !== undefined) return reject(ineligibility);
  if (now.getTime() < Date.parse(offer.startDate)) return reject('OFFER_NOT_ACTIVE');
  const progress = view.progress(transaction.userId, offer.id);
  if (offer.requiresActivation && !progress.activated) return reject('OFFER_NOT_ACTIVATED');
  if (offer.minTransactionCents !== undefined && transaction.amount < offer.minTransactionCents) {
    return reject('MIN_TRANSACTION_AMOUNT_NOT_MET');
  }
  const left = view.remaining(offer.id);
  if ((left !== undefined && left <= 0) || progressComplete(offer, progress)) {
    return reject('MAX_REDEMPTION_LIMIT_REACHED');
  }
  const change: Omit<LedgerChange, 'eventKey'> = {
    outcome: { id, status, outcome: 'matched', offerId: offer.id },
    purchase: {
      userId: transaction.userId,
      offerId: offer.id,
      approvedCents: status === 'APPROVED' ? transaction.amount : 0,
      settledCents: status === 'SETTLED' ? transaction.amount : 0,
      contributionCents: transaction.amount,
      reversed: false,
    },
    progress: {
      userId: transaction.userId,
      offerId: offer.id,
      change: { purchases: progress.purchases + 1, spendCents: progress.spendCents + transaction.amount },
    },
  };
  if (left !== undefined) change.remaining = { offerId: offer.id, value: left - 1 };
  if (status === 'SETTLED') change.settlement = settlementOf(transaction, offer.id, now);
  return change;
}

/**
 * What one transaction event does to the ledger, without changing anything (the ledger writes the result).
 * APPROVED or SETTLED debits whose `description` equals an offer's name (exactly, case-sensitive) count once
 * per transaction id, if the user gets the offer, it is active, activated when it must be, the amount meets
 * its minimum and redemptions are left; later settlements of the same id add their amounts; REVERSED or
 * DECLINED undo a purchase that counted; a repeated event is a no-op.
 */
export function applyTransaction(
  view: LedgerView,
  transaction: SubmittedTransaction,
  now: Date,
): LedgerChange {
  const { id, status } = transaction;
  const eventKey = [id, status, transaction.settledDate ?? ''].join('\u0000');
  if (view.seen(eventKey)) return { outcome: { id, status, outcome: 'duplicate' } };
  const existing = view.purchase(id);
  if (status === 'REVERSED' || status === 'DECLINED') {
    return { eventKey, ...reverse(view, existing, { id, status, outcome: 'recorded' }) };
  }
  if ((status !== 'APPROVED' && status !== 'SETTLED') || transaction.direction !== 'DEBIT') {
    return { eventKey, outcome: { id, status, outcome: 'recorded' } };
  }
  if (existing !== undefined) return { eventKey, ...amend(view, transaction, existing, now) };
  return { eventKey, ...match(view, transaction, now) };
}
