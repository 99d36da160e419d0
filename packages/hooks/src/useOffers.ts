'use client';

import type { Category, Diagnostic, Offer, OfferkitError } from '@offerkit/data';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { mergeById } from './internal/mergeById.ts';
import { useInfiniteListControls } from './internal/useInfiniteListControls.ts';
import { type OffersParams, offersInfiniteQueryOptions } from './offersInfiniteQueryOptions.ts';
import { useOfferkit } from './useOfferkit.ts';

export interface UseOffersParams extends OffersParams {
  /**
   * Set to `false` to hold the request (for example until a filter UI has its initial values).
   * @default true
   */
  enabled?: boolean;
}

/** The list state from {@link useOffers}. */
export interface UseOffersResult {
  /** Every offer of the pages fetched so far, in order, each once. */
  offers: Offer[];
  /** The categories a filter UI can offer (`meta.availableCategories`) and those of the listed offers, each once. */
  categories: Category[];
  /** What the decoder dropped or tolerated in the fetched pages: a bad offer is left out and reported here. */
  diagnostics: Diagnostic[];
  /**
   * `pending` until the first page arrives, then `success`; `error` when the first page failed. A failed
   * next page or refetch keeps `success` (and the pages) and sets `error`.
   */
  status: 'pending' | 'error' | 'success';
  /** The error of the last failed fetch (first page, next page or refetch), `null` otherwise. */
  error: OfferkitError | null;
  /** `true` until the first page arrives (or fails). */
  isPending: boolean;
  /** `true` while any page is being fetched, including refetches. */
  isFetching: boolean;
  /** Whether `links.next` of the last page points to another page. */
  hasNextPage: boolean;
  /** `true` while the next page is being fetched. */
  isFetchingNextPage: boolean;
  /** Fetches the next page; does nothing when there is none or one is already being fetched. */
  fetchNextPage: () => void;
  /** Fetches every fetched page again. */
  refetch: () => void;
}

/**
 * The provider's user's offers, page after page over `page[after]` cursors. Search, category, purchase
 * channel, targeting, sort and page size are parameters; changing one starts a new list from its first
 * page. Components using the same parameters share one cache entry and one request.
 *
 * ```tsx
 * const { offers, hasNextPage, fetchNextPage } = useOffers({ search, sort: '-startDate' });
 * ```
 */
export function useOffers({ enabled = true, ...params }: UseOffersParams = {}): UseOffersResult {
  const { client, userId, supportedComponents } = useOfferkit();
  const query = useInfiniteQuery({
    ...offersInfiniteQueryOptions({ client, userId, supportedComponents, ...params }),
    enabled,
  });
  const { data } = query;
  const controls = useInfiniteListControls(query);

  const view = useMemo(() => {
    const pages = data?.pages ?? [];
    return {
      offers: mergeById(pages.map((page) => page.offers)),
      categories: mergeById([
        ...pages.map((page) => page.availableCategories),
        ...pages.map((page) => page.categories),
      ]),
      diagnostics: pages.flatMap((page) => page.diagnostics),
    };
  }, [data]);

  return {
    ...view,
    // Once a page is in, a failed next page or refetch keeps the list: `error` says what failed.
    status: data === undefined ? query.status : 'success',
    error: query.error,
    isPending: query.isPending,
    isFetching: query.isFetching,
    hasNextPage: query.hasNextPage,
    isFetchingNextPage: query.isFetchingNextPage,
    ...controls,
  };
}
