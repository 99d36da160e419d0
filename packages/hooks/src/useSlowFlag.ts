'use client';
import { useEffect, useState } from 'react';

/**
 * `true` once `busy` has stayed true for `delayMs` without a break; back to `false` as soon as it ends (for
 * a "taking longer than usual" notice). Starts false on the server and during hydration (the timer only runs
 * in the browser); a negative or non-finite `delayMs` never flags.
 *
 * ```tsx
 * const slow = useSlowFlag(list.isFetching, 5000);
 * ```
 */
export function useSlowFlag(busy: boolean, delayMs: number): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!busy || !(delayMs >= 0) || !Number.isFinite(delayMs)) {
      setSlow(false);
      return;
    }
    const timer = setTimeout(() => setSlow(true), delayMs);
    return () => clearTimeout(timer);
  }, [busy, delayMs]);
  return busy && slow;
}
