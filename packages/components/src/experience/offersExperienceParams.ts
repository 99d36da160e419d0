import type { OffersParams } from '@offerkit/hooks';
import {
  normalizeOffersFilters,
  type OffersExperienceFilters,
  offersParamsFromFilters,
} from './offersFilters.ts';

/**
 * The offers-list parameters `OffersExperience` first requests for these `defaultFilters` and `pageSize`:
 * prefetch with them on the server and the experience renders the prefetched offers, with no request, in
 * the server markup and during hydration.
 *
 * ```ts
 * await queryClient.prefetchInfiniteQuery(
 *   offersInfiniteQueryOptions({ client, userId, supportedComponents, ...offersExperienceParams() }),
 * );
 * ```
 */
export function offersExperienceParams(
  defaultFilters?: Partial<OffersExperienceFilters>,
  pageSize?: number,
): OffersParams {
  const { enabled: _enabled, ...params } = offersParamsFromFilters(
    normalizeOffersFilters(defaultFilters),
    pageSize,
  );
  return params;
}
