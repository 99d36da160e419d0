import type { GeneratedHistoricalFile } from './createHistoricalTransactionsFile.ts';

/** A file to upload: its name (with the extension) and whether its bytes are gzip. */
export interface HistoricalUploadFile {
  /** The file name the service records, with its extension (`history-2026-03.jsonl.gz`). */
  filename: string;
  /**
   * Whether the bytes are gzip (sent as `application/gzip`, else `application/octet-stream`).
   * @default true when `filename` ends with `.gz`
   */
  gzip?: boolean;
}

/** A body for one file; a {@link GeneratedHistoricalFile} brings its own content type. */
export type HistoricalUploadBody = GeneratedHistoricalFile | BodyInit;

/** Options of `uploadHistorical` (standalone or `client.uploads.uploadHistorical`). */
export interface HistoricalUploadOptions {
  /** The files to upload, any number: URLs are requested 10 at a time, as the contract allows. */
  files: readonly (string | HistoricalUploadFile)[];
  /**
   * Produces a file's body. Called once per attempt — again when an expired URL is replaced — so return
   * a fresh stream each time (e.g. `createHistoricalTransactionsFile(...)` over a new cursor).
   */
  source: (file: Required<HistoricalUploadFile>) => HistoricalUploadBody | Promise<HistoricalUploadBody>;
  /**
   * Users to mark `historicalTransactionsSent: true` (Update User) once every file is accepted; the
   * flag can never be set back, so pass only users whose whole history is in these files.
   * @default none
   */
  markUsersSent?: readonly string[];
  /** Cancels the run. */
  signal?: AbortSignal;
  /**
   * The clock that decides whether a URL has expired before its PUT (`expiresIn` from when it was issued).
   * @default Date.now
   */
  now?: () => number;
}

/** One accepted file. */
export interface HistoricalUpload {
  filename: string;
  /** The upload id (`historicalTransactionsFile` id), also in the results file and webhook. */
  id: string;
}

/** What an upload run did. */
export interface HistoricalUploadResult {
  /** Every file with its upload id, in the order given. */
  uploads: HistoricalUpload[];
  /** The upload ids alone, in the same order. */
  ids: string[];
  /** Users marked `historicalTransactionsSent: true`. */
  markedUsers: string[];
}
