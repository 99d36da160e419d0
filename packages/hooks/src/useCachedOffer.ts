'use client';

import type { Offer } from '@offerkit/data';
import { useCallback, useSyncExternalStore } from 'react';
import { sameComponentSet } from './internal/normalizeSupportedComponents.ts';
import { findCachedOffer, keyComponents } from './internal/offerCache.ts';
import { offerkitKeys } from './offerkitKeys.ts';
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
  const { queryClient, scope, supportedComponents } = useOfferkit();
  const queryCache = queryClient.getQueryCache();

  const subscribe = useCallback((onChange: () => void) => queryCache.subscribe(onChange), [queryCache]);

  const getSnapshot = useCallback((): Offer | undefined => {
    let best: Offer | undefined;
    let bestRank = -1;
    let bestUpdatedAt = -1;
    for (const query of queryCache.findAll({ queryKey: offerkitKeys.user(scope) })) {
      const offer = findCachedOffer(query.state.data, offerId);
      if (offer === undefined) continue;
      const components = keyComponents(query.queryKey);
      const rank = components !== undefined && sameComponentSet(components, supportedComponents) ? 1 : 0;
      const updatedAt = query.state.dataUpdatedAt;
      if (rank > bestRank || (rank === bestRank && updatedAt > bestUpdatedAt)) {
        best = offer;
        bestRank = rank;
        bestUpdatedAt = updatedAt;
      }
    }
    return best;
  }, [queryCache, scope, offerId, supportedComponents]);

  // The same snapshot on the server: a prefetched, hydrated cache renders the same offer on both sides.
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
