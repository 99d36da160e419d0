import { DEFAULT_CURRENCY } from '../constants.ts';
import type { UserReward } from '../types/offer.ts';
import { numberFormat } from './numberFormat.ts';

/** Options of {@link formatUserReward}. */
export interface FormatUserRewardOptions {
  /**
   * BCP 47 locale for `Intl.NumberFormat`.
   * @default the runtime's default locale
   */
  locale?: string;
  /**
   * ISO 4217 currency of `FLAT` rewards (whose value is in cents).
   * @default 'USD'
   */
  currency?: string;
}

/**
 * Formats `attributes.userReward` for display: `PERCENT` as a percentage (`5` → `"5%"`, `2.5` → `"2.5%"`),
 * `FLAT` as money from cents (`1000` → `"$10"`, `1050` → `"$10.50"`).
 *
 * Returns `undefined` for a reward type this version does not know, or a value that is not a finite
 * number: the display then shows no reward rather than a wrong one.
 */
export function formatUserReward(
  reward: UserReward | undefined,
  options: FormatUserRewardOptions = {},
): string | undefined {
  if (reward === undefined || !Number.isFinite(reward.value)) return undefined;
  if (reward.type === 'PERCENT') {
    return numberFormat(options.locale, { style: 'percent', maximumFractionDigits: 2 }).format(
      reward.value / 100,
    );
  }
  if (reward.type === 'FLAT') {
    return numberFormat(options.locale, {
      style: 'currency',
      currency: options.currency ?? DEFAULT_CURRENCY,
      // Whole amounts read as "$10", not "$10.00"; others keep the currency's minor digits.
      trailingZeroDisplay: 'stripIfInteger',
    }).format(reward.value / 100);
  }
  return undefined;
}
