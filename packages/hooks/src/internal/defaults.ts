/**
 * How long a fetched page counts as fresh. Component values change when the user acts (and the action
 * response updates the cache), so a short window is enough to stop remounts and hydration from refetching.
 */
export const OFFERKIT_STALE_TIME = 30_000;
