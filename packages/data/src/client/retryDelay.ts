/**
 * Milliseconds to wait as a `Retry-After` header asks (delay in seconds, or an HTTP date), or `undefined`
 * when the header is absent or unreadable. Internal.
 */
export function retryAfterMs(header: string | null, now: number): number | undefined {
  if (header === null) return undefined;
  const value = header.trim();
  if (/^\d+(\.\d+)?$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** Exponential backoff with jitter: `base·2^retry`, capped, minus a random part of up to half. Internal. */
export function backoffMs(retry: number, baseDelayMs: number, maxDelayMs: number, random: number): number {
  const ceiling = Math.min(maxDelayMs, baseDelayMs * 2 ** retry);
  return Math.round(ceiling / 2 + (ceiling / 2) * random);
}
