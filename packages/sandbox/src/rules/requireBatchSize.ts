import { invalidPointer } from '../http/errors.ts';

/**
 * The batch rule of every `{data: [...]}` request: 1 to `max` items, else 400 at `/data` with `detail`
 * (which names the count and the limit, and says how to split).
 */
export function requireBatchSize(
  items: readonly unknown[],
  max: number,
  detail: (count: number) => string,
): void {
  if (items.length < 1 || items.length > max) throw invalidPointer('/data', detail(items.length));
}
