import type { OfferkitMessages } from './OfferkitMessages.ts';

/** The strings an offer's card, reward and CTA draw or announce. */
export type OfferMessages = Pick<OfferkitMessages, 'ctaPending' | 'ctaError' | 'ctaDone' | 'previousReward'>;

/**
 * The built-in English strings of an offer's card, reward and CTA: a module of their own, so an app that
 * imports only `OfferCard` (or `CtaButton`, `Reward`) ships these and not every list's, location's and
 * earned reward's strings. `defaultMessages` starts from them.
 */
export const offerMessages: OfferMessages = {
  ctaPending: 'Working…',
  ctaError: 'That did not work. Please try again.',
  ctaDone: 'Offer updated.',
  previousReward: 'Previously:',
};
