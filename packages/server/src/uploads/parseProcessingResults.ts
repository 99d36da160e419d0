import * as v from 'valibot';
import { describeIssues } from '../files/describeIssues.ts';

/** One line the service could not process. */
export interface ProcessingLineError {
  /** `"400"` for a line that breaks the contract. */
  status: string;
  title: string;
  /** The service's description; it contains the failing line's body. */
  detail: string;
  /** The failing transaction, when the service identified it. */
  transactionId?: string;
  /** The failing line's body, when it could be read out of `detail`. */
  lineBody?: string;
  /** The failing line's number in the uploaded file, when `detail` names it. */
  line?: number;
}

/** A decoded results file (`fileProcessingResult`). */
export interface ProcessingResults {
  /** The results document id. */
  id: string;
  /** `historicalTransactionsFile`. */
  fileType: string;
  /** The uploaded file's name. */
  fileName: string;
  /** The upload id the file was PUT under. */
  fileId: string;
  /** `true` when no line failed. */
  succeeded: boolean;
  /** The lines that failed; every other line was processed. */
  errors: ProcessingLineError[];
  /** Parts of the document that could not be read and were left out (a malformed error entry). */
  problems: string[];
}

const text = v.string();
const resultsDocument = v.looseObject({
  data: v.looseObject({
    type: v.literal('fileProcessingResult'),
    id: text,
    attributes: v.looseObject({ fileType: text, fileName: text, fileId: text }),
  }),
  errors: v.optional(v.array(v.unknown()), []),
});
const errorEntry = v.looseObject({
  status: v.union([text, v.pipe(v.number(), v.transform(String))]),
  title: text,
  detail: text,
  id: v.optional(text),
});

/** Reads the line number and body out of a detail such as `Line 4: … Line body: {…}`. */
function lineParts(detail: string): { line?: number; lineBody?: string } {
  const parts: { line?: number; lineBody?: string } = {};
  const line = /\bline (\d+)\b/i.exec(detail);
  if (line !== null) parts.line = Number(line[1]);
  const labelled = /\bline body:\s?([\s\S]*)$/i.exec(detail);
  if (labelled !== null) {
    parts.lineBody = labelled[1] as string;
    return parts;
  }
  // No label: the service puts the JSON line itself in the detail.
  const start = detail.indexOf('{');
  const end = detail.lastIndexOf('}');
  if (start >= 0 && end > start) {
    const candidate = detail.slice(start, end + 1);
    try {
      JSON.parse(candidate);
      parts.lineBody = candidate;
    } catch {
      // Braces that are not a JSON line: no body to report.
    }
  }
  return parts;
}

function transactionIdOf(lineBody: string | undefined): string | undefined {
  if (lineBody === undefined) return undefined;
  try {
    const record = JSON.parse(lineBody) as { attributes?: { transactionId?: unknown } };
    const id = record?.attributes?.transactionId;
    return typeof id === 'string' && id !== '' ? id : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Decodes the results file of a historical upload (the document behind `fileProcessingResult`'s
 * `downloadUrl`), as text or parsed JSON: per failing line its status, title, detail, the line's body and
 * the transaction id (from the error's `id`, else from the line). Unknown fields are ignored; a
 * malformed error entry is left out and described in `problems`.
 *
 * @throws {TypeError} when the input is not a results document at all (not JSON, or no `data` of type
 * `fileProcessingResult` with `id`, `fileType`, `fileName` and `fileId`).
 */
export function parseProcessingResults(input: string | unknown): ProcessingResults {
  let json: unknown = input;
  if (typeof input === 'string') {
    try {
      json = JSON.parse(input);
    } catch {
      throw new TypeError('The results file is not JSON; pass the text of the file the downloadUrl serves.');
    }
  }
  const parsed = v.safeParse(resultsDocument, json);
  if (!parsed.success) {
    throw new TypeError(
      `This is not a results file ({data: {type: "fileProcessingResult", id, attributes: {fileType, fileName, fileId}}, errors: [...]}): ${describeIssues(parsed.issues)}`,
    );
  }
  const { data, errors } = parsed.output;
  const results: ProcessingResults = {
    id: data.id,
    fileType: data.attributes.fileType,
    fileName: data.attributes.fileName,
    fileId: data.attributes.fileId,
    succeeded: true,
    errors: [],
    problems: [],
  };
  errors.forEach((entry, index) => {
    const error = v.safeParse(errorEntry, entry);
    if (!error.success) {
      results.problems.push(
        `errors[${index}] was left out: it needs string status, title and detail (${describeIssues(error.issues)}).`,
      );
      return;
    }
    const { status, title, detail, id } = error.output;
    const lineError: ProcessingLineError = { status, title, detail, ...lineParts(detail) };
    const transactionId = id ?? transactionIdOf(lineError.lineBody);
    if (transactionId !== undefined) lineError.transactionId = transactionId;
    results.errors.push(lineError);
  });
  // An error entry that could not be read is still a failed line.
  results.succeeded = errors.length === 0;
  return results;
}
