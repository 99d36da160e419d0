import type { HistoricalRecordIssue } from '@offerkit/data/backend';

/** A record the historical file writer left out, and why. */
export interface InvalidHistoricalRecord {
  /**
   * 1-based position of the record in the input: the line it would have had in the file. Records after
   * it keep their own input positions, so the numbers match the issuer's source rows.
   */
  line: number;
  /** The record's `id`, when it has a readable one. */
  recordId?: string;
  /** `attributes.transactionId`, when readable. */
  transactionId?: string;
  /** Each field that breaks the contract. */
  issues: HistoricalRecordIssue[];
  /** One sentence: which record, what is wrong, what to do. */
  message: string;
}
