'use client';

import type { OfferkitError } from '@offerkit/data';
import { useCallback } from 'react';
import { type OfferActionCallbacks, useOfferMutation } from './internal/useOfferMutation.ts';

/** Options of {@link useActivateOffer}. */
export type UseActivateOfferOptions = OfferActionCallbacks;

/** What {@link useActivateOffer} returns. */
export interface UseActivateOfferResult {
  /**
   * Activates the offer for the provider's user (`include=offer` with the provider's `supportedComponents`).
   * Does nothing while an action on the same offer is pending.
   */
  activate: (offerId: string) => void;
  /** `true` from `activate` until the response is in the cache. */
  isPending: boolean;
  /** The offer of the latest `activate`, while pending or after it settled. */
  offerId: string | undefined;
  /** The error of the latest `activate`, `null` otherwise. */
  error: OfferkitError | null;
  /** Clears `error`. */
  reset: () => void;
}

/**
 * Activation for hosts that build their own buttons. Same semantics as `useOfferAction`: one request per
 * offer at a time, and the returned offer replaces the cached one in every list with no refetch.
 */
export function useActivateOffer(options: UseActivateOfferOptions = {}): UseActivateOfferResult {
  const mutation = useOfferMutation<{ offerId: string }>({
    perform: ({ offerId }, { client, userId, supportedComponents }) =>
      client.activateOffer(userId, offerId, {
        supportedComponents: [...supportedComponents],
        includeOffer: true,
      }),
    componentsOf: (_variables, { supportedComponents }) => supportedComponents,
    onSuccess: options.onSuccess,
    onError: options.onError,
  });
  const { run } = mutation;
  const activate = useCallback((offerId: string) => run({ offerId }), [run]);
  return {
    activate,
    isPending: mutation.isPending,
    offerId: mutation.variables?.offerId,
    error: mutation.error,
    reset: mutation.reset,
  };
}
