import { formatUserReward } from '../format/formatUserReward.ts';
import type { Offer } from '../types/offer.ts';
import { presentText } from './presentText.ts';

/** What to draw for an offer's reward. */
export interface RewardView {
  /** The reward in force: `boostedReward`, else `baseReward`, else the formatted `userReward`. */
  active?: string;
  /** The former reward, shown struck through: `baseReward`, only when `boostedReward` is present. */
  struck?: string;
  /** `true` when the offer carries a `boostedReward`. */
  isBoosted: boolean;
}

/** Options of {@link rewardView}. */
export interface RewardViewOptions {
  /**
   * Locale used to format `userReward` when no reward component is present.
   * @default the runtime's default locale
   */
  locale?: string;
  /**
   * Currency of `FLAT` `userReward` values (cents).
   * @default 'USD'
   */
  currency?: string;
}

/**
 * The active and struck rewards of an offer. Component texts are used as the service formatted them;
 * `userReward` is formatted here only when neither `boostedReward` nor `baseReward` is present.
 * Empty component strings count as absent.
 */
export function rewardView(offer: Offer, options: RewardViewOptions = {}): RewardView {
  const components = offer.attributes.components;
  const boosted = presentText(components?.boostedReward);
  const base = presentText(components?.baseReward);
  const view: RewardView = { isBoosted: boosted !== undefined };
  const active = boosted ?? base ?? formatUserReward(offer.attributes.userReward, options);
  if (active !== undefined) view.active = active;
  if (boosted !== undefined && base !== undefined) view.struck = base;
  return view;
}
