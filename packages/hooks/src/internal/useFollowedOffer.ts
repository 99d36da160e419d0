'use client';

import type { Offer } from '@offerkit/data';
import { useCallback, useSyncExternalStore } from 'react';
import type { OfferkitContextValue } from './OfferkitContext.ts';
import { bestCachedOffer } from './offerCache.ts';

const unsubscribeNothing = () => {};
const subscribeNothing = () => unsubscribeNothing;

/**
 * The one cache subscription behind `useCachedOffer`, `useOfferAction` and `useBoundOffer`: the offer with
 * this id as the provider's cached lists hold it, kept in sync. Outside a provider (`context` is `null`)
 * it subscribes to nothing and returns `undefined`.
 */
export function useFollowedOffer(context: OfferkitContextValue | null, offerId: string): Offer | undefined {
  const queryCache = context?.queryClient.getQueryCache();
  const scope = context?.scope;
  const supportedComponents = context?.supportedComponents;

  const subscribe = useCallback(
    (onChange: () => void) =>
      queryCache === undefined ? subscribeNothing() : queryCache.subscribe(onChange),
    [queryCache],
  );
  const getSnapshot = useCallback(
    (): Offer | undefined =>
      queryCache === undefined || scope === undefined || supportedComponents === undefined
        ? undefined
        : bestCachedOffer(queryCache, scope, supportedComponents, offerId),
    [queryCache, scope, supportedComponents, offerId],
  );

  // The same snapshot on the server: a prefetched, hydrated cache renders the same offer on both sides.
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
