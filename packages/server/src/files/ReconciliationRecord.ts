import type { ReconciliationPaymentStatus } from '@offerkit/data/backend';

/**
 * One transaction of a reconciliation file (daily JSON or monthly CSV). Only `transactionId` and
 * `paymentStatus` are required; other columns the service sends are kept as they came.
 */
export interface ReconciliationRecord {
  transactionId: string;
  /** `PENDING` or `PAID_IN_FULL`; other values the service may add are kept as they are. */
  paymentStatus: ReconciliationPaymentStatus;
  userId?: string;
  offerId?: string;
  merchantName?: string;
  /** Cents. */
  transactionAmountInCents?: number;
  /** The user's reward, in cents. */
  rewardAmountInCents?: number;
  settledDate?: string;
  /** When the reward was paid in full, for `PAID_IN_FULL`. */
  paidDate?: string;
  [field: string]: unknown;
}

/** A row or entry that could not be read, left out of `records`. */
export interface ReconciliationProblem {
  /** 1-based: the entry's position in a daily file, the line number in a monthly CSV. */
  row: number;
  /** What is wrong with it. */
  message: string;
}

/** A parsed reconciliation file: the readable records and what was left out. */
export interface ReconciliationFileContents {
  records: ReconciliationRecord[];
  problems: ReconciliationProblem[];
}

/** Options of `parseDailyReconciliationFile` and `parseMonthlyReconciliationFile`. */
export interface ReconciliationParseOptions {
  /**
   * The most bytes read from the file (after any `content-encoding` is undone, so a gzip bomb stops here
   * too); beyond it reading stops and the parser rejects with a `RangeError` naming this option.
   * @default 67108864 (64 MiB)
   */
  maxBytes?: number;
  /**
   * Monthly CSV only: the most characters one row may hold (csv-parse's `max_record_size`); a longer row
   * stops the parse with a `RangeError` naming its line and this option, so one huge cell is never read whole.
   * @default 1048576 (1 MiB)
   */
  maxRecordSize?: number;
}
