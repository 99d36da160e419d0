import { formatUserReward } from '../format/formatUserReward.ts';
import type { Offer } from '../types/offer.ts';
import { presentText } from './presentText.ts';

/** What to draw for an offer's reward. */
export interface RewardView {
  /** The reward in force: `boostedReward`, else `baseReward`, else the formatted `userReward`. */
  active?: string;
  /**
   * The former reward: `baseReward`, only when `boostedReward` is present. Read in full to screen readers
   * ("Previously: 3% cash back"), because strike-through itself is not announced.
   */
  struck?: string;
  /**
   * What to draw struck through: `struck` without the words it shares with the end of `active`, so the
   * reward reads "8% cash back ~~3%~~" rather than repeating "cash back". `struck` itself when the two share
   * no trailing words (or share them all).
   */
  struckShown?: string;
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
  if (boosted !== undefined && base !== undefined) {
    view.struck = base;
    view.struckShown = distinctHead(base, boosted);
  }
  return view;
}

/** A word of text rather than an amount or its unit sign (`%`, `$`): it has a letter. */
const WORD = /\p{L}/u;

/**
 * `former` without the words (ones with a letter: never an amount or a unit sign such as `%`) it ends with in
 * common with `current`; `former` when they share none, are the same, or when nothing would be left.
 */
function distinctHead(former: string, current: string): string {
  if (former.trim() === current.trim()) return former;
  const formerWords = former.trim().split(/\s+/);
  const currentWords = current.trim().split(/\s+/);
  let shared = 0;
  while (
    shared < formerWords.length - 1 &&
    shared < currentWords.length &&
    formerWords[formerWords.length - 1 - shared] === currentWords[currentWords.length - 1 - shared] &&
    WORD.test(formerWords[formerWords.length - 1 - shared] ?? '')
  ) {
    shared++;
  }
  return shared === 0 ? former : formerWords.slice(0, formerWords.length - shared).join(' ');
}
