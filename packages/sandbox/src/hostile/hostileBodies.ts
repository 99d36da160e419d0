/**
 * Bodies of the hostile answers, as Web streams produced while they are read: the sandbox never holds an
 * oversized body, a huge cell or an inflated gzip bomb in memory. Internal.
 */

const encoder = new TextEncoder();
const CHUNK = 64 * 1024;

/**
 * `prefix`, then `fill` repeated up to `size` bytes in all, then `suffix` (`fill` is one ASCII byte,
 * so the total is exact): one 64 KiB chunk of fill is reused for every pull.
 */
export function paddedBody(
  prefix: string,
  fill: string,
  size: number,
  suffix: string,
): ReadableStream<Uint8Array> {
  const head = encoder.encode(prefix);
  const tail = encoder.encode(suffix);
  let remaining = Math.max(0, size - head.length - tail.length);
  const block = encoder.encode(fill.slice(0, 1).repeat(CHUNK));
  let stage: 'head' | 'fill' = 'head';
  // Every pull enqueues or closes: a pull that does neither is never called again.
  return new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (stage === 'head') {
          controller.enqueue(head);
          stage = 'fill';
        } else if (remaining > 0) {
          const length = Math.min(remaining, block.length);
          // A fresh copy each time: a consumer may transfer or keep the chunk.
          controller.enqueue(block.slice(0, length));
          remaining -= length;
        } else {
          controller.enqueue(tail);
          controller.close();
        }
      },
    },
    { highWaterMark: 0 },
  );
}

/** `text` in pieces of `chunkBytes`, one every `intervalMs` (the first at once). */
export function dribbledBody(
  text: string,
  chunkBytes: number,
  intervalMs: number,
): ReadableStream<Uint8Array> {
  const bytes = encoder.encode(text);
  let offset = 0;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (offset > 0 && intervalMs > 0) await new Promise((resolve) => setTimeout(resolve, intervalMs));
        controller.enqueue(bytes.slice(offset, offset + chunkBytes));
        offset += chunkBytes;
        if (offset >= bytes.length) controller.close();
      },
    },
    { highWaterMark: 0 },
  );
}

/** The block a gzip bomb repeats, and what it inflates to. */
const BOMB_BLOCK_BYTES = 4 * 1024 * 1024;

/** gzip (CompressionStream, a Web standard) of a whole byte array. */
async function gzip(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>])
    .stream()
    .pipeThrough(new CompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** One compressed member of `BOMB_BLOCK_BYTES` zeros (digits `0`, so it stays inside a JSON string). */
export type GzipBombBlock = Promise<Uint8Array>;

/** Compresses the repeated block once per sandbox (about 4 KiB; it inflates to 4 MiB). */
export function gzipBombBlock(): GzipBombBlock {
  return gzip(encoder.encode('0'.repeat(BOMB_BLOCK_BYTES)));
}

/**
 * A gzip body (send it with `content-encoding: gzip`) that inflates to about `inflatedBytes`:
 * `prefix`, then `inflatedBytes / 4 MiB` gzip members of `0` digits (a multi-member gzip file, which every
 * gunzip reads as one), then `suffix`, each member compressed on its own. The same 4 KiB member is sent
 * again and again: nothing is ever inflated here.
 */
export function gzipBombBody(
  block: GzipBombBlock,
  inflatedBytes: number,
  prefix: string,
  suffix: string,
): ReadableStream<Uint8Array> {
  let blocks = Math.max(1, Math.ceil(inflatedBytes / BOMB_BLOCK_BYTES));
  let started = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!started) {
          controller.enqueue(await gzip(encoder.encode(prefix)));
          started = true;
        } else if (blocks > 0) {
          controller.enqueue((await block).slice());
          blocks -= 1;
        } else {
          controller.enqueue(await gzip(encoder.encode(suffix)));
          controller.close();
        }
      },
    },
    { highWaterMark: 0 },
  );
}
