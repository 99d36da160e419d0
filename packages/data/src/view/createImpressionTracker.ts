import type { ImpressionPolicy } from './impressionPolicy.ts';

/** What {@link createImpressionTracker} needs. */
export interface ImpressionTrackerOptions {
  /** The rule (see `resolveImpressionPolicy`); only `threshold`, `durationMs` and `once` are read here. */
  policy: ImpressionPolicy;
  /** Called once for each key whose impression is due, after it is marked recorded. */
  onDue: (key: string) => void;
  /**
   * The keys already recorded. Pass one set to every tracker of a page session for `once: 'session'`;
   * left out, the tracker keeps its own (once per tracker: `once: 'mount'`).
   */
  recorded?: Set<string>;
  /**
   * When keys were already in view before this tracker began (a server-drawn page watched before it was
   * live): a key's first stretch in view starts there instead of now. Each entry is used once, then removed.
   */
  visibleSince?: Map<string, number>;
}

/** Viewability bookkeeping for the elements of one list (or one page), with a single timer. */
export interface ImpressionTracker {
  /** The share (0..1) of `key`'s element inside the viewport now, as an intersection observer reports it. */
  report(key: string, ratio: number): void;
  /** `key`'s element is gone: whatever time it had gathered is dropped. */
  remove(key: string): void;
  /** The page was hidden (tab switch, minimized window) or shown again: hidden time never counts. */
  setPageVisible(visible: boolean): void;
  /** Since when `key` has been in view without a break (a `Date.now()` time), if it is now. */
  visibleSince(key: string): number | undefined;
  /** The impression of `key` was recorded (by this tracker, or in this page session). */
  isRecorded(key: string): boolean;
  /** Stops the timer and forgets every element. */
  dispose(): void;
}

/**
 * The viewability policy as a pure state machine: each key (an asset URL) is either out of view, in view
 * since some time, or recorded. An element counts only while at least `threshold` of it is visible on a
 * visible page; leaving, hiding the page or unmounting restarts its clock. One `setTimeout` at a time,
 * for the earliest deadline, serves every element: a list of hundreds of cards runs no per-card timers.
 */
export function createImpressionTracker({
  policy,
  onDue,
  recorded = new Set<string>(),
  visibleSince,
}: ImpressionTrackerOptions): ImpressionTracker {
  /** Latest visible share per key; a key in here is mounted. */
  const ratios = new Map<string, number>();
  /** When each key's uninterrupted visible time started. */
  const since = new Map<string, number>();
  let pageVisible = true;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let timerAt = Number.POSITIVE_INFINITY;
  let disposed = false;

  const visibleEnough = (ratio: number) => ratio > 0 && ratio >= policy.threshold;

  function schedule(): void {
    let next = Number.POSITIVE_INFINITY;
    for (const start of since.values()) next = Math.min(next, start + policy.durationMs);
    if (next === timerAt) return;
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    timerAt = next;
    if (next === Number.POSITIVE_INFINITY) return;
    timer = setTimeout(fire, Math.max(0, next - Date.now()));
  }

  function fire(): void {
    timer = undefined;
    timerAt = Number.POSITIVE_INFINITY;
    const now = Date.now();
    const due: string[] = [];
    for (const [key, start] of since) {
      if (start + policy.durationMs <= now) due.push(key);
    }
    for (const key of due) {
      since.delete(key);
      recorded.add(key);
    }
    schedule();
    for (const key of due) onDue(key);
  }

  function start(key: string, now: number): void {
    if (recorded.has(key) || since.has(key)) return;
    since.set(key, Math.min(now, visibleSince?.get(key) ?? now));
    visibleSince?.delete(key);
  }

  return {
    report(key, ratio) {
      if (disposed) return;
      ratios.set(key, ratio);
      if (pageVisible && visibleEnough(ratio)) start(key, Date.now());
      else {
        since.delete(key);
        visibleSince?.delete(key);
      }
      // A zero duration is due at once, not after a timer round trip.
      if (policy.durationMs === 0 && since.has(key)) fire();
      else schedule();
    },
    remove(key) {
      ratios.delete(key);
      since.delete(key);
      schedule();
    },
    setPageVisible(visible) {
      if (disposed || visible === pageVisible) return;
      pageVisible = visible;
      if (!visible) since.clear();
      else {
        const now = Date.now();
        for (const [key, ratio] of ratios) if (visibleEnough(ratio)) start(key, now);
      }
      schedule();
    },
    visibleSince: (key) => since.get(key),
    isRecorded: (key) => recorded.has(key),
    dispose() {
      disposed = true;
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      ratios.clear();
      since.clear();
    },
  };
}
