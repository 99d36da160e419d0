import type { EarnedReward } from '@offerkit/data';

/**
 * Where the proxy reads a user's earned rewards from (the webhook delivery store implements it). The
 * proxy asks only for the session's user and never serves `REJECTED` entries.
 */
export interface EarnedRewardsSource {
  /** The user's earned rewards, newest first. */
  listEarnedRewards(userId: string): Promise<EarnedReward[]>;
}
