'use client';
import { useEarnedRewards, useOfferkit } from '@offerkit/hooks';
import type { ReactElement } from 'react';
import { EarnedRewardsList, type EarnedRewardsListProps } from './EarnedRewardsList.tsx';

export interface ConnectedEarnedRewardsListProps
  extends Omit<EarnedRewardsListProps, 'rewards' | 'status' | 'onRetry'> {}

/**
 * `EarnedRewardsList` of the provider's user, with `useEarnedRewards` (needs an `OfferkitProvider` whose
 * client's base URL is the issuer's backend route that serves earned rewards): loading, error with retry,
 * empty and the list. The locale defaults to the provider's.
 */
export function ConnectedEarnedRewardsList(props: ConnectedEarnedRewardsListProps): ReactElement {
  const { locale } = useOfferkit();
  const list = useEarnedRewards();
  return <EarnedRewardsList locale={locale} {...props} {...list.listProps} rewards={list.rewards} />;
}
