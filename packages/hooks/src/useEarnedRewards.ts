'use client';

import type { Diagnostic, EarnedReward } from '@offerkit/data';
import { useQuery } from '@tanstack/react-query';
import { earnedRewardsQueryOptions } from './earnedRewardsQueryOptions.ts';
import { useListState } from './internal/useInfiniteListState.ts';
import type { ListProps, ListState } from './ListState.ts';
import { useOfferkit } from './useOfferkit.ts';

/** Options of {@link useEarnedRewards}. */
export interface UseEarnedRewardsOptions {
  /**
   * Set to `false` to hold the request (for example until the rewards view is opened).
   * @default true
   */
  enabled?: boolean;
}

/** What {@link useEarnedRewards} returns: the rewards and the same request state as the other lists. */
export interface UseEarnedRewardsResult extends ListState {
  /** Every entry the issuer's backend returned, newest first (rejected ones included: views hide them). */
  rewards: EarnedReward[];
  /** What the decoder dropped or tolerated: a broken entry is left out and reported here. */
  diagnostics: Diagnostic[];
  /** The state as list props, to spread onto `EarnedRewardsList`. */
  listProps: ListProps;
}

const NO_REWARDS: EarnedReward[] = [];
const NO_DIAGNOSTICS: Diagnostic[] = [];

/**
 * The provider's user's earned rewards, from the issuer's backend (`GET …/users/{userId}/earned-rewards`,
 * served by `@offerkit/server` from the service's webhooks). Cached per base URL, organization and user
 * like offers, and dropped on a user switch.
 *
 * ```tsx
 * const list = useEarnedRewards();
 * return <EarnedRewardsList {...list.listProps} rewards={list.rewards} />;
 * ```
 */
export function useEarnedRewards({ enabled = true }: UseEarnedRewardsOptions = {}): UseEarnedRewardsResult {
  const { client, userId } = useOfferkit();
  const query = useQuery({ ...earnedRewardsQueryOptions({ client, userId }), enabled });
  return {
    ...useListState(query),
    rewards: query.data?.data ?? NO_REWARDS,
    diagnostics: query.data?.diagnostics ?? NO_DIAGNOSTICS,
  };
}
