'use client';

import type { Offer } from '@offerkit/data';
import { useFollowedOffer } from './internal/useFollowedOffer.ts';
import { useOfferkit } from './useOfferkit.ts';

/**
 * The offer with this id as it currently sits in any cached offers or locations list of the provider's
 * user, kept in sync: after an activate or boost the component re-renders with the updated offer. It never
 * fetches and returns `undefined` until a list holding the offer has loaded; `useOffer` is the one that
 * loads pages until it finds the offer.
 *
 * When several lists hold the offer, the one fetched with the provider's `supportedComponents` wins, then
 * the most recently updated.
 */
export function useCachedOffer(offerId: string): Offer | undefined {
  return useFollowedOffer(useOfferkit(), offerId);
}
