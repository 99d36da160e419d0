'use client';

import type { Cta, Offer, OfferkitError } from '@offerkit/data';
import { useCtaAction } from './internal/useCtaAction.ts';
import { useFollowedOffer } from './internal/useFollowedOffer.ts';
import type { OfferActionCallbacks } from './internal/useOfferMutation.ts';
import { useOfferkit } from './useOfferkit.ts';

/** Options of {@link useOfferAction}. */
export type UseOfferActionOptions = OfferActionCallbacks;

/** What {@link useOfferAction} returns. */
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

/**
 * The call-to-action of one offer, ready for a button: `run` posts `cta.action` through the provider's
 * client. On success the offer returned in `included` replaces that offer in every cached offers and
 * locations list, so every card, detail view and location re-renders with no refetch; when the response
 * has no `included`, only the lists holding the offer are invalidated.
 *
 * The CTA is read from the cache (like `useCachedOffer`) when the offer is there, so it disappears once
 * taken even if the caller still holds the old offer object. A component that also shows the offer should
 * use `useBoundOffer`, which follows the cache once for both.
 *
 * ```tsx
 * const { cta, run, isPending } = useOfferAction(offer, { onSuccess: (a) => announce(a.attributes.eventCode) });
 * ```
 */
export function useOfferAction(offer: Offer, options: UseOfferActionOptions = {}): UseOfferActionResult {
  const context = useOfferkit();
  const current = useFollowedOffer(context, offer.id) ?? offer;
  return useCtaAction(context, current, options);
}
