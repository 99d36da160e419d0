import type { HistoricalRecordKind } from '@offerkit/data/backend';
import { gzipOnDemand } from './gzipOnDemand.ts';
import type { InvalidHistoricalRecord } from './InvalidHistoricalRecord.ts';
import { createLineEncoder } from './lineEncoder.ts';
import { type RecordSource, recordPuller } from './recordStream.ts';

/** Options of {@link createHistoricalTransactionsFile}. */
export interface HistoricalTransactionsFileOptions {
  /** The record kind of the file: `historicalTransaction` (card issuers) or `coreHistoricalTransaction`. */
  kind: HistoricalRecordKind;
  /**
   * Compress the file with gzip (`CompressionStream`); upload it as `application/gzip`.
   * @default false
   */
  gzip?: boolean;
  /** Called once per record left out, as soon as it is met. */
  onInvalidRecord?: (error: InvalidHistoricalRecord) => void;
  /**
   * How many invalid records the result keeps (all are counted and given to `onInvalidRecord`).
   * @default 1000
   */
  keepInvalidRecords?: number;
}

/** What writing the file did, once its body has been read to the end. */
export interface HistoricalTransactionsFileResult {
  /** Records written as lines. */
  written: number;
  /** Records left out. */
  invalid: number;
  /** The first `keepInvalidRecords` records left out, with their line numbers and reasons. */
  invalidRecords: InvalidHistoricalRecord[];
}

/** A historical upload file being written: a body to stream somewhere and the outcome once it is read. */
export interface GeneratedHistoricalFile {
  /** The JSONL bytes (gzip when asked); read it once, e.g. as a `fetch` body or into a file. */
  body: ReadableStream<Uint8Array>;
  /** The `Content-Type` for the upload PUT: `application/gzip` or `application/octet-stream`. */
  contentType: 'application/gzip' | 'application/octet-stream';
  /**
   * Settles once every record has been written or left out, as the body is read (rejects if the source
   * failed or the body was cancelled). Reading the body drives the writing: without a reader it waits.
   */
  result: Promise<HistoricalTransactionsFileResult>;
}

/**
 * Writes historical upload records as a JSONL file, streaming: each record is validated against the
 * contract and written as one line, or left out and reported with its line number; with `gzip` the lines
 * are compressed on the way. Records are pulled from the source only as fast as the body is read, so a
 * million records take as little memory as ten.
 *
 * @example
 * const file = createHistoricalTransactionsFile(rowsFromDatabase(), {kind: 'historicalTransaction', gzip: true});
 * await fetch(uploadUrl, {method: 'PUT', body: file.body, headers: {'content-type': file.contentType}, duplex: 'half'});
 * const {written, invalidRecords} = await file.result;
 */
export function createHistoricalTransactionsFile(
  records: RecordSource,
  options: HistoricalTransactionsFileOptions,
): GeneratedHistoricalFile {
  const encoder = createLineEncoder(options, 'createHistoricalTransactionsFile');
  const source = recordPuller(records);
  let settle!: (result: HistoricalTransactionsFileResult) => void;
  let fail!: (error: unknown) => void;
  const result = new Promise<HistoricalTransactionsFileResult>((resolve, reject) => {
    settle = resolve;
    fail = reject;
  });
  // Handled here so that a caller who only streams the body gets no unhandled rejection; awaiting
  // `result` still rejects.
  result.catch(() => undefined);

  // Records are encoded straight from the source, as many as one chunk needs per read: no stream stage
  // (and no promise) per record for a synchronous source.
  const lines = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          for (;;) {
            const pulled = source.next();
            const next = pulled instanceof Promise ? await pulled : pulled;
            if (next.done === true) {
              const last = encoder.flush();
              if (last !== undefined) controller.enqueue(last);
              settle({
                written: encoder.stats.written,
                invalid: encoder.stats.invalid,
                invalidRecords: [...encoder.invalidRecords],
              });
              controller.close();
              return;
            }
            const chunk = encoder.push(next.value);
            if (chunk !== undefined) {
              controller.enqueue(chunk);
              return;
            }
          }
        } catch (error) {
          fail(error);
          throw error;
        }
      },
      async cancel(reason) {
        fail(new Error(`The historical transactions file was not read to its end: ${String(reason)}`));
        await source.cancel(reason);
      },
    },
    { highWaterMark: 0 },
  );
  if (options.gzip !== true) return { body: lines, contentType: 'application/octet-stream', result };
  const gzipped = gzipOnDemand(lines);
  const reader = gzipped.getReader();
  // A wrapper so that a compression failure reaches `result` too.
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const next = await reader.read();
          if (next.done) controller.close();
          else controller.enqueue(next.value);
        } catch (error) {
          fail(error);
          controller.error(error);
        }
      },
      async cancel(reason) {
        await reader.cancel(reason);
      },
    },
    { highWaterMark: 0 },
  );
  return { body, contentType: 'application/gzip', result };
}
