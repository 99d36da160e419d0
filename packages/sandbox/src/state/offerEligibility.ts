import type { User } from '@offerkit/data/backend';
import type { CatalogOffer } from '../catalog/catalogTypes.ts';

/** Why a user does not get an offer. */
export type Ineligibility = 'USER_NOT_ENROLLED' | 'USER_NOT_IN_AUDIENCE_SEGMENT' | 'OFFER_EXPIRED';

/**
 * The one "does this user get this offer" rule, used by both the listings and the ledger: the user is
 * enrolled in `CARDLINKED`, has `historicalTransactionsSent` true for a targeted offer, and the offer has
 * not expired at `now`. Returns the first reason it fails, or `undefined` when the user gets the offer.
 */
export function offerIneligibility(
  user: User | undefined,
  offer: CatalogOffer,
  now: Date,
): Ineligibility | undefined {
  if (user?.attributes.enrolledRewards.includes('CARDLINKED') !== true) return 'USER_NOT_ENROLLED';
  if (offer.isTargeted && user.attributes.historicalTransactionsSent !== true) {
    return 'USER_NOT_IN_AUDIENCE_SEGMENT';
  }
  if (!(Date.parse(offer.expirationDate) >= now.getTime())) return 'OFFER_EXPIRED';
  return undefined;
}
