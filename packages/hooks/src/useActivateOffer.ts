'use client';

import { type OfferEndpointActionState, useOfferEndpointAction } from './internal/useOfferEndpointAction.ts';
import type { OfferActionCallbacks } from './internal/useOfferMutation.ts';

/** Options of {@link useActivateOffer}. */
export type UseActivateOfferOptions = OfferActionCallbacks;

/** What {@link useActivateOffer} returns. */
export interface UseActivateOfferResult extends OfferEndpointActionState {
  /**
   * Activates the offer for the provider's user (`include=offer` with the provider's `supportedComponents`).
   * Does nothing while an action on the same offer is pending.
   */
  activate: (offerId: string) => void;
}

/**
 * Activation for hosts that build their own buttons. Same semantics as `useOfferAction`: one request per
 * offer at a time, and the returned offer replaces the cached one in every list with no refetch.
 */
export function useActivateOffer(options: UseActivateOfferOptions = {}): UseActivateOfferResult {
  const { run, ...state } = useOfferEndpointAction('activateOffer', options);
  return { activate: run, ...state };
}
