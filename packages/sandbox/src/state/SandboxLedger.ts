import type { User } from '@offerkit/data/backend';
import type { CatalogOffer } from '../catalog/catalogTypes.ts';
import type { UserOfferProgress } from '../components/offerSituation.ts';
import { applyTransaction, type LedgerView, type PurchaseRecord } from './applyTransaction.ts';
import type { SandboxSettlement, SubmittedTransaction, TransactionOutcome } from './transactionTypes.ts';

const EMPTY_PROGRESS: UserOfferProgress = Object.freeze({
  activated: false,
  boosted: false,
  purchases: 0,
  spendCents: 0,
});

/** What the ledger looks up outside itself. */
export interface LedgerLookups {
  offerNamed(name: string): CatalogOffer | undefined;
  user(userId: string): User | undefined;
}

/**
 * Per-user offer progress, remaining supply, purchases and their settlements: everything transactions and
 * actions change. The decisions are {@link applyTransaction}'s; the ledger only keeps and writes.
 */
export class SandboxLedger {
  readonly #progress = new Map<string, Map<string, UserOfferProgress>>();
  readonly #remaining = new Map<string, number>();
  readonly #seenEvents = new Set<string>();
  readonly #purchases = new Map<string, PurchaseRecord>();
  readonly #settlements: SandboxSettlement[] = [];
  readonly #view: LedgerView;

  constructor(lookups: LedgerLookups) {
    this.#view = {
      seen: (key) => this.#seenEvents.has(key),
      purchase: (id) => this.#purchases.get(id),
      offerNamed: (name) => lookups.offerNamed(name),
      user: (userId) => lookups.user(userId),
      progress: (userId, offerId) => this.progress(userId, offerId),
      remaining: (offerId) => this.remaining(offerId),
    };
  }

  /** Empty again, with each limited offer's initial supply. */
  reset(offers: readonly CatalogOffer[]): void {
    this.#progress.clear();
    this.#remaining.clear();
    this.#seenEvents.clear();
    this.#purchases.clear();
    this.#settlements.length = 0;
    for (const offer of offers) {
      if (offer.supply !== undefined) this.#remaining.set(offer.id, offer.supply.initialRemaining);
    }
  }

  /** The user's standing with an offer (all zero when nothing happened yet). */
  progress(userId: string, offerId: string): UserOfferProgress {
    return this.#progress.get(userId)?.get(offerId) ?? EMPTY_PROGRESS;
  }

  /** Remaining redemptions of a limited-supply offer; `undefined` without a limit. */
  remaining(offerId: string): number | undefined {
    return this.#remaining.get(offerId);
  }

  /** Settled events of matched purchases, in order: what the reconciliation files are made of. */
  get settlements(): readonly SandboxSettlement[] {
    return this.#settlements;
  }

  update(userId: string, offerId: string, change: Partial<UserOfferProgress>): UserOfferProgress {
    let perUser = this.#progress.get(userId);
    if (perUser === undefined) {
      perUser = new Map();
      this.#progress.set(userId, perUser);
    }
    const next = { ...this.progress(userId, offerId), ...change };
    perUser.set(offerId, next);
    return next;
  }

  /** Forgets a deleted user's progress so that an id created again starts fresh. */
  forgetUser(userId: string): void {
    this.#progress.delete(userId);
  }

  /** Applies one transaction event (see {@link applyTransaction}) and returns its outcome. */
  apply(transaction: SubmittedTransaction, now: Date): TransactionOutcome {
    const change = applyTransaction(this.#view, transaction, now);
    if (change.eventKey !== undefined) this.#seenEvents.add(change.eventKey);
    if (change.purchase !== undefined) this.#purchases.set(transaction.id, change.purchase);
    if (change.progress !== undefined) {
      this.update(change.progress.userId, change.progress.offerId, change.progress.change);
    }
    if (change.remaining !== undefined) this.#remaining.set(change.remaining.offerId, change.remaining.value);
    if (change.settlement !== undefined) this.#settlements.push(change.settlement);
    return change.outcome;
  }
}
