import { decodeReconciliationRecord } from './decodeReconciliationRecord.ts';
import { readLimitedText, requireMaxBytes } from './limitBytes.ts';
import type { ReconciliationFileContents, ReconciliationParseOptions } from './ReconciliationRecord.ts';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads a daily reconciliation file (`cardlinked-reconciliation-YYMMDD`, JSON): `{data: [entry]}` or a
 * bare array, each entry flat or JSON:API-shaped (`{type, id, attributes}`). Entries that cannot be read
 * are left out and reported with their 1-based position; the rest are kept. Payment statuses other than
 * `PENDING` and `PAID_IN_FULL` are kept as they are.
 *
 * The body is read through a byte counter: more than `maxBytes` (64 MiB by default, counted after any
 * `content-encoding` is undone) stops the reading and rejects, so memory stays bounded.
 *
 * @throws {TypeError} when the file is not JSON or holds no list of entries; {RangeError} beyond `maxBytes`.
 */
export async function parseDailyReconciliationFile(
  input: string | ReadableStream<Uint8Array> | Response,
  options: ReconciliationParseOptions = {},
): Promise<ReconciliationFileContents> {
  const owner = 'parseDailyReconciliationFile';
  const maxBytes = requireMaxBytes(options.maxBytes, owner);
  const text = await readLimitedText(input, maxBytes, 'daily reconciliation file', owner);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new TypeError('The daily reconciliation file is not JSON; pass the body its downloadUrl serves.');
  }
  const entries = Array.isArray(json) ? json : isRecord(json) ? json.data : undefined;
  if (!Array.isArray(entries)) {
    throw new TypeError('The daily reconciliation file holds no list of transactions ({data: [...]}).');
  }
  const contents: ReconciliationFileContents = { records: [], problems: [] };
  entries.forEach((entry, index) => {
    const flat =
      isRecord(entry) && isRecord(entry.attributes)
        ? { ...entry.attributes, ...(typeof entry.id === 'string' ? { id: entry.id } : {}) }
        : entry;
    const result = decodeReconciliationRecord(flat);
    if (result.ok) contents.records.push(result.record);
    else
      contents.problems.push({
        row: index + 1,
        message: `Entry ${index + 1} was left out: ${result.message}`,
      });
  });
  return contents;
}
