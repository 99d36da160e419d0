import type { EarnedReward, EarnedRewardStatus } from '@offerkit/data';
import type { EarnedRewardEvent } from './WebhookStore.ts';

/** The order statuses move in; an event of a lower rank never overwrites a higher one. Internal. */
export const STATUS_RANK: Readonly<Record<string, number>> = { PENDING: 1, SETTLED: 2, REJECTED: 3 };

/** The status an earned-reward event sets. */
export function statusOf(event: EarnedRewardEvent): EarnedRewardStatus {
  if (event.type === 'earnedRewardApproved') return 'PENDING';
  if (event.type === 'earnedRewardSettled') return 'SETTLED';
  return 'REJECTED';
}

/**
 * The entry's attributes that one event brings, before merging with what is stored. A rejected event's
 * `message` is the service's fixed, not-for-display text, so it is not taken (an empty `message` on a
 * rejected-only entry).
 */
export function eventFields(event: EarnedRewardEvent): Omit<EarnedReward['attributes'], 'updatedAt'> {
  const { attributes } = event;
  const fields: Omit<EarnedReward['attributes'], 'updatedAt'> = {
    status: statusOf(event),
    message: event.type === 'earnedRewardRejected' ? '' : attributes.message,
    transactionId: attributes.transactionId,
    transactionAmountInCents: attributes.transactionAmountInCents,
  };
  if (attributes.transactionTimestamp !== undefined) {
    fields.transactionTimestamp = attributes.transactionTimestamp;
  }
  if (event.type === 'earnedRewardRejected') {
    fields.rejectionReason = event.attributes.reason;
    return fields;
  }
  const rewarded = event.attributes;
  if (rewarded.name !== undefined) fields.merchantName = rewarded.name;
  if (rewarded.categoryName !== undefined) fields.categoryName = rewarded.categoryName;
  if (rewarded.userReward !== undefined) fields.userReward = rewarded.userReward;
  if (rewarded.purchaseChannel !== undefined) fields.purchaseChannel = rewarded.purchaseChannel;
  if (rewarded.assets !== undefined) fields.assets = rewarded.assets;
  if (event.type === 'earnedRewardSettled' && event.attributes.commissionEarned !== undefined) {
    fields.commissionEarned = event.attributes.commissionEarned;
  }
  return fields;
}

/**
 * The entry after an event (the memory store's merge; the PostgreSQL store does the same in its upsert).
 * A lower-ranked event leaves the entry as it is; otherwise the event's values win and details it lacks
 * (merchant, assets, the display message for a rejection, the commission) are kept.
 */
export function mergeEarnedReward(
  existing: EarnedReward | undefined,
  event: EarnedRewardEvent,
  updatedAt: string,
): EarnedReward {
  const incoming = eventFields(event);
  if (existing === undefined) {
    return { type: 'earnedReward', id: incoming.transactionId, attributes: { ...incoming, updatedAt } };
  }
  const before = existing.attributes;
  if ((STATUS_RANK[incoming.status] ?? 0) < (STATUS_RANK[before.status] ?? 0)) return existing;
  const merged: EarnedReward['attributes'] = { ...before, ...incoming, updatedAt };
  if (incoming.status === 'REJECTED') merged.message = before.message;
  else delete merged.rejectionReason;
  return { type: 'earnedReward', id: existing.id, attributes: merged };
}
