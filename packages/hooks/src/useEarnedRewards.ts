'use client';

import type { Diagnostic, EarnedReward, OfferkitError } from '@offerkit/data';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { earnedRewardsQueryOptions } from './earnedRewardsQueryOptions.ts';
import { useOfferkit } from './useOfferkit.ts';

/** Options of {@link useEarnedRewards}. */
export interface UseEarnedRewardsOptions {
  /**
   * Set to `false` to hold the request (for example until the rewards view is opened).
   * @default true
   */
  enabled?: boolean;
}

/** What {@link useEarnedRewards} returns. */
export interface UseEarnedRewardsResult {
  /** Every entry the issuer's backend returned, newest first (rejected ones included: views hide them). */
  rewards: EarnedReward[];
  /** `pending` until the first answer, `error` when it failed (with no earlier answer), then `success`. */
  status: 'pending' | 'error' | 'success';
  /** The error of the last failed request, `null` otherwise. */
  error: OfferkitError | null;
  /** `true` while a request is in flight, refetches included. */
  isFetching: boolean;
  /** What the decoder dropped or tolerated: a broken entry is left out and reported here. */
  diagnostics: Diagnostic[];
  /** Requests the list again (e.g. the retry button of an error state). */
  refetch: () => void;
}

const NO_REWARDS: EarnedReward[] = [];
const NO_DIAGNOSTICS: Diagnostic[] = [];

/**
 * The provider's user's earned rewards, from the issuer's backend (`GET …/users/{userId}/earned-rewards`,
 * served by `@offerkit/server` from the service's webhooks). Cached per base URL, organization and user
 * like offers, and dropped on a user switch.
 *
 * ```tsx
 * const { rewards, status, refetch } = useEarnedRewards();
 * ```
 */
export function useEarnedRewards({ enabled = true }: UseEarnedRewardsOptions = {}): UseEarnedRewardsResult {
  const { client, userId } = useOfferkit();
  const query = useQuery({ ...earnedRewardsQueryOptions({ client, userId }), enabled });
  const { refetch } = query;
  const again = useCallback(() => void refetch(), [refetch]);
  return {
    rewards: query.data?.data ?? NO_REWARDS,
    // A failed refetch keeps the rewards shown: `error` says what failed.
    status: query.data === undefined ? query.status : 'success',
    error: query.error,
    isFetching: query.isFetching,
    diagnostics: query.data?.diagnostics ?? NO_DIAGNOSTICS,
    refetch: again,
  };
}
