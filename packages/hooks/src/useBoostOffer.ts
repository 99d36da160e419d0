'use client';

import { type OfferEndpointActionState, useOfferEndpointAction } from './internal/useOfferEndpointAction.ts';
import type { OfferActionCallbacks } from './internal/useOfferMutation.ts';

/** Options of {@link useBoostOffer}. */
export type UseBoostOfferOptions = OfferActionCallbacks;

/** What {@link useBoostOffer} returns. */
export interface UseBoostOfferResult extends OfferEndpointActionState {
  /**
   * Boosts the offer for the provider's user (`include=offer` with the provider's `supportedComponents`).
   * Does nothing while an action on the same offer is pending.
   */
  boost: (offerId: string) => void;
}

/**
 * Boosting for hosts that build their own buttons. Same semantics as `useOfferAction`: one request per
 * offer at a time, and the returned offer replaces the cached one in every list with no refetch.
 */
export function useBoostOffer(options: UseBoostOfferOptions = {}): UseBoostOfferResult {
  const { run, ...state } = useOfferEndpointAction('boostOffer', options);
  return { boost: run, ...state };
}
