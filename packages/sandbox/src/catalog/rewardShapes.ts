import type { UserReward } from '@offerkit/data';
import type { ProgressSpec } from './catalogTypes.ts';

/** Reward and progress values the catalog writes often. */
export const percent = (value: number): UserReward => ({ type: 'PERCENT', value });
export const flat = (cents: number): UserReward => ({ type: 'FLAT', value: cents });
export const redemptions = (maxRedemptions: number): ProgressSpec => ({
  kind: 'redemptions',
  maxRedemptions,
});
