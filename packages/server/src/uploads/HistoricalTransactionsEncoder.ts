import { checkHistoricalRecord, type HistoricalRecordIssue, type HistoricalRecordKind } from '@offerkit/data';
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
   * Lines are gathered into chunks of about this many characters before they go downstream: far fewer
   * chunks for a gzip stage or an upload to handle, still a small, fixed amount of memory.
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

function describe(line: number, ids: { recordId?: string }, issues: HistoricalRecordIssue[]): string {
  const which = ids.recordId === undefined ? `Record ${line}` : `Record ${line} (id "${ids.recordId}")`;
  return `${which} was left out of the file: ${issues.map((issue) => issue.message).join(' ')} Fix it at the source and upload it in a later file.`;
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
    const { kind, onInvalidRecord } = options;
    const keep = options.keepInvalidRecords ?? 1000;
    const chunkSize = options.chunkSize ?? 65_536;
    if (kind !== 'historicalTransaction' && kind !== 'coreHistoricalTransaction') {
      throw new TypeError(
        `HistoricalTransactionsEncoder: kind is ${JSON.stringify(kind)}; use "historicalTransaction" or "coreHistoricalTransaction".`,
      );
    }
    if (!(Number.isInteger(chunkSize) && chunkSize > 0)) {
      throw new RangeError(
        `HistoricalTransactionsEncoder: chunkSize must be a positive integer, got ${chunkSize}.`,
      );
    }
    const stats: HistoricalTransactionsEncoderStats = { written: 0, invalid: 0 };
    const invalidRecords: InvalidHistoricalRecord[] = [];
    const encoder = new TextEncoder();
    let pending = '';
    let line = 0;

    const reject = (error: InvalidHistoricalRecord): void => {
      stats.invalid += 1;
      if (invalidRecords.length < keep) invalidRecords.push(error);
      onInvalidRecord?.(error);
    };

    super({
      transform(record, controller) {
        line += 1;
        const check = checkHistoricalRecord(record, kind);
        if (!check.ok) {
          const error: InvalidHistoricalRecord = { line, issues: check.issues, message: '' };
          if (check.recordId !== undefined) error.recordId = check.recordId;
          if (check.transactionId !== undefined) error.transactionId = check.transactionId;
          error.message = describe(line, error, check.issues);
          reject(error);
          return;
        }
        let json: string;
        try {
          json = JSON.stringify(check.record);
        } catch (cause) {
          // A BigInt or a cycle somewhere in the record's extra fields.
          const issues = [
            { path: '', message: `The record cannot be written as JSON (${(cause as Error).message}).` },
          ];
          const error: InvalidHistoricalRecord = { line, issues, recordId: check.record.id, message: '' };
          error.transactionId = check.record.attributes.transactionId;
          error.message = describe(line, error, issues);
          reject(error);
          return;
        }
        stats.written += 1;
        pending += `${json}\n`;
        if (pending.length >= chunkSize) {
          controller.enqueue(encoder.encode(pending));
          pending = '';
        }
      },
      flush(controller) {
        if (pending !== '') controller.enqueue(encoder.encode(pending));
        pending = '';
      },
    });
    this.kind = kind;
    this.stats = stats;
    this.invalidRecords = invalidRecords;
  }
}
