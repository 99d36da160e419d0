/** A transaction event after validation, as the ledger consumes it. */
export interface SubmittedTransaction {
  id: string;
  userId: string;
  amount: number;
  direction: string;
  status: string;
  description: string;
  /** When the purchase was authorized (required on `APPROVED` and `SETTLED` events). */
  authorizationDate?: string;
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
