import { DEFAULT_CURRENCY } from '../constants.ts';
import { formatOfferDate } from '../format/formatOfferDate.ts';
import { numberFormat } from '../format/numberFormat.ts';
import type { EarnedReward } from '../types/earnedRewards.ts';
import { loadableAssetUrl } from '../url/loadableAssetUrl.ts';

/** Where a shown earned reward stands. */
export type EarnedRewardState = 'pending' | 'settled';

/** The words for each state, shown as text (never as color alone). */
export interface EarnedRewardViewLabels {
  /** @default 'Pending' */
  pending: string;
  /** @default 'Earned' */
  settled: string;
}

/** Options of {@link earnedRewardView}. */
export interface EarnedRewardViewOptions {
  /**
   * BCP 47 locale for amounts and dates.
   * @default the runtime's default locale
   */
  locale?: string;
  /**
   * ISO 4217 currency of the amounts (the service sends cents).
   * @default 'USD'
   */
  currency?: string;
  /** Replaces the state words. */
  labels?: Partial<EarnedRewardViewLabels>;
}

/** One earned reward as a list draws it. */
export interface EarnedRewardView {
  /** The entry's id (its transaction id). */
  id: string;
  /** `pending` (approved, not paid yet) or `settled` (paid). */
  state: EarnedRewardState;
  /** The state as a word, e.g. "Pending". */
  statusLabel: string;
  /** The service's text for the user, as is. */
  message: string;
  /** The merchant, when the service named it. */
  merchantName: string | undefined;
  /** What the monogram fallback of the logo is made of: the merchant name, else the message. */
  monogramName: string;
  /**
   * The merchant logo: the first `LOGO_IMAGE` asset whose URL passes the asset URL policy, with the URL that
   * policy gives (its parsed form, see `loadableAssetUrl`).
   */
  logo: { url: string; alt: string } | undefined;
  /** The reward paid, from `commissionEarned` in cents, e.g. "$5.00"; only once settled. */
  amount: string | undefined;
  /** The purchase amount, e.g. "$25.00". */
  purchaseAmount: string | undefined;
  /** The purchase date, e.g. "Nov 20, 2026", when the service gave a parseable one. */
  date: string | undefined;
}

const DEFAULT_LABELS: EarnedRewardViewLabels = { pending: 'Pending', settled: 'Earned' };

function money(cents: number, options: EarnedRewardViewOptions): string | undefined {
  if (!Number.isFinite(cents)) return undefined;
  return numberFormat(options.locale, {
    style: 'currency',
    currency: options.currency ?? DEFAULT_CURRENCY,
  }).format(cents / 100);
}

/**
 * Every rule of an earned-rewards entry's display, pure (the model is `progressBarView`):
 * - `PENDING` is shown as pending, `SETTLED` as settled, each with its word;
 * - `REJECTED` is never shown (the store keeps it; the user is not shown a reward they did not get), and
 *   neither is a status this version does not know: it cannot tell whether the reward stands. Both return
 *   `undefined`;
 * - the amount is `commissionEarned` (cents, `type: 'cents'`) through `Intl.NumberFormat`, once settled;
 * - the logo is the first `LOGO_IMAGE` asset whose URL the asset URL policy accepts;
 * - the service's `message` is shown as is.
 */
export function earnedRewardView(
  reward: EarnedReward,
  options: EarnedRewardViewOptions = {},
): EarnedRewardView | undefined {
  const { attributes } = reward;
  const state: EarnedRewardState | undefined =
    attributes.status === 'PENDING' ? 'pending' : attributes.status === 'SETTLED' ? 'settled' : undefined;
  if (state === undefined) return undefined;
  const labels = { ...DEFAULT_LABELS, ...options.labels };
  let logo: EarnedRewardView['logo'];
  for (const asset of attributes.assets ?? []) {
    const url = asset.type === 'LOGO_IMAGE' ? loadableAssetUrl(asset.url) : undefined;
    if (url !== undefined) {
      logo = { url, alt: asset.alt ?? attributes.merchantName ?? '' };
      break;
    }
  }
  const commission = attributes.commissionEarned;
  return {
    id: reward.id,
    state,
    statusLabel: labels[state],
    message: attributes.message,
    merchantName: attributes.merchantName,
    monogramName: attributes.merchantName ?? attributes.message,
    logo,
    amount:
      state === 'settled' && commission?.type === 'cents' ? money(commission.value, options) : undefined,
    purchaseAmount: money(attributes.transactionAmountInCents, options),
    date: formatOfferDate(attributes.transactionTimestamp, options.locale),
  };
}
