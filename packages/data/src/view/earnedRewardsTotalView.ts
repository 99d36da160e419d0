import { DEFAULT_CURRENCY } from '../constants.ts';
import { numberFormat } from '../format/numberFormat.ts';
import type { EarnedReward } from '../types/earnedRewards.ts';

/** Options of {@link earnedRewardsTotalView}. */
export interface EarnedRewardsTotalViewOptions {
  /**
   * BCP 47 locale of the amount.
   * @default the runtime's default locale
   */
  locale?: string;
  /**
   * ISO 4217 currency of the amounts (the service sends cents and names no currency: one list, one
   * currency).
   * @default 'USD'
   */
  currency?: string;
}

/** The running total above a user's earned rewards. */
export interface EarnedRewardsTotalView {
  /** `true` when there is an entry to total (a pending or settled one): draw the total. */
  visible: boolean;
  /** The sum of what was paid, `commissionEarned` of every settled entry, e.g. "$5.50" ("$0.00" when none). */
  earned: string;
  /** The same sum in cents. */
  earnedCents: number;
  /** How many settled entries the sum adds up. */
  earnedCount: number;
  /**
   * How many entries are pending. They are counted, not summed: the service names no amount until a reward
   * settles (the approved message names none), and a figure made up from the offer's rate could differ
   * from what is paid.
   */
  pendingCount: number;
}

/**
 * The running total of a user's earned rewards, earned and pending kept apart (pure; the entries are
 * those `earnedRewardView` shows):
 * - earned: the sum of `commissionEarned` (cents, `type: 'cents'`) of the `SETTLED` entries, formatted in
 *   the list's currency and locale; a settled entry without a usable amount adds nothing;
 * - pending: the number of `PENDING` entries (no amount: see `pendingCount`);
 * - `REJECTED` entries and statuses this version does not know count for nothing, as they are not shown.
 */
export function earnedRewardsTotalView(
  rewards: readonly EarnedReward[],
  options: EarnedRewardsTotalViewOptions = {},
): EarnedRewardsTotalView {
  let earnedCents = 0;
  let earnedCount = 0;
  let pendingCount = 0;
  let settledCount = 0;
  for (const { attributes } of rewards) {
    if (attributes.status === 'PENDING') pendingCount++;
    else if (attributes.status === 'SETTLED') {
      settledCount++;
      const commission = attributes.commissionEarned;
      if (commission?.type === 'cents' && Number.isFinite(commission.value)) {
        earnedCents += commission.value;
        earnedCount++;
      }
    }
  }
  const earned = numberFormat(options.locale, {
    style: 'currency',
    currency: options.currency ?? DEFAULT_CURRENCY,
  }).format(earnedCents / 100);
  return {
    visible: settledCount > 0 || pendingCount > 0,
    earned,
    earnedCents,
    earnedCount,
    pendingCount,
  };
}
