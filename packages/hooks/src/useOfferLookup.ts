'use client';

import type { Offer, OfferkitError } from '@offerkit/data';
import { hashKey, useInfiniteQuery, useIsFetching } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { offerkitKeys } from './offerkitKeys.ts';
import { offersQueryOptions } from './offersQueryOptions.ts';
import { useOfferkit } from './useOfferkit.ts';

/**
 * How many pages of the user's offers `useOffer` reads at most while looking for an offer that no cached
 * list holds (the service has no single-offer endpoint). With the service's default page size that is a
 * few hundred offers; past it the offer counts as not found.
 */
export const OFFER_LOOKUP_MAX_PAGES = 20;

/** Options of {@link useOfferLookup} and `useOffer`. */
export interface UseOfferLookupOptions {
  /**
   * The most pages of the user's offers list to read while looking for the offer.
   * @default OFFER_LOOKUP_MAX_PAGES (20)
   */
  maxPages?: number;
}

/** What {@link useOfferLookup} returns. */
export interface UseOfferLookupResult {
  /**
   * `pending` while pages are being read, `success` once the offer is found, `not-found` when the list
   * ended (or `maxPages` were read) without it, `error` when a page could not be loaded.
   */
  status: 'pending' | 'success' | 'not-found' | 'error';
  /** Why the last page could not be loaded (`status: 'error'`), `null` otherwise. */
  error: OfferkitError | null;
  /** Loads the failed page again (after an error) or reads the list again (after not found). */
  retry: () => void;
}

/**
 * The page-by-page search behind `useOffer`, for a component that already follows the offer by id
 * (`found` is `useBoundOffer(offerId).offer` or `useCachedOffer(offerId)`), so the offer is subscribed to
 * once. While `found` is `undefined`, the user's offers list (the same cache entry `useOffers()` uses) is read page by
 * page until the offer shows up in the cache, the list ends, or `maxPages` pages were read. An offer some
 * cached list already holds costs no request.
 *
 * ```tsx
 * const { offer, onAction, pending, error } = useBoundOffer(offerId);
 * const { status, retry } = useOfferLookup(offer);
 * ```
 */
export function useOfferLookup(
  found: Offer | undefined,
  { maxPages = OFFER_LOOKUP_MAX_PAGES }: UseOfferLookupOptions = {},
): UseOfferLookupResult {
  const { client, userId, scope, supportedComponents } = useOfferkit();
  const options = offersQueryOptions({ client, userId, supportedComponents });
  const ownHash = hashKey(options.queryKey);
  // A list on the same page (the list the user came from, loading beside this detail) may bring the
  // offer: wait for it rather than send a request of our own at the same time. Lists mounted in the same
  // commit start fetching in their effects, so the lookup decides only after its first effect.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const otherListsLoading = useIsFetching({
    queryKey: offerkitKeys.user(scope),
    predicate: (query) => query.queryHash !== ownHash && query.state.data === undefined,
  });
  const query = useInfiniteQuery({
    ...options,
    // Only when no cached list holds the offer: an offer from a list (or prefetched) costs no request.
    enabled: mounted && found === undefined && otherListsLoading === 0,
  });
  const { data, hasNextPage, isFetching, isError, isFetchNextPageError, fetchNextPage, refetch } = query;
  const pagesRead = data?.pages.length ?? 0;
  const canReadMore = hasNextPage && pagesRead < maxPages;
  const searching = found === undefined && data !== undefined && canReadMore && !isError;

  useEffect(() => {
    // One page at a time; the next one once a render shows the offer still missing from the pages read
    // (`pagesRead` is a dependency: the fetching render in between may be batched away).
    if (searching && !isFetching && pagesRead > 0) void fetchNextPage({ cancelRefetch: false });
  }, [searching, isFetching, pagesRead, fetchNextPage]);

  const retry = useCallback(() => {
    if (isFetchNextPageError) void fetchNextPage({ cancelRefetch: false });
    else void refetch();
  }, [isFetchNextPageError, fetchNextPage, refetch]);

  if (found !== undefined) return { status: 'success', error: null, retry };
  if (isError) return { status: 'error', error: query.error, retry };
  if (data === undefined || searching || isFetching || otherListsLoading > 0) {
    return { status: 'pending', error: null, retry };
  }
  return { status: 'not-found', error: null, retry };
}
