'use client';

import type { Offer } from '@offerkit/data';
import { useCachedOffer } from './useCachedOffer.ts';
import { type UseOfferLookupOptions, type UseOfferLookupResult, useOfferLookup } from './useOfferLookup.ts';

/** Options of {@link useOffer}. */
export type UseOfferOptions = UseOfferLookupOptions;

/** What {@link useOffer} returns. */
export interface UseOfferResult extends UseOfferLookupResult {
  /** The offer as currently cached (updated after an activate or boost), once found. */
  offer: Offer | undefined;
}

/**
 * One offer by id, for a detail page that can be opened directly (a deep link): taken from any cached
 * offers or locations list of the provider's user when one holds it; otherwise the user's offers list
 * (the same cache entry `useOffers()` uses) is read page by page until the offer shows up, the list ends,
 * or `maxPages` pages were read. Stays in sync with activate and boost like `useCachedOffer`. A view that
 * also runs the offer's CTA should pair `useBoundOffer(offerId)` with `useOfferLookup` instead, which
 * follow the cache once for both.
 *
 * ```tsx
 * const { offer, status, retry } = useOffer(offerId);
 * ```
 */
export function useOffer(offerId: string, options: UseOfferOptions = {}): UseOfferResult {
  const offer = useCachedOffer(offerId);
  return { offer, ...useOfferLookup(offer, options) };
}
