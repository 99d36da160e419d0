'use client';

import type { Category, Diagnostic, Location, LocationsDocument, Offer } from '@offerkit/data';
import type { InfiniteListState } from './InfiniteListState.ts';
import { mergeById } from './internal/mergeById.ts';
import { useInfiniteList } from './internal/useInfiniteList.ts';
import type { LocationsParams } from './LocationsParams.ts';
import { locationsQueryOptions } from './locationsQueryOptions.ts';

export interface UseLocationsOptions extends LocationsParams {
  /**
   * Set to `false` to hold the request (for example until the user's position is known).
   * @default true
   */
  enabled?: boolean;
}

/** The list state from {@link useLocations}; the same pagination and error model as `useOffers`. */
export interface UseLocationsResult extends InfiniteListState {
  /** Every location of the pages fetched so far, in order, each once, with its offers resolved. */
  locations: Location[];
  /** Every offer redeemable at those locations, each once. */
  offers: Offer[];
  /** The categories of the locations and offers, each once. */
  categories: Category[];
  /** What the decoder dropped or tolerated in the fetched pages. */
  diagnostics: Diagnostic[];
}

const locationsView = (pages: readonly LocationsDocument[]) => ({
  locations: mergeById(pages.map((page) => page.locations)),
  offers: mergeById(pages.map((page) => page.offers)),
  categories: mergeById(pages.map((page) => page.categories)),
  diagnostics: pages.flatMap((page) => page.diagnostics),
});

/**
 * The provider's user's merchant locations with their offers resolved (every page asks for
 * `include=offers,categories` with the provider's `supportedComponents`).
 *
 * Locations page like offers, as an infinite list over `page[after]` cursors, so a "more nearby" button or
 * an endless list works the same way for both; a map that wants one page sets `pageSize` and ignores
 * `fetchNextPage`. Changing a parameter (position, radius, filters, sort) starts a new list.
 *
 * ```tsx
 * const list = useLocations({ latitude, longitude, radius: 5, enabled: position !== null });
 * return <LocationList {...list.listProps} locations={list.locations} />;
 * ```
 */
export function useLocations({ enabled = true, ...params }: UseLocationsOptions = {}): UseLocationsResult {
  return useInfiniteList(locationsQueryOptions, params, enabled, locationsView);
}
