import { type CsvError, parse } from 'csv-parse/stream';
import { decodeReconciliationRecord } from './decodeReconciliationRecord.ts';
import type { ReconciliationFileContents } from './ReconciliationRecord.ts';

interface ParsedRow {
  record: Record<string, string>;
  info: { lines: number };
}

/**
 * Reads a monthly reconciliation file (`cardlinked-reconciliation-YYMM`, CSV with a header row) as a
 * stream through `csv-parse`: rows that cannot be read (a wrong number of cells, a broken quote, a
 * missing transaction id or status, an amount that is not whole cents) are left out and reported with
 * their line number; every other row is kept. Columns beyond the known ones are kept as strings.
 */
export async function parseMonthlyReconciliationFile(
  input: string | ReadableStream<Uint8Array> | Response,
): Promise<ReconciliationFileContents> {
  const contents: ReconciliationFileContents = { records: [], problems: [] };
  const source =
    typeof input === 'string'
      ? new Blob([input]).stream()
      : input instanceof Response
        ? (input.body ?? new Blob([]).stream())
        : input;
  const parser = parse({
    columns: true,
    bom: true,
    skip_empty_lines: true,
    trim: true,
    info: true,
    skip_records_with_error: true,
    on_skip: (error: CsvError | undefined) => {
      if (error === undefined) return undefined;
      const line = (error as CsvError & { lines?: number }).lines ?? 0;
      contents.problems.push({ row: line, message: `Line ${line} was left out: ${error.message}` });
      return undefined;
    },
  });
  // csv-parse reads Node Buffers; the bytes are handed over without a copy.
  const rows = source
    .pipeThrough(
      new TransformStream<Uint8Array, Buffer>({
        transform(chunk, controller) {
          controller.enqueue(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
        },
      }),
    )
    .pipeThrough(parser as TransformStream<Buffer, ParsedRow>);
  for await (const { record, info } of rows) {
    const result = decodeReconciliationRecord(record);
    if (result.ok) contents.records.push(result.record);
    else
      contents.problems.push({
        row: info.lines,
        message: `Line ${info.lines} was left out: ${result.message}`,
      });
  }
  contents.problems.sort((a, b) => a.row - b.row);
  return contents;
}
