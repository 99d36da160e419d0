import type { UserReward } from '@offerkit/data';
import type { CatalogOffer } from '../catalog/catalogTypes.ts';
import { formatCents } from '../components/format.ts';
import type { SandboxState } from '../state.ts';

/** The reward a user earns on an offer now: the boosted one once boosted. */
function rewardFor(state: SandboxState, userId: string, offer: CatalogOffer): UserReward {
  const boosted = offer.boost !== undefined && state.userOffer(userId, offer.id).boosted;
  return { ...(boosted && offer.boost !== undefined ? offer.boost.reward : offer.userReward) };
}

/** Cents a purchase earns: a percentage of the amount, or the flat amount. */
export function rewardCents(reward: UserReward, amountCents: number): number {
  return reward.type === 'PERCENT' ? Math.round((amountCents * reward.value) / 100) : reward.value;
}

/** What one earned-reward event is about. */
export interface EarnedRewardInput {
  state: SandboxState;
  offer: CatalogOffer;
  userId: string;
  transactionId: string;
  amountCents: number;
  timestamp: string;
  /** Where asset URLs point (origin and base path). */
  assetBase: string;
}

/**
 * Attributes of `earnedRewardApproved` (`settled: false`) or `earnedRewardSettled` from a catalog offer:
 * merchant name, category, reward, channels and asset URLs (medium `PUSH`, so loading them records an
 * event like any asset). The approved message names no amount; the settled one does.
 */
export function earnedRewardAttributes(input: EarnedRewardInput, settled: boolean): Record<string, unknown> {
  const { state, offer, userId, assetBase } = input;
  const reward = rewardFor(state, userId, offer);
  const earned = rewardCents(reward, input.amountCents);
  const category = state.catalog.categories.find((c) => c.id === offer.categoryId);
  const asset = (kind: 'logos' | 'banners', eventCode: 'IMPRESSION' | 'VIEW') =>
    `${assetBase}/assets/${kind}/${encodeURIComponent(offer.id)}.svg?eventCode=${eventCode}&medium=PUSH&userId=${encodeURIComponent(userId)}`;
  const attributes: Record<string, unknown> = {
    message: settled
      ? `You earned ${formatCents(earned)} cash back at ${offer.name}.`
      : `Your cash back from ${offer.name} is pending; it is yours once the purchase settles.`,
    transactionId: input.transactionId,
    transactionAmountInCents: input.amountCents,
    transactionTimestamp: input.timestamp,
    attributionUrl: asset('logos', 'VIEW'),
    name: offer.name,
    userReward: reward,
    purchaseChannel: [...offer.purchaseChannel],
    assets: [
      { url: asset('logos', 'IMPRESSION'), alt: `${offer.name} logo`, type: 'LOGO_IMAGE' },
      { url: asset('banners', 'IMPRESSION'), alt: `${offer.name} banner`, type: 'BANNER_IMAGE' },
    ],
  };
  if (category !== undefined) attributes.categoryName = category.attributes.name;
  if (settled) attributes.commissionEarned = { type: 'cents', value: earned };
  return attributes;
}

/** The service's fixed text of a rejection (not for display). */
export const REJECTED_MESSAGE = 'The transaction matched an offer but does not earn a reward.';

/** Attributes of `earnedRewardRejected`: no attribution URL, the fixed message, and the reason. */
export function rejectedAttributes(
  transactionId: string,
  amountCents: number,
  timestamp: string,
  reason: string,
): Record<string, unknown> {
  return {
    message: REJECTED_MESSAGE,
    transactionId,
    transactionAmountInCents: amountCents,
    transactionTimestamp: timestamp,
    reason,
  };
}
