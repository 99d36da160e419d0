import { quoteSafely } from '@offerkit/data/backend';
import { type CsvError, parse } from 'csv-parse/stream';
import { decodeReconciliationRecord } from './decodeReconciliationRecord.ts';
import { bodyStream, limitBytes, requireMaxBytes } from './limitBytes.ts';
import type { ReconciliationFileContents, ReconciliationParseOptions } from './ReconciliationRecord.ts';

interface ParsedRow {
  record: Record<string, string>;
  info: { lines: number };
}

const OWNER = 'parseMonthlyReconciliationFile';
const DEFAULT_MAX_RECORD_SIZE = 1024 * 1024;

// What each csv-parse error means, in words that never quote the cells (they can hold personal data).
const CSV_PROBLEMS: Readonly<Record<string, string>> = {
  CSV_RECORD_INCONSISTENT_FIELDS_LENGTH: "its number of columns differs from the header row's",
  CSV_RECORD_INCONSISTENT_COLUMNS: "its number of columns differs from the header row's",
  CSV_INVALID_CLOSING_QUOTE: 'a quoted cell is followed by other characters than a comma or line end',
  CSV_INVALID_OPENING_QUOTE: 'a quote appears inside an unquoted cell',
  CSV_QUOTE_NOT_CLOSED: 'a quoted cell is never closed',
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: 'a quoted cell is followed by other characters',
  INVALID_OPENING_QUOTE: 'a quote appears inside an unquoted cell',
};

/**
 * Reads a monthly reconciliation file (`cardlinked-reconciliation-YYMM`, CSV with a header row) as a
 * stream through `csv-parse`: rows that cannot be read (a wrong number of cells, a broken quote, a
 * missing transaction id or status, an amount that is not whole cents) are left out and reported with
 * their line number; every other row is kept. Columns beyond the known ones are kept as strings. Cells
 * are returned verbatim: neutralize them (`neutralizeSpreadsheetCell`) before writing them to a CSV a
 * spreadsheet opens. A header row that names a column twice is refused (a `TypeError`).
 *
 * The body is read through a byte counter (`maxBytes`, 64 MiB by default, counted after any
 * `content-encoding` is undone) and each row is capped (`maxRecordSize`, 1 MiB by default): beyond either
 * the parse stops and rejects with a `RangeError` naming the option, so memory stays bounded.
 */
export async function parseMonthlyReconciliationFile(
  input: string | ReadableStream<Uint8Array> | Response,
  options: ReconciliationParseOptions = {},
): Promise<ReconciliationFileContents> {
  const maxBytes = requireMaxBytes(options.maxBytes, OWNER);
  const maxRecordSize = options.maxRecordSize ?? DEFAULT_MAX_RECORD_SIZE;
  if (!(Number.isSafeInteger(maxRecordSize) && maxRecordSize > 0)) {
    throw new RangeError(`${OWNER}: maxRecordSize must be a positive integer, got ${String(maxRecordSize)}.`);
  }
  const contents: ReconciliationFileContents = { records: [], problems: [] };
  const parser = parse({
    // A column named twice would let the later cell silently replace the earlier one.
    columns: (header: string[]) => {
      const seen = new Set<string>();
      for (const name of header) {
        if (name !== '' && seen.has(name)) {
          throw new TypeError(
            `The monthly reconciliation file's header row names the column ${quoteSafely(name)} twice; its cells cannot be told apart. Check the file with the rewards service.`,
          );
        }
        seen.add(name);
      }
      return header;
    },
    bom: true,
    skip_empty_lines: true,
    trim: true,
    info: true,
    max_record_size: maxRecordSize,
    skip_records_with_error: true,
    on_skip: (error: CsvError | undefined) => {
      if (error === undefined) return undefined;
      const line = (error as CsvError & { lines?: number }).lines ?? 0;
      if (error.code === 'CSV_MAX_RECORD_SIZE') {
        // Fatal: csv-parse would go on growing the cell and reporting it once per character.
        throw new RangeError(
          `Line ${line} of the monthly reconciliation file is longer than maxRecordSize (${maxRecordSize} characters); reading stopped there. If the row is genuine, pass a larger maxRecordSize to ${OWNER}.`,
        );
      }
      const problem = CSV_PROBLEMS[error.code] ?? `it is not a readable CSV row (${error.code})`;
      contents.problems.push({ row: line, message: `Line ${line} was left out: ${problem}.` });
      return undefined;
    },
  });
  // csv-parse reads Node Buffers; the bytes are handed over without a copy.
  const rows = limitBytes(bodyStream(input), maxBytes, 'monthly reconciliation file', OWNER)
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
