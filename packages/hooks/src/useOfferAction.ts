'use client';

import type { Offer } from '@offerkit/data';
import { useCtaAction } from './internal/useCtaAction.ts';
import { useFollowedOffer } from './internal/useFollowedOffer.ts';
import type { OfferActionCallbacks } from './internal/useOfferMutation.ts';
import type { UseOfferActionResult } from './UseOfferActionResult.ts';
import { useOfferkit } from './useOfferkit.ts';

export type { UseOfferActionResult };

/** Options of {@link useOfferAction}. */
export type UseOfferActionOptions = OfferActionCallbacks;

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
