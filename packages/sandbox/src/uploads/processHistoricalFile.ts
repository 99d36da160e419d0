import type { ErrorObject } from '@offerkit/data';
import { checkHistoricalRecord } from '@offerkit/data/backend';
import { errorObject, SandboxHttpError } from '../http/errors.ts';

/** What reading one uploaded file found. Internal. */
export interface ProcessedHistoricalFile {
  gzip: boolean;
  bytes: number;
  lines: number;
  processed: number;
  errors: ErrorObject[];
  /** Valid records per user id. */
  byUser: Map<string, number>;
}

// A failing line's body is quoted in its error up to this many characters.
const QUOTED_LINE_CHARS = 2000;
// Errors kept per file; beyond this one summary error counts the rest.
const MAX_LINE_ERRORS = 10_000;

function tooLarge(limit: number): SandboxHttpError {
  return new SandboxHttpError(413, [
    errorObject(
      413,
      `The file is larger than this sandbox accepts (${limit} bytes as sent); split it into several files, each with its own upload URL, or raise the sandbox's maxUploadBytes.`,
    ),
  ]);
}

/** Counts bytes as they pass and fails with 413 past the limit. */
function byteLimit(limit: number, counter: { bytes: number }): TransformStream<Uint8Array, Uint8Array> {
  return new TransformStream({
    transform(chunk, controller) {
      counter.bytes += chunk.byteLength;
      if (counter.bytes > limit) controller.error(tooLarge(limit));
      else controller.enqueue(chunk);
    },
  });
}

/** Splits text into lines (LF or CRLF), without the line ends. */
function lineSplitter(): TransformStream<string, string> {
  let rest = '';
  return new TransformStream({
    transform(chunk, controller) {
      const parts = (rest + chunk).split('\n');
      rest = parts.pop() ?? '';
      for (const part of parts) controller.enqueue(part.endsWith('\r') ? part.slice(0, -1) : part);
    },
    flush(controller) {
      if (rest !== '') controller.enqueue(rest.endsWith('\r') ? rest.slice(0, -1) : rest);
    },
  });
}

/** The stream with its first bytes put back, and whether they are gzip's magic number (1f 8b). */
async function sniffGzip(
  body: ReadableStream<Uint8Array>,
): Promise<{ gzip: boolean; stream: ReadableStream<Uint8Array> }> {
  const reader = body.getReader();
  const head: Uint8Array[] = [];
  let length = 0;
  let done = false;
  while (length < 2 && !done) {
    const next = await reader.read();
    if (next.done) done = true;
    else {
      head.push(next.value);
      length += next.value.byteLength;
    }
  }
  const first = head[0];
  const second = first !== undefined && first.byteLength > 1 ? first[1] : head[1]?.[0];
  const gzip = first?.[0] === 0x1f && second === 0x8b;
  const stream = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const buffered = head.shift();
        if (buffered !== undefined) return controller.enqueue(buffered);
        if (done) return controller.close();
        const next = await reader.read();
        if (next.done) controller.close();
        else controller.enqueue(next.value);
      },
      cancel: (reason) => reader.cancel(reason),
    },
    { highWaterMark: 0 },
  );
  return { gzip, stream };
}

function lineError(line: number, problem: string, body: string, id: string | undefined): ErrorObject {
  const quoted = body.length > QUOTED_LINE_CHARS ? `${body.slice(0, QUOTED_LINE_CHARS)}…` : body;
  return errorObject(400, `Line ${line}: ${problem} Line body: ${quoted}`, id === undefined ? {} : { id });
}

/**
 * Reads an uploaded historical file as a stream — plain or gzip JSONL, told apart by its first bytes —
 * and checks every line with the contract's rules (`checkHistoricalRecord`): a failing line becomes a
 * 400 error quoting the line and naming the transaction, every other line is processed. Throws 413 past
 * `maxBytes` and 400 for a body that claims gzip but is not. Internal.
 */
export async function processHistoricalFile(
  body: ReadableStream<Uint8Array>,
  maxBytes: number,
): Promise<ProcessedHistoricalFile> {
  const counter = { bytes: 0 };
  const { gzip, stream } = await sniffGzip(body.pipeThrough(byteLimit(maxBytes, counter)));
  const bytes = gzip
    ? stream.pipeThrough(
        new DecompressionStream('gzip') as unknown as TransformStream<Uint8Array, Uint8Array>,
      )
    : stream;
  const result: ProcessedHistoricalFile = {
    gzip,
    bytes: 0,
    lines: 0,
    processed: 0,
    errors: [],
    byUser: new Map(),
  };
  let failed = 0;
  let lineNumber = 0;
  const lines = bytes
    .pipeThrough(new TextDecoderStream() as unknown as TransformStream<Uint8Array, string>)
    .pipeThrough(lineSplitter());
  try {
    for await (const line of lines) {
      lineNumber += 1;
      if (line.trim() === '') continue;
      result.lines += 1;
      let error: ErrorObject | undefined;
      let value: unknown;
      try {
        value = JSON.parse(line);
      } catch {
        error = lineError(
          lineNumber,
          'the line is not valid JSON; each line must be one JSON object.',
          line,
          undefined,
        );
      }
      if (error === undefined) {
        const check = checkHistoricalRecord(value);
        if (check.ok) {
          result.processed += 1;
          const userId = check.record.attributes.userId;
          result.byUser.set(userId, (result.byUser.get(userId) ?? 0) + 1);
          continue;
        }
        error = lineError(
          lineNumber,
          check.issues.map((issue) => issue.message).join(' '),
          line,
          check.transactionId ?? check.recordId,
        );
      }
      failed += 1;
      if (result.errors.length < MAX_LINE_ERRORS) result.errors.push(error);
    }
  } catch (cause) {
    if (cause instanceof SandboxHttpError) throw cause;
    throw new SandboxHttpError(400, [
      errorObject(
        400,
        gzip
          ? `The body starts like gzip but does not decompress (${(cause as Error).message}); send the whole .gz file, or plain JSONL.`
          : `The body could not be read (${(cause as Error).message}); send UTF-8 JSONL, plain or gzip.`,
      ),
    ]);
  }
  if (failed > result.errors.length) {
    result.errors.push(
      errorObject(
        400,
        `${failed - result.errors.length} more lines failed; only the first ${MAX_LINE_ERRORS} are listed. Fix the file's generator and upload again.`,
      ),
    );
  }
  result.bytes = counter.bytes;
  return result;
}
