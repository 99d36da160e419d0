/** Where historical records come from: an array, a generator (sync or async), or a stream of records. */
export type RecordSource<T = unknown> = Iterable<T> | AsyncIterable<T> | ReadableStream<T>;

/**
 * A pull-driven `ReadableStream` over a record source: the next record is asked for only when the stream
 * is read, so a generator reading a database cursor never runs ahead of the consumer. Internal.
 */
export function recordStream<T>(source: RecordSource<T>): ReadableStream<T> {
  if (source instanceof ReadableStream) return source;
  const iterator: Iterator<T> | AsyncIterator<T> =
    Symbol.asyncIterator in source
      ? (source as AsyncIterable<T>)[Symbol.asyncIterator]()
      : (source as Iterable<T>)[Symbol.iterator]();
  return new ReadableStream<T>(
    {
      async pull(controller) {
        const next = await iterator.next();
        if (next.done === true) controller.close();
        else controller.enqueue(next.value);
      },
      async cancel(reason) {
        await iterator.return?.(reason);
      },
    },
    { highWaterMark: 0 },
  );
}
