'use client';

import type { Category, Diagnostic, Location, Offer, OfferkitError } from '@offerkit/data';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { mergeById } from './internal/mergeById.ts';
import { useInfiniteListControls } from './internal/useInfiniteListControls.ts';
import { type LocationsParams, locationsQueryOptions } from './locationsQueryOptions.ts';
import { useOfferkit } from './useOfferkit.ts';

export interface UseLocationsParams extends LocationsParams {
  /**
   * Set to `false` to hold the request (for example until the user's position is known).
   * @default true
   */
  enabled?: boolean;
}

/** The list state from {@link useLocations}; the same pagination and error model as `useOffers`. */
export interface UseLocationsResult {
  /** Every location of the pages fetched so far, in order, each once, with its offers resolved. */
  locations: Location[];
  /** Every offer redeemable at those locations, each once. */
  offers: Offer[];
  /** The categories of the locations and offers, each once. */
  categories: Category[];
  /** What the decoder dropped or tolerated in the fetched pages. */
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
 * The provider's user's merchant locations with their offers resolved (every page asks for
 * `include=offers,categories` with the provider's `supportedComponents`).
 *
 * Locations page like offers, as an infinite list over `page[after]` cursors, so a "more nearby" button or
 * an endless list works the same way for both; a map that wants one page sets `pageSize` and ignores
 * `fetchNextPage`. Changing a parameter (position, radius, filters, sort) starts a new list.
 *
 * ```tsx
 * const { locations } = useLocations({ latitude, longitude, radius: 5, enabled: position !== null });
 * ```
 */
export function useLocations({ enabled = true, ...params }: UseLocationsParams = {}): UseLocationsResult {
  const { client, userId, supportedComponents } = useOfferkit();
  const query = useInfiniteQuery({
    ...locationsQueryOptions({ client, userId, supportedComponents, ...params }),
    enabled,
  });
  const { data } = query;
  const controls = useInfiniteListControls(query);

  const view = useMemo(() => {
    const pages = data?.pages ?? [];
    return {
      locations: mergeById(pages.map((page) => page.locations)),
      offers: mergeById(pages.map((page) => page.offers)),
      categories: mergeById(pages.map((page) => page.categories)),
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
