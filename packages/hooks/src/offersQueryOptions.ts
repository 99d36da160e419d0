import type {
  OfferkitError,
  OffersDocument,
  OffersQuery,
  RewardsClient,
  SupportedComponent,
} from '@offerkit/data';
import { type InfiniteData, infiniteQueryOptions } from '@tanstack/react-query';
import { LINK_PAGING, OFFERS_ON_FOCUS } from './internal/defaults.ts';
import { normalizeSupportedComponents } from './internal/normalizeSupportedComponents.ts';
import type { OffersParams } from './OffersParams.ts';
import { offerkitKeys } from './offerkitKeys.ts';

/** What {@link offersQueryOptions} needs: the client, the user, the components and the list parameters. */
export interface OffersQueryOptionsInput extends OffersParams {
  /** The rewards client that sends the requests. */
  client: RewardsClient;
  /** The user whose offers are listed. */
  userId: string;
  /** The components to request; order and duplicates don't matter. */
  supportedComponents: readonly SupportedComponent[];
}

/** By default offers come with their categories resolved. */
const OFFERS_INCLUDE: NonNullable<OffersQuery['include']> = ['categories'];

/** The cached shape of an offers list: the pages fetched so far and the `links.next` each was fetched with (`null` for the first). */
export type OffersInfiniteData = InfiniteData<OffersDocument, string | null>;

/**
 * Infinite-query options for one offers list, the same ones `useOffers` uses. Pass them to
 * `queryClient.prefetchInfiniteQuery` on the server and render under `HydrationBoundary`: the client
 * then reads the prefetched pages without a second request.
 *
 * Pages follow `links.next`, sent back exactly as the service wrote it. The request gets TanStack's abort `signal`,
 * so an unmounted list or a user switch aborts its in-flight request. Query retries are off because the
 * client already retries; pages stay fresh for 30 seconds. A return to the window refetches a stale list
 * (a card's progress moves with purchases made elsewhere), as does switching back to the offers view of
 * `OffersExperience`. Spread and override to change any of these.
 */
export function offersQueryOptions({
  client,
  userId,
  supportedComponents,
  ...params
}: OffersQueryOptionsInput) {
  const query = {
    ...params,
    include: params.include ?? OFFERS_INCLUDE,
    supportedComponents: normalizeSupportedComponents(supportedComponents),
  };
  return infiniteQueryOptions<
    OffersDocument,
    OfferkitError,
    OffersInfiniteData,
    ReturnType<typeof offerkitKeys.offers>,
    string | null
  >({
    queryKey: offerkitKeys.offers(offerkitKeys.scope(client, userId), query),
    queryFn: ({ pageParam, signal }) =>
      client.getOffers(userId, { ...query, pageLink: pageParam ?? undefined }, { signal }),
    ...LINK_PAGING,
    // A card's progress moves with purchases made elsewhere: refetch on a return to the window once stale.
    refetchOnWindowFocus: OFFERS_ON_FOCUS,
  });
}
