'use client';

import type { OfferkitError } from '@offerkit/data';
import { useCallback } from 'react';
import { useOfferkit } from '../useOfferkit.ts';
import { type OfferActionCallbacks, useOfferMutation } from './useOfferMutation.ts';

/** The state both host-button hooks return, apart from the name of their run function. */
export interface OfferEndpointActionState {
  /** `true` from the call until the response is in the cache. */
  isPending: boolean;
  /** The offer of the latest call, while pending or after it settled. */
  offerId: string | undefined;
  /** The error of the latest call, `null` otherwise. */
  error: OfferkitError | null;
  /** Clears `error`. */
  reset: () => void;
}

/**
 * Calls the activate or boost endpoint for the provider's user with `include=offer` and the provider's
 * `supportedComponents`, through the same mutation (one request per offer at a time, cache replaced in
 * place) as `useOfferAction`.
 */
export function useOfferEndpointAction(
  endpoint: 'activateOffer' | 'boostOffer',
  options: OfferActionCallbacks,
): OfferEndpointActionState & { run: (offerId: string) => void } {
  const mutation = useOfferMutation<{ offerId: string }>(useOfferkit(), {
    perform: ({ offerId }, { client, userId, supportedComponents, signal }) =>
      client[endpoint](userId, offerId, {
        supportedComponents: [...supportedComponents],
        includeOffer: true,
        signal,
      }),
    componentsOf: (_variables, { supportedComponents }) => supportedComponents,
    onSuccess: options.onSuccess,
    onError: options.onError,
  });
  const { run } = mutation;
  return {
    run: useCallback((offerId: string) => run({ offerId }), [run]),
    isPending: mutation.isPending,
    offerId: mutation.variables?.offerId,
    error: mutation.error,
    reset: mutation.reset,
  };
}
