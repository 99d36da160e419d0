import type {
  LocationsDocument,
  LocationsQuery,
  OfferkitError,
  RewardsClient,
  SupportedComponent,
} from '@offerkit/data';
import { type InfiniteData, infiniteQueryOptions } from '@tanstack/react-query';
import { LINK_PAGING } from './internal/defaults.ts';
import { normalizeSupportedComponents } from './internal/normalizeSupportedComponents.ts';
import type { LocationsParams } from './LocationsParams.ts';
import { offerkitKeys } from './offerkitKeys.ts';

/** What {@link locationsQueryOptions} needs: the client, the user, the components and the list parameters. */
export interface LocationsQueryOptionsInput extends LocationsParams {
  /** The rewards client that sends the requests. */
  client: RewardsClient;
  /** The user whose locations are listed. */
  userId: string;
  /** The components to request for the included offers; order and duplicates don't matter. */
  supportedComponents: readonly SupportedComponent[];
}

/** The cached shape of a locations list: the pages fetched so far and the `links.next` each was fetched with (`null` for the first). */
export type LocationsInfiniteData = InfiniteData<LocationsDocument, string | null>;

/** Locations always come with their offers and the categories of both. */
const LOCATIONS_INCLUDE: NonNullable<LocationsQuery['include']> = ['offers', 'categories'];

/**
 * Infinite-query options for one locations list, the same ones `useLocations` uses: locations page like
 * offers, over `links.next` sent back exactly as given, so use them with `prefetchInfiniteQuery` /
 * `useInfiniteQuery` (not `prefetchQuery`). Render the prefetched state under `HydrationBoundary` and the
 * client reads it without a second request.
 *
 * The request gets TanStack's abort `signal`; query retries are off because the client already retries;
 * pages stay fresh for 30 seconds. Spread and override to change either.
 */
export function locationsQueryOptions({
  client,
  userId,
  supportedComponents,
  ...params
}: LocationsQueryOptionsInput) {
  const components = normalizeSupportedComponents(supportedComponents);
  return infiniteQueryOptions<
    LocationsDocument,
    OfferkitError,
    LocationsInfiniteData,
    ReturnType<typeof offerkitKeys.locations>,
    string | null
  >({
    queryKey: offerkitKeys.locations(offerkitKeys.scope(client, userId), {
      ...params,
      supportedComponents: components,
    }),
    queryFn: ({ pageParam, signal }) =>
      client.getLocations(
        userId,
        {
          ...params,
          include: LOCATIONS_INCLUDE,
          supportedComponents: components,
          pageLink: pageParam ?? undefined,
        },
        { signal },
      ),
    ...LINK_PAGING,
  });
}
