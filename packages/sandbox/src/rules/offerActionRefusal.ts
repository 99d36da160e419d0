import { formatDate } from '../components/format.ts';
import type { OfferSituation } from '../components/offerSituation.ts';

/** The two actions a user takes on an offer. */
export type OfferAction = 'activate' | 'boost';

/**
 * Why the user cannot take `action` on the offer in this situation, or `undefined` when they can. Activating
 * an offer that needs no activation is refused; so is boosting an offer without a boost. An action already
 * taken is allowed again (it changes nothing); otherwise an offer that has not started or is sold out, and a
 * boost before a needed activation, are refused.
 */
export function offerActionRefusal(action: OfferAction, situation: OfferSituation): string | undefined {
  const { offer, progress } = situation;
  const startsLater = `Offer "${offer.id}" starts on ${formatDate(offer.startDate)}; try again then.`;
  if (action === 'activate') {
    if (!offer.requiresActivation)
      return `Offer "${offer.id}" needs no activation: purchases count without it.`;
    if (progress.activated) return undefined;
    if (situation.notStarted) return startsLater;
    if (situation.soldOut) return `Offer "${offer.id}" is sold out and can no longer be activated.`;
    return undefined;
  }
  if (offer.boost === undefined) return `Offer "${offer.id}" cannot be boosted.`;
  if (progress.boosted) return undefined;
  if (situation.notStarted) return startsLater;
  if (situation.needsActivation) {
    return `Offer "${offer.id}" must be activated before it can be boosted; activate it first.`;
  }
  if (situation.soldOut) return `Offer "${offer.id}" is sold out and can no longer be boosted.`;
  return undefined;
}
