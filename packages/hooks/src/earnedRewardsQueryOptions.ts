import type { DecodedEarnedRewardsDocument, OfferkitError, RewardsClient } from '@offerkit/data';
import { queryOptions } from '@tanstack/react-query';
import { EARNED_REWARDS_ON_FOCUS, OFFERKIT_QUERY } from './internal/defaults.ts';
import { offerkitKeys } from './offerkitKeys.ts';

/** What {@link earnedRewardsQueryOptions} needs: the client and the user. */
export interface EarnedRewardsQueryOptionsInput {
  /** The rewards client (its base URL is the issuer's backend route that serves earned rewards). */
  client: RewardsClient;
  /** The user whose earned rewards are listed. */
  userId: string;
}

/**
 * Query options for one user's earned rewards, the same ones `useEarnedRewards` uses; for
 * `prefetchQuery` on the server and `HydrationBoundary`. Keyed like offers (base URL, organization, user),
 * so a user switch under `OfferkitProvider` drops them with the rest of that user's entries. The request
 * gets TanStack's abort `signal`; query retries are off because the client already retries GETs. Fresh
 * where a user looks for a new reward: refetched on every return to the window (even when fresh), and on
 * switching to the rewards view of `OffersExperience` (see `useOffersExperience`).
 */
export function earnedRewardsQueryOptions({ client, userId }: EarnedRewardsQueryOptionsInput) {
  return queryOptions<
    DecodedEarnedRewardsDocument,
    OfferkitError,
    DecodedEarnedRewardsDocument,
    ReturnType<typeof offerkitKeys.earnedRewards>
  >({
    queryKey: offerkitKeys.earnedRewards(offerkitKeys.scope(client, userId)),
    queryFn: ({ signal }) => client.getEarnedRewards(userId, { signal }),
    ...OFFERKIT_QUERY,
    refetchOnWindowFocus: EARNED_REWARDS_ON_FOCUS,
  });
}
