'use client';

import type { Offer, OfferkitError } from '@offerkit/data';
import { hashKey, useInfiniteQuery, useIsFetching } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { offerkitKeys } from './offerkitKeys.ts';
import { offersInfiniteQueryOptions } from './offersInfiniteQueryOptions.ts';
import { useCachedOffer } from './useCachedOffer.ts';
import { useOfferkit } from './useOfferkit.ts';

/**
 * How many pages of the user's offers `useOffer` reads at most while looking for an offer that no cached
 * list holds (the service has no single-offer endpoint). With the service's default page size that is a
 * few hundred offers; past it the offer counts as not found.
 */
export const OFFER_LOOKUP_MAX_PAGES = 20;

/** Options of {@link useOffer}. */
export interface UseOfferOptions {
  /**
   * The most pages of the user's offers list to read while looking for the offer.
   * @default OFFER_LOOKUP_MAX_PAGES (20)
   */
  maxPages?: number;
}

/** What {@link useOffer} returns. */
export interface UseOfferResult {
  /** The offer as currently cached (updated after an activate or boost), once found. */
  offer: Offer | undefined;
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
 * One offer by id, for a detail page that can be opened directly (a deep link): taken from any cached
 * offers or locations list of the provider's user when one holds it; otherwise the user's offers list
 * (the same cache entry `useOffers()` uses) is read page by page until the offer shows up, the list ends,
 * or `maxPages` pages were read. Stays in sync with activate and boost like `useCachedOffer`.
 *
 * ```tsx
 * const { offer, status, retry } = useOffer(offerId);
 * ```
 */
export function useOffer(
  offerId: string,
  { maxPages = OFFER_LOOKUP_MAX_PAGES }: UseOfferOptions = {},
): UseOfferResult {
  const { client, userId, scope, supportedComponents } = useOfferkit();
  const cached = useCachedOffer(offerId);
  const options = offersInfiniteQueryOptions({ client, userId, supportedComponents });
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
    enabled: mounted && cached === undefined && otherListsLoading === 0,
  });
  const { data, hasNextPage, isFetching, isError, isFetchNextPageError, fetchNextPage, refetch } = query;
  const pagesRead = data?.pages.length ?? 0;
  const canReadMore = hasNextPage && pagesRead < maxPages;
  const searching = cached === undefined && data !== undefined && canReadMore && !isError;

  useEffect(() => {
    // One page at a time; the next one once a render shows the offer still missing from the pages read
    // (`pagesRead` is a dependency: the fetching render in between may be batched away).
    if (searching && !isFetching && pagesRead > 0) void fetchNextPage({ cancelRefetch: false });
  }, [searching, isFetching, pagesRead, fetchNextPage]);

  const retry = useCallback(() => {
    if (isFetchNextPageError) void fetchNextPage({ cancelRefetch: false });
    else void refetch();
  }, [isFetchNextPageError, fetchNextPage, refetch]);

  if (cached !== undefined) return { offer: cached, status: 'success', error: null, retry };
  if (isError) return { offer: undefined, status: 'error', error: query.error, retry };
  if (data === undefined || searching || isFetching || otherListsLoading > 0) {
    return { offer: undefined, status: 'pending', error: null, retry };
  }
  return { offer: undefined, status: 'not-found', error: null, retry };
}
