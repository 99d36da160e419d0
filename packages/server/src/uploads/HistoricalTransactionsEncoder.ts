import type { HistoricalRecordKind } from '@offerkit/data/backend';
import type { InvalidHistoricalRecord } from './InvalidHistoricalRecord.ts';
import { createLineEncoder } from './lineEncoder.ts';

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

/**
 * A `TransformStream` from historical upload records (objects) to JSONL bytes: each record is checked
 * against the contract (`checkHistoricalRecord`) and written as one line, or left out and reported with
 * its line number. It holds at most one chunk of output at a time and takes a record only when the
 * reader downstream wants more (stream backpressure), so memory stays flat however many records pass.
 *
 * @example
 * records.pipeThrough(new HistoricalTransactionsEncoder({kind: 'historicalTransaction'}))
 *   .pipeThrough(new CompressionStream('gzip'))
 */
export class HistoricalTransactionsEncoder extends TransformStream<unknown, Uint8Array> {
  /** The record kind this encoder accepts. */
  readonly kind: HistoricalRecordKind;
  /** Counts of records written and left out. */
  readonly stats: HistoricalTransactionsEncoderStats;
  /** The first `keepInvalidRecords` records left out, in input order. */
  readonly invalidRecords: readonly InvalidHistoricalRecord[];

  constructor(options: HistoricalTransactionsEncoderOptions) {
    const lines = createLineEncoder(options, 'HistoricalTransactionsEncoder');
    super({
      transform(record, controller) {
        const chunk = lines.push(record);
        if (chunk !== undefined) controller.enqueue(chunk);
      },
      flush(controller) {
        const chunk = lines.flush();
        if (chunk !== undefined) controller.enqueue(chunk);
      },
    });
    this.kind = options.kind;
    this.stats = lines.stats;
    this.invalidRecords = lines.invalidRecords;
  }
}
