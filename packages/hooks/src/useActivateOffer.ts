'use client';

import { type OfferEndpointAction, useOfferEndpointAction } from './internal/useOfferEndpointAction.ts';
import type { OfferActionCallbacks } from './internal/useOfferMutation.ts';

/** Options of {@link useActivateOffer}. */
export type UseActivateOfferOptions = OfferActionCallbacks;

/**
 * What {@link useActivateOffer} returns: `activate(offerId)` activates the offer for the provider's user
 * (`include=offer` with the provider's `supportedComponents`), and the state of the latest call.
 */
export type UseActivateOfferResult = OfferEndpointAction<'activate'>;

/**
 * Activation for hosts that build their own buttons. Same semantics as `useOfferAction`: one request per
 * offer at a time, and the returned offer replaces the cached one in every list with no refetch.
 */
export function useActivateOffer(options: UseActivateOfferOptions = {}): UseActivateOfferResult {
  return useOfferEndpointAction('activateOffer', 'activate', options);
}
