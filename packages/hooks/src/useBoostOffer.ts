'use client';

import type { OfferkitError } from '@offerkit/data';
import { useCallback } from 'react';
import { type OfferActionCallbacks, useOfferMutation } from './internal/useOfferMutation.ts';

/** Options of {@link useBoostOffer}. */
export type UseBoostOfferOptions = OfferActionCallbacks;

/** What {@link useBoostOffer} returns. */
export interface UseBoostOfferResult {
  /**
   * Boosts the offer for the provider's user (`include=offer` with the provider's `supportedComponents`).
   * Does nothing while an action on the same offer is pending.
   */
  boost: (offerId: string) => void;
  /** `true` from `boost` until the response is in the cache. */
  isPending: boolean;
  /** The offer of the latest `boost`, while pending or after it settled. */
  offerId: string | undefined;
  /** The error of the latest `boost`, `null` otherwise. */
  error: OfferkitError | null;
  /** Clears `error`. */
  reset: () => void;
}

/**
 * Boosting for hosts that build their own buttons. Same semantics as `useOfferAction`: one request per
 * offer at a time, and the returned offer replaces the cached one in every list with no refetch.
 */
export function useBoostOffer(options: UseBoostOfferOptions = {}): UseBoostOfferResult {
  const mutation = useOfferMutation<{ offerId: string }>({
    perform: ({ offerId }, { client, userId, supportedComponents }) =>
      client.boostOffer(userId, offerId, {
        supportedComponents: [...supportedComponents],
        includeOffer: true,
      }),
    componentsOf: (_variables, { supportedComponents }) => supportedComponents,
    onSuccess: options.onSuccess,
    onError: options.onError,
  });
  const { run } = mutation;
  const boost = useCallback((offerId: string) => run({ offerId }), [run]);
  return {
    boost,
    isPending: mutation.isPending,
    offerId: mutation.variables?.offerId,
    error: mutation.error,
    reset: mutation.reset,
  };
}
