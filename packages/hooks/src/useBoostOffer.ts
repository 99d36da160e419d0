'use client';

import { type OfferEndpointAction, useOfferEndpointAction } from './internal/useOfferEndpointAction.ts';
import type { OfferActionCallbacks } from './internal/useOfferMutation.ts';

/** Options of {@link useBoostOffer}. */
export type UseBoostOfferOptions = OfferActionCallbacks;

/**
 * What {@link useBoostOffer} returns: `boost(offerId)` boosts the offer for the provider's user
 * (`include=offer` with the provider's `supportedComponents`), and the state of the latest call.
 */
export type UseBoostOfferResult = OfferEndpointAction<'boost'>;

/**
 * Boosting for hosts that build their own buttons. Same semantics as `useOfferAction`: one request per
 * offer at a time, and the returned offer replaces the cached one in every list with no refetch.
 */
export function useBoostOffer(options: UseBoostOfferOptions = {}): UseBoostOfferResult {
  return useOfferEndpointAction('boostOffer', 'boost', options);
}
