import type { Cta, OfferkitError } from '@offerkit/data';

/**
 * What `useOfferAction` returns (and the CTA run behind `useBoundOffer`): a file of its own, so the two
 * share it without importing each other.
 */
export interface UseOfferActionResult {
  /** The offer's call-to-action as currently cached; `undefined` once its action was taken (or if it has none). */
  cta: Cta | undefined;
  /**
   * Runs `cta.action` exactly as given. Does nothing when the CTA has no action or is `DISABLED`, and while
   * a run for this offer is pending (a double click sends one request).
   */
  run: () => void;
  /** `true` from `run` until the response is in the cache. */
  isPending: boolean;
  /** The error of the last run, `null` otherwise. */
  error: OfferkitError | null;
  /** Clears `error` (for example when the user dismisses the message). */
  reset: () => void;
}
