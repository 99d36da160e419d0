/**
 * The most bytes a downloaded file is read to by default (after any `content-encoding` is undone): 64 MiB.
 * A file holds a day's or a month's rewarded transactions, far below it; a gzip bomb (300 KB that inflates
 * to gigabytes) or a runaway file stops here. Internal.
 */
export const DEFAULT_MAX_FILE_BYTES = 64 * 1024 * 1024;

/** Refuses a `maxBytes` option that is not a positive integer. Internal. */
export function requireMaxBytes(value: number | undefined, owner: string): number {
  const maxBytes = value ?? DEFAULT_MAX_FILE_BYTES;
  if (!(Number.isSafeInteger(maxBytes) && maxBytes > 0)) {
    throw new RangeError(
      `${owner}: maxBytes must be a positive integer number of bytes, got ${String(value)}.`,
    );
  }
  return maxBytes;
}

/** The error of a body longer than `maxBytes`: what was read, the limit and the option to raise it. Internal. */
export function tooLarge(what: string, maxBytes: number, owner: string): RangeError {
  return new RangeError(
    `The ${what} is larger than maxBytes (${maxBytes} bytes); reading stopped there. If the file is genuine, ` +
      `pass a larger maxBytes to ${owner}; a small body that inflates far beyond it (content-encoding: gzip) is a compression bomb.`,
  );
}

/**
 * `input` read through a byte counter: the bytes pass on as they come, and once more than `maxBytes` have
 * passed the source is cancelled (so a decompressing `fetch` stops inflating) and the stream errors with
 * {@link tooLarge}. Memory stays at one chunk in flight. Internal.
 */
export function limitBytes(
  input: ReadableStream<Uint8Array>,
  maxBytes: number,
  what: string,
  owner: string,
): ReadableStream<Uint8Array> {
  const reader = input.getReader();
  let total = 0;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const next = await reader.read();
        if (next.done) {
          controller.close();
          return;
        }
        total += next.value.byteLength;
        if (total > maxBytes) {
          await reader.cancel('maxBytes exceeded').catch(() => undefined);
          controller.error(tooLarge(what, maxBytes, owner));
          return;
        }
        controller.enqueue(next.value);
      },
      async cancel(reason) {
        await reader.cancel(reason);
      },
    },
    { highWaterMark: 0 },
  );
}

/** The bytes of a string, a byte stream or a `Response` body, as a stream. Internal. */
export function bodyStream(
  input: string | ReadableStream<Uint8Array> | Response,
): ReadableStream<Uint8Array> {
  if (typeof input === 'string') return new Blob([input]).stream();
  if (input instanceof Response) return input.body ?? new Blob([]).stream();
  return input;
}

/** The text of `input`, decoded as UTF-8 while it is read, refusing more than `maxBytes`. Internal. */
export async function readLimitedText(
  input: string | ReadableStream<Uint8Array> | Response,
  maxBytes: number,
  what: string,
  owner: string,
): Promise<string> {
  // A string is already in memory: only its size is checked (a UTF-16 unit is at least one UTF-8 byte).
  if (typeof input === 'string') {
    if (input.length > maxBytes) throw tooLarge(what, maxBytes, owner);
    return input;
  }
  const reader = limitBytes(bodyStream(input), maxBytes, what, owner).getReader();
  const decoder = new TextDecoder();
  const parts: string[] = [];
  for (;;) {
    const next = await reader.read();
    if (next.done) break;
    parts.push(decoder.decode(next.value, { stream: true }));
  }
  parts.push(decoder.decode());
  return parts.join('');
}
