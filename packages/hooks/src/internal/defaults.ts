/**
 * How long a fetched page counts as fresh. Component values change when the user acts (and the action
 * response updates the cache), so a short window is enough to stop remounts and hydration from refetching.
 */
export const OFFERKIT_STALE_TIME = 30_000;

/** What every Offerkit query shares: fresh for {@link OFFERKIT_STALE_TIME}, and no query retries (the client already retries GETs). */
export const OFFERKIT_QUERY = { staleTime: OFFERKIT_STALE_TIME, retry: false } as const;

/** What the offers and locations lists share: {@link OFFERKIT_QUERY}, paged over `links.next`. */
export const LINK_PAGING = {
  ...OFFERKIT_QUERY,
  // null, not undefined, for the first page: dehydrated page params travel as JSON.
  initialPageParam: null,
  // The link itself, sent back exactly as given (cursor and filters as the service wrote them).
  getNextPageParam: (lastPage: { links: { next?: string | null } }) => lastPage.links.next ?? undefined,
};
