'use client';

import type { OfferActionDocument, OfferAttribution, OfferkitError } from '@offerkit/data';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { offerkitKeys } from '../offerkitKeys.ts';
import { useOfferkit } from '../useOfferkit.ts';
import type { OfferkitContextValue } from './OfferkitContext.ts';
import { applyOfferActionResult } from './offerCache.ts';

/** Callbacks every offer action hook accepts. */
export interface OfferActionCallbacks {
  /** Called once the action succeeded and the cache holds the updated offer, with the service's attribution. */
  onSuccess?: (attribution: OfferAttribution) => void;
  /** Called when the action failed; the error is also in the hook's `error`. */
  onError?: (error: OfferkitError) => void;
}

interface OfferMutationConfig<Variables extends { offerId: string }> extends OfferActionCallbacks {
  /** Sends the request. */
  perform: (variables: Variables, context: OfferkitContextValue) => Promise<OfferActionDocument>;
  /** The `supportedComponents` the response's offer is computed for. */
  componentsOf: (variables: Variables, context: OfferkitContextValue) => readonly string[];
}

export interface OfferMutation<Variables> {
  /** Starts the action, unless one for the same offer and user is already pending anywhere. */
  run: (variables: Variables) => void;
  isPending: boolean;
  error: OfferkitError | null;
  /** The variables of the latest run, while pending or after it settled. */
  variables: Variables | undefined;
  reset: () => void;
}

/**
 * The one implementation behind `useOfferAction`, `useActivateOffer` and `useBoostOffer`: a guarded
 * mutation whose success updates the cache through `applyOfferActionResult`.
 */
export function useOfferMutation<Variables extends { offerId: string }>(
  config: OfferMutationConfig<Variables>,
): OfferMutation<Variables> {
  const context = useOfferkit();
  const { queryClient, userId } = context;
  // Offers with a run started by this hook. A ref, not state: a double click fires both handlers before
  // React re-renders, and state would still read "not pending" in the second one.
  const inFlight = useRef(new Set<string>());

  const mutation = useMutation<OfferActionDocument, OfferkitError, Variables>(
    {
      mutationKey: offerkitKeys.actions(userId),
      mutationFn: (variables) => config.perform(variables, context),
      // Never retried: a POST that reached the service but lost its response must not run twice.
      retry: false,
      onSuccess: async (document, variables) => {
        // Awaited, so `isPending` turns false only once every list shows the new state.
        await applyOfferActionResult(queryClient, {
          userId,
          offerId: variables.offerId,
          document,
          supportedComponents: config.componentsOf(variables, context),
        });
        config.onSuccess?.(document.attribution);
      },
      onError: (error) => config.onError?.(error),
      onSettled: (_data, _error, variables) => {
        inFlight.current.delete(variables.offerId);
      },
    },
    queryClient,
  );

  const { mutate } = mutation;
  const run = useCallback(
    (variables: Variables) => {
      if (inFlight.current.has(variables.offerId)) return;
      // Another component (a list card and a detail view of the same offer) may have started one.
      const pendingElsewhere = queryClient.getMutationCache().findAll({
        mutationKey: offerkitKeys.actions(userId),
        status: 'pending',
        predicate: (pending) =>
          (pending.state.variables as { offerId?: unknown } | undefined)?.offerId === variables.offerId,
      });
      if (pendingElsewhere.length > 0) return;
      inFlight.current.add(variables.offerId);
      mutate(variables);
    },
    [mutate, queryClient, userId],
  );

  return {
    run,
    isPending: mutation.isPending,
    error: mutation.error,
    variables: mutation.variables,
    reset: mutation.reset,
  };
}
