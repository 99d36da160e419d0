'use client';

import type { Category, Diagnostic, Offer, OffersDocument } from '@offerkit/data';
import type { InfiniteListState } from './InfiniteListState.ts';
import { mergeById } from './internal/mergeById.ts';
import { useInfiniteList } from './internal/useInfiniteList.ts';
import type { OffersParams } from './OffersParams.ts';
import { offersQueryOptions } from './offersQueryOptions.ts';

export interface UseOffersOptions extends OffersParams {
  /**
   * Set to `false` to hold the request (for example until a filter UI has its initial values).
   * @default true
   */
  enabled?: boolean;
}

/** The list state from {@link useOffers}. */
export interface UseOffersResult extends InfiniteListState {
  /** Every offer of the pages fetched so far, in order, each once. */
  offers: Offer[];
  /** The categories a filter UI can offer (`meta.availableCategories`) and those of the listed offers, each once. */
  categories: Category[];
  /** What the decoder dropped or tolerated in the fetched pages: a bad offer is left out and reported here. */
  diagnostics: Diagnostic[];
}

const offersView = (pages: readonly OffersDocument[]) => ({
  offers: mergeById(pages.map((page) => page.offers)),
  categories: mergeById([
    ...pages.map((page) => page.availableCategories),
    ...pages.map((page) => page.categories),
  ]),
  diagnostics: pages.flatMap((page) => page.diagnostics),
});

/**
 * The provider's user's offers, page after page over `page[after]` cursors. Search, category, purchase
 * channel, targeting, sort and page size are parameters; changing one starts a new list from its first
 * page. Components using the same parameters share one cache entry and one request.
 *
 * ```tsx
 * const list = useOffers({ search, sort: '-startDate' });
 * return <OfferList {...list.listProps} offers={list.offers} />;
 * ```
 */
export function useOffers({ enabled = true, ...params }: UseOffersOptions = {}): UseOffersResult {
  return useInfiniteList(offersQueryOptions, params, enabled, offersView);
}
