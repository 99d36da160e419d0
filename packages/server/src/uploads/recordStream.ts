/** Where historical records come from: an array, a generator (sync or async), or a stream of records. */
export type RecordSource<T = unknown> = Iterable<T> | AsyncIterable<T> | ReadableStream<T>;

/** Pulls records one at a time; synchronous sources answer without a promise. Internal. */
export interface RecordPuller<T> {
  next(): IteratorResult<T> | Promise<IteratorResult<T>>;
  cancel(reason: unknown): Promise<void>;
}

/**
 * A puller over any record source: the next record is taken only when asked for, so a generator
 * reading a database cursor never runs ahead of the consumer. Internal.
 */
export function recordPuller<T>(source: RecordSource<T>): RecordPuller<T> {
  if (source instanceof ReadableStream) {
    const reader = source.getReader();
    return {
      next: () => reader.read() as Promise<IteratorResult<T>>,
      cancel: (reason) => reader.cancel(reason),
    };
  }
  if (Symbol.asyncIterator in source) {
    const iterator = (source as AsyncIterable<T>)[Symbol.asyncIterator]();
    return {
      next: () => iterator.next(),
      cancel: async (reason) => {
        await iterator.return?.(reason);
      },
    };
  }
  const iterator = (source as Iterable<T>)[Symbol.iterator]();
  return {
    next: () => iterator.next(),
    cancel: async (reason) => {
      iterator.return?.(reason);
    },
  };
}
