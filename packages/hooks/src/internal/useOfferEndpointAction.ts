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
 * What `useActivateOffer` and `useBoostOffer` return: the state, and the run function under the hook's own
 * name (`activate`, `boost`). The run function takes the offer's id; it sends the request for the
 * provider's user with `include=offer` and the provider's `supportedComponents`, and does nothing while an
 * action on the same offer is pending.
 */
export type OfferEndpointAction<Name extends string> = OfferEndpointActionState & {
  [run in Name]: (offerId: string) => void;
};

/**
 * Calls the activate or boost endpoint for the provider's user with `include=offer` and the provider's
 * `supportedComponents`, through the same mutation (one request per offer at a time, cache replaced in
 * place) as `useOfferAction`; `name` is what the result calls the run function.
 */
export function useOfferEndpointAction<Name extends string>(
  endpoint: 'activateOffer' | 'boostOffer',
  name: Name,
  options: OfferActionCallbacks,
): OfferEndpointAction<Name> {
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
  const runById = useCallback((offerId: string) => run({ offerId }), [run]);
  const state: OfferEndpointActionState = {
    isPending: mutation.isPending,
    offerId: mutation.variables?.offerId,
    error: mutation.error,
    reset: mutation.reset,
  };
  // A computed key is typed as a string index; `name` is the one key it adds.
  return { ...state, [name]: runById } as OfferEndpointAction<Name>;
}
