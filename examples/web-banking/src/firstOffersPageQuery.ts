import {
  INITIAL_OFFERS_FILTERS,
  offersParamsFromFilters,
  type RewardsClient,
  SUPPORTED_COMPONENTS,
} from '@offerkit/data';
import { offersQueryOptions } from '@offerkit/hooks';

/** Offers per page: a screenful on a desktop, so the first page fills the window. */
export const OFFERS_PAGE_SIZE = 12;

/**
 * The query of the list `OffersExperience` opens with (no search, no filter, {@link OFFERS_PAGE_SIZE}
 * offers): the page waits for it before it draws the experience, and the server prefetches it to render
 * the offers into `/offers`. Both use these options, so the experience finds the page in the cache under
 * the key it asks for and sends no second request.
 */
export function firstOffersPageQuery(client: RewardsClient, userId: string) {
  return offersQueryOptions({
    client,
    userId,
    supportedComponents: SUPPORTED_COMPONENTS,
    ...offersParamsFromFilters(INITIAL_OFFERS_FILTERS, OFFERS_PAGE_SIZE),
  });
}
