import { DEFAULT_CURRENCY } from '../constants.ts';
import type { UserReward } from '../types/offer.ts';
import { formatNumber } from './formatNumber.ts';

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
  if (reward.type === 'PERCENT') return formatNumber(options.locale, PERCENT_FORMAT, reward.value / 100);
  if (reward.type === 'FLAT') {
    return formatNumber(
      options.locale,
      moneyFormat(options.currency ?? DEFAULT_CURRENCY),
      reward.value / 100,
    );
  }
  return undefined;
}

// Frozen, so numberFormat finds their formatters by identity (see numberFormat and formatNumber).
const PERCENT_FORMAT: Intl.NumberFormatOptions = Object.freeze({
  style: 'percent',
  maximumFractionDigits: 2,
});
const moneyFormats = new Map<string, Intl.NumberFormatOptions>();

/** The options of `FLAT` rewards in `currency`, one frozen object per currency. */
function moneyFormat(currency: string): Intl.NumberFormatOptions {
  let options = moneyFormats.get(currency);
  if (options === undefined) {
    // Whole amounts read as "$10", not "$10.00"; others keep the currency's minor digits.
    options = Object.freeze({ style: 'currency', currency, trailingZeroDisplay: 'stripIfInteger' } as const);
    if (moneyFormats.size >= 16) moneyFormats.clear();
    moneyFormats.set(currency, options);
  }
  return options;
}
