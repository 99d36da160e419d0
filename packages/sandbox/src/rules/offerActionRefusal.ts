import type { OfferSituation } from '../components/offerSituation.ts';

/** The two actions a user takes on an offer. */
export type OfferAction = 'activate' | 'boost';

/** Why an offer cannot take an action (the protocol layer words each one). */
export type OfferActionRefusal =
  | 'ACTIVATION_NOT_NEEDED'
  | 'NOT_BOOSTABLE'
  | 'NOT_STARTED'
  | 'NOT_ACTIVATED'
  | 'SOLD_OUT';

/**
 * Why the user cannot take `action` on the offer in this situation, or `undefined` when they can. Activating
 * an offer that needs no activation is refused; so is boosting an offer without a boost. An action already
 * taken is allowed again (it changes nothing); otherwise an offer that has not started or is sold out, and a
 * boost before a needed activation, are refused.
 */
export function offerActionRefusal(
  action: OfferAction,
  situation: OfferSituation,
): OfferActionRefusal | undefined {
  const { offer, progress } = situation;
  if (action === 'activate') {
    if (!offer.requiresActivation) return 'ACTIVATION_NOT_NEEDED';
    if (progress.activated) return undefined;
    if (situation.notStarted) return 'NOT_STARTED';
    if (situation.soldOut) return 'SOLD_OUT';
    return undefined;
  }
  if (offer.boost === undefined) return 'NOT_BOOSTABLE';
  if (progress.boosted) return undefined;
  if (situation.notStarted) return 'NOT_STARTED';
  if (situation.needsActivation) return 'NOT_ACTIVATED';
  if (situation.soldOut) return 'SOLD_OUT';
  return undefined;
}
