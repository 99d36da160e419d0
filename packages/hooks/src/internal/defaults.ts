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

/**
 * Earned rewards come back on every return to the window (`visibilitychange` to visible): one small
 * request, and the place a user looks for a purchase they just made elsewhere. Stale or not, since a
 * reward can arrive (by webhook) seconds after the list was fetched.
 */
export const EARNED_REWARDS_ON_FOCUS = 'always' as const;

/**
 * Offers lists come back on a return to the window once stale ({@link OFFERKIT_STALE_TIME}): a card's
 * progress changes with purchases made elsewhere, but a list costs one request per loaded page, so a quick
 * glance away and back costs nothing.
 */
export const OFFERS_ON_FOCUS = true;
