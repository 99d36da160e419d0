import { defaultExperienceMessages } from './defaultExperienceMessages.ts';
import { channelNames, formatDistanceMiles } from './messageFormats.ts';
import type { ComponentMessages, OfferkitMessages } from './OfferkitMessages.ts';
import { offerMessages } from './offerMessages.ts';

// The interface has a file of its own, which `offerMessages` picks from without importing this module.
export type { OfferkitMessages };

const CHANNELS: Readonly<Record<string, string>> = { INSTORE: 'In store', ONLINE: 'Online' };
const ONLY_CHANNELS: Readonly<Record<string, string>> = { INSTORE: 'In store only', ONLINE: 'Online only' };

/**
 * The built-in English strings of the cards, lists, detail and locations: what the components fall back to
 * (without the experience's own strings, which only `OffersExperience` ships).
 */
export const componentMessages: ComponentMessages = {
  ...offerMessages,
  offersLabel: 'Offers',
  offersLoading: 'Loading offers…',
  offersEmpty: 'No offers to show right now.',
  offersError: 'Offers could not be loaded.',
  offersMoreError: 'More offers could not be loaded.',
  offerNotFound: 'This offer is not available.',
  offerLoading: 'Loading offer…',
  offerError: 'This offer could not be loaded.',
  locationsLabel: 'Locations',
  locationsLoading: 'Loading locations…',
  locationsEmpty: 'No locations found.',
  locationsError: 'Locations could not be loaded.',
  locationsMoreError: 'More locations could not be loaded.',
  loadMore: 'Load more',
  loadingMore: 'Loading more…',
  retry: 'Try again',
  terms: 'Terms',
  startDate: 'Starts',
  expirationDate: 'Expires',
  purchaseChannels: 'Where to use',
  purchaseChannel: channelNames(CHANNELS),
  purchaseChannelOnly: channelNames(ONLY_CHANNELS, (name) => `${name} only`),
  categories: 'Categories',
  website: 'Visit website',
  opensInNewTab: '(opens in a new tab)',
  distance: formatDistanceMiles,
  openingHours: 'Opening hours',
  phone: 'Phone',
  locationOffers: 'Offers here',
  earnedRewardsLabel: 'Your rewards',
  earnedRewardsLoading: 'Loading your rewards…',
  earnedRewardsEmpty: 'No rewards yet. Rewards from activated offers show here after you shop.',
  earnedRewardsError: 'Your rewards could not be loaded.',
  earnedRewardPending: 'Pending',
  earnedRewardSettled: 'Earned',
  earnedRewardPurchase: 'Purchase',
  earnedRewardsTotalLabel: 'Your total',
  earnedRewardsTotalEarned: 'Earned so far',
  earnedRewardsTotalPending: 'Pending',
  earnedRewardsPendingCount: (count) => (count === 1 ? '1 reward' : `${count} rewards`),
};

/** Every built-in English string: the components' and the experience's. */
export const defaultMessages: OfferkitMessages = { ...componentMessages, ...defaultExperienceMessages };
