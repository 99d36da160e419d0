import {
  checkHistoricalRecord,
  type HistoricalRecordIssue,
  type HistoricalRecordKind,
  quoteSafely,
} from '@offerkit/data/backend';
import type {
  HistoricalTransactionsEncoderOptions,
  HistoricalTransactionsEncoderStats,
} from './HistoricalTransactionsEncoderOptions.ts';
import type { InvalidHistoricalRecord } from './InvalidHistoricalRecord.ts';

/** The record-to-bytes core shared by the encoder stream and the file writer. Internal. */
export interface LineEncoder {
  readonly stats: HistoricalTransactionsEncoderStats;
  readonly invalidRecords: InvalidHistoricalRecord[];
  /** Checks and appends one record; returns a full chunk when one is ready. */
  push(record: unknown): Uint8Array | undefined;
  /** The last, partial chunk (if any). */
  flush(): Uint8Array | undefined;
}

function describe(line: number, ids: { recordId?: string }, issues: HistoricalRecordIssue[]): string {
  // A log line: the id is quoted only when short and not shaped like personal data (`recordId` keeps it).
  const which =
    ids.recordId === undefined ? `Record ${line}` : `Record ${line} (id ${quoteSafely(ids.recordId)})`;
  return `${which} was left out of the file: ${issues.map((issue) => issue.message).join(' ')} Fix it at the source and upload it in a later file.`;
}

const UNICODE_LINE_BREAKS = /[\u0085\u2028\u2029]/g;

function escapeLineBreak(character: string): string {
  return `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`;
}

function concat(first: Uint8Array, second: Uint8Array): Uint8Array {
  const joined = new Uint8Array(first.byteLength + second.byteLength);
  joined.set(first);
  joined.set(second, first.byteLength);
  return joined;
}

/** Validates the options and builds a line encoder. Internal. */
export function createLineEncoder(options: HistoricalTransactionsEncoderOptions, owner: string): LineEncoder {
  const { kind, onInvalidRecord } = options;
  const keep = options.keepInvalidRecords ?? 1000;
  const chunkSize = options.chunkSize ?? 65_536;
  if (kind !== 'historicalTransaction' && kind !== 'coreHistoricalTransaction') {
    throw new TypeError(
      `${owner}: kind is ${JSON.stringify(kind)}; use "historicalTransaction" or "coreHistoricalTransaction".`,
    );
  }
  if (!(Number.isInteger(chunkSize) && chunkSize > 0)) {
    throw new RangeError(`${owner}: chunkSize must be a positive integer, got ${chunkSize}.`);
  }
  const recordKind: HistoricalRecordKind = kind;
  const stats: HistoricalTransactionsEncoderStats = { written: 0, invalid: 0 };
  const invalidRecords: InvalidHistoricalRecord[] = [];
  const encoder = new TextEncoder();
  // Lines are encoded into the chunk buffer at once, so no line string outlives its record (a long-lived
  // string of pending lines would be promoted to the old generation and grow the heap).
  let buffer = new Uint8Array(chunkSize);
  let used = 0;
  let line = 0;
  const take = (): Uint8Array | undefined => {
    if (used === 0) return undefined;
    const chunk = buffer.subarray(0, used);
    buffer = new Uint8Array(chunkSize);
    used = 0;
    return chunk;
  };

  const reject = (error: InvalidHistoricalRecord): void => {
    stats.invalid += 1;
    if (invalidRecords.length < keep) invalidRecords.push(error);
    onInvalidRecord?.(error);
  };

  return {
    stats,
    invalidRecords,
    push(record) {
      line += 1;
      const check = checkHistoricalRecord(record, recordKind);
      if (!check.ok) {
        const error: InvalidHistoricalRecord = { line, issues: check.issues, message: '' };
        if (check.recordId !== undefined) error.recordId = check.recordId;
        if (check.transactionId !== undefined) error.transactionId = check.transactionId;
        error.message = describe(line, error, check.issues);
        reject(error);
        return undefined;
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
        return undefined;
      }
      stats.written += 1;
      // JSON.stringify leaves U+2028, U+2029 and U+0085 raw inside strings: valid JSON, but readers that
      // split on Unicode line breaks would see extra lines. Escaped, the value is the same.
      const text = `${json.replace(UNICODE_LINE_BREAKS, escapeLineBreak)}\n`;
      // UTF-8 takes at most 3 bytes per UTF-16 code unit.
      if (text.length * 3 > chunkSize - used) {
        const full = take();
        if (text.length * 3 > chunkSize) {
          // A line longer than a chunk goes out on its own, after what was pending.
          const single = encoder.encode(text);
          return full === undefined ? single : concat(full, single);
        }
        used = encoder.encodeInto(text, buffer).written;
        return full;
      }
      used += encoder.encodeInto(text, buffer.subarray(used)).written;
      return undefined;
    },
    flush: take,
  };
}
