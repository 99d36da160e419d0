import type { HistoricalUpload } from './HistoricalUploadOptions.ts';

/**
 * An upload run stopped part-way. `uploaded` lists the files already accepted (do not send them again)
 * and `cause` holds the failure (`RewardsApiError`, `RewardsNetworkError`, ...).
 */
export class HistoricalUploadError extends Error {
  override readonly name = 'HistoricalUploadError';
  /** Files the service accepted before the failure, with their upload ids. */
  readonly uploaded: readonly HistoricalUpload[];
  /** The file that failed, when a file failed (not the final user updates). */
  readonly filename: string | undefined;
  /** Users already marked `historicalTransactionsSent: true`. */
  readonly markedUsers: readonly string[];

  constructor(
    message: string,
    details: { uploaded: readonly HistoricalUpload[]; filename?: string; markedUsers?: readonly string[] },
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.uploaded = details.uploaded;
    this.filename = details.filename;
    this.markedUsers = details.markedUsers ?? [];
  }
}
