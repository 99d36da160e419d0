/**
 * Gzips a byte stream with `CompressionStream`, feeding it input only while its reader waits for output.
 * Node's `CompressionStream` takes input as fast as it is offered (its writable side never pushes back
 * while compressed output is small), so a plain `pipeThrough` would drain a million-record source into
 * memory; here at most the input needed for one compressed chunk is in flight. Internal.
 */
export function gzipOnDemand(input: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  // Node's CompressionStream types its chunks as BufferSource; the bytes are the same.
  const gzip = new CompressionStream('gzip') as unknown as TransformStream<Uint8Array, Uint8Array>;
  const writer = gzip.writable.getWriter();
  const output = gzip.readable.getReader();
  const source = input.getReader();
  let inputDone = false;
  let pending: Promise<ReadableStreamReadResult<Uint8Array>> | undefined;
  const ignore = (): undefined => undefined;

  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        let settled = false;
        pending ??= output.read();
        const read = pending.then((result) => {
          settled = true;
          return result;
        });
        read.catch(ignore);
        while (!settled && !inputDone) {
          const next = await source.read();
          if (next.done) {
            inputDone = true;
            writer.close().catch(ignore);
            break;
          }
          const written = writer.write(next.value);
          written.catch(ignore);
          // Either the chunk is taken in, or output is ready: whichever comes first.
          await Promise.race([written, read]);
        }
        const result = await read;
        pending = undefined;
        if (result.done) controller.close();
        else controller.enqueue(result.value);
      },
      async cancel(reason) {
        await Promise.allSettled([source.cancel(reason), writer.abort(reason), output.cancel(reason)]);
      },
    },
    { highWaterMark: 0 },
  );
}
