import type { HistoricalRecordKind } from '@offerkit/data/backend';
import type {
  HistoricalTransactionsEncoderOptions,
  HistoricalTransactionsEncoderStats,
} from './HistoricalTransactionsEncoderOptions.ts';
import type { InvalidHistoricalRecord } from './InvalidHistoricalRecord.ts';
import { createLineEncoder } from './lineEncoder.ts';

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
