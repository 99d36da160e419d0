import type { ExperienceMessages } from './ExperienceMessages.ts';

/**
 * Every built-in string the components and the experience show or announce: one bag. Replace any of them
 * through `OfferkitMessagesProvider` or a component's `messages` prop (both take a partial object).
 */
export interface OfferkitMessages extends ExperienceMessages {
  /** Announced (visually hidden) inside a CTA while its action runs; the button keeps its own label. */
  ctaPending: string;
  /** Shown under a CTA whose action failed. */
  ctaError: string;
  /** Announced after a CTA's action succeeded (the CTA then disappears). */
  ctaDone: string;
  /** Read before the struck-through former reward of a boosted offer, e.g. "Previously: 5%". */
  previousReward: string;
  /** Accessible name of an offers list. */
  offersLabel: string;
  /** Announced while the first page of offers loads. */
  offersLoading: string;
  /** Shown when a list has no offers. */
  offersEmpty: string;
  /** Shown when offers could not be loaded. */
  offersError: string;
  /** Shown at the end of a list when the next page could not be loaded. */
  offersMoreError: string;
  /** Shown by a data-bound detail when the user's offers list ended without its offer. */
  offerNotFound: string;
  /** Announced by a data-bound detail while it looks for its offer in the user's offers. */
  offerLoading: string;
  /** Shown by a data-bound detail when the offers it looked through could not be loaded (with a retry button). */
  offerError: string;
  /** Accessible name of a locations list. */
  locationsLabel: string;
  /** Announced while the first page of locations loads. */
  locationsLoading: string;
  /** Shown when a list has no locations. */
  locationsEmpty: string;
  /** Shown when locations could not be loaded. */
  locationsError: string;
  /** Shown at the end of a list when the next page of locations could not be loaded. */
  locationsMoreError: string;
  /** Button that fetches the next page. */
  loadMore: string;
  /** Announced while the next page loads. */
  loadingMore: string;
  /** Button that repeats a failed request. */
  retry: string;
  /** Heading of an offer's terms. */
  terms: string;
  /** Term for an offer's start date. */
  startDate: string;
  /** Term for an offer's expiration date. */
  expirationDate: string;
  /** Term for where an offer can be used (purchase channels). */
  purchaseChannels: string;
  /** Display name of a purchase channel; unknown channels should come back readable. */
  purchaseChannel: (channel: string) => string;
  /**
   * The only channel an offer can be used in, worded like a card's channel tag ("In store only"), so a card
   * and its detail say it alike; unknown channels should come back readable.
   */
  purchaseChannelOnly: (channel: string) => string;
  /** Term for an offer's categories. */
  categories: string;
  /** Text of the merchant website link. */
  website: string;
  /** Visually hidden hint on links that open a new tab. */
  opensInNewTab: string;
  /** Distance from the user to a location, in miles. */
  distance: (miles: number, locale: string | undefined) => string;
  /** Heading of a location's opening hours. */
  openingHours: string;
  /** Term for a location's phone number. */
  phone: string;
  /** Heading of the offers redeemable at a location. */
  locationOffers: string;
  /** Accessible name of the earned-rewards list. */
  earnedRewardsLabel: string;
  /** Announced while the earned rewards load. */
  earnedRewardsLoading: string;
  /** Shown when the user has no reward to show yet. */
  earnedRewardsEmpty: string;
  /** Shown when the earned rewards could not be loaded (with a retry button). */
  earnedRewardsError: string;
  /** Status of a reward approved but not paid yet. */
  earnedRewardPending: string;
  /** Status of a reward paid (settled), shown before the amount. */
  earnedRewardSettled: string;
  /** Read before the purchase amount of an earned reward, e.g. "Purchase $25.00". */
  earnedRewardPurchase: string;
  /** Accessible name of the running total above the earned rewards. */
  earnedRewardsTotalLabel: string;
  /** Term of the total paid so far (settled rewards), before the amount. */
  earnedRewardsTotalEarned: string;
  /** Term of the rewards not paid yet, before their count. */
  earnedRewardsTotalPending: string;
  /** How many rewards are pending, e.g. "2 rewards" (the service names no amount until they settle). */
  earnedRewardsPendingCount: (count: number) => string;
}

/** The strings of the cards, lists, detail and locations: the bag without the experience's own. */
export type ComponentMessages = Omit<OfferkitMessages, keyof ExperienceMessages>;
