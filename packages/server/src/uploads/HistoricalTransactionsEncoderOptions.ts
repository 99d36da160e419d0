import type { HistoricalRecordKind } from '@offerkit/data/backend';
import type { InvalidHistoricalRecord } from './InvalidHistoricalRecord.ts';

/** Options of {@link HistoricalTransactionsEncoder}. */
export interface HistoricalTransactionsEncoderOptions {
  /** The record kind of the file: `historicalTransaction` (card issuers) or `coreHistoricalTransaction`. */
  kind: HistoricalRecordKind;
  /** Called once per record left out, as soon as it is met (a log line, a reject file, a counter). */
  onInvalidRecord?: (error: InvalidHistoricalRecord) => void;
  /**
   * How many invalid records {@link HistoricalTransactionsEncoder.invalidRecords} keeps; later ones are
   * only counted (and still given to `onInvalidRecord`), so a file full of bad rows cannot fill memory.
   * @default 1000
   */
  keepInvalidRecords?: number;
  /**
   * Lines are gathered into chunks of at most this many bytes before they go downstream (a single line
   * longer than that goes out whole): far fewer chunks for a gzip stage or an upload to handle, still a
   * small, fixed amount of memory.
   * @default 65536
   */
  chunkSize?: number;
}

/** What an encoder has done so far; final once its readable side has closed. */
export interface HistoricalTransactionsEncoderStats {
  /** Records written as lines. */
  written: number;
  /** Records left out (all of them, including those beyond `keepInvalidRecords`). */
  invalid: number;
}
