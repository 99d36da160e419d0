'use client';

import type { OfferActionDocument, OfferAttribution, OfferkitError } from '@offerkit/data';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { type OfferkitKeyScope, offerkitKeys } from '../offerkitKeys.ts';
import { useOfferkit } from '../useOfferkit.ts';
import { trackAction } from './actionAborts.ts';
import type { OfferkitContextValue } from './OfferkitContext.ts';
import { applyOfferActionResult } from './offerCache.ts';

/** Callbacks every offer action hook accepts. */
export interface OfferActionCallbacks {
  /** Called once the action succeeded and the cache holds the updated offer, with the service's attribution. */
  onSuccess?: (attribution: OfferAttribution) => void;
  /** Called when the action failed; the error is also in the hook's `error`. Not called for a cancelled run. */
  onError?: (error: OfferkitError) => void;
}

/** What `perform` gets besides the variables: the provider's values at the time of the run, and its abort signal. */
export interface OfferMutationContext extends OfferkitContextValue {
  /** Aborted when the user changes while the request is in flight. */
  signal: AbortSignal;
}

interface OfferMutationConfig<Variables extends { offerId: string }> extends OfferActionCallbacks {
  /** Sends the request. */
  perform: (variables: Variables, context: OfferMutationContext) => Promise<OfferActionDocument>;
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
 * A run as the mutation holds it: the caller's variables, the provider at the time, the run's signal, and
 * `release`, which forgets the run's abort controller once it settled.
 */
type Run<Variables> = Variables & { context: OfferkitContextValue; signal: AbortSignal; release: () => void };

function sameScope(a: OfferkitKeyScope, b: OfferkitKeyScope): boolean {
  return a.baseUrl === b.baseUrl && a.organizationId === b.organizationId && a.userId === b.userId;
}

/**
 * The one implementation behind `useOfferAction`, `useActivateOffer` and `useBoostOffer`: a guarded
 * mutation whose success updates the cache through `applyOfferActionResult`.
 *
 * Each run keeps the provider's values (client, user, components) it started with, and an abort signal
 * the provider fires on a user switch: the POST is aborted, and whatever arrives anyway is never written
 * into the cache (the next user's keys are never even computed from it).
 */
export function useOfferMutation<Variables extends { offerId: string }>(
  config: OfferMutationConfig<Variables>,
): OfferMutation<Variables> {
  const context = useOfferkit();
  const { queryClient, scope } = context;
  // Offers with a run started by this hook. A ref, not state: a double click fires both handlers before
  // React re-renders, and state would still read "not pending" in the second one.
  const inFlight = useRef(new Set<string>());

  const mutation = useMutation<OfferActionDocument, OfferkitError, Run<Variables>>(
    {
      mutationKey: offerkitKeys.actions(scope),
      mutationFn: (run) => config.perform(stripRun(run), { ...run.context, signal: run.signal }),
      // Never retried: a POST that reached the service but lost its response must not run twice.
      retry: false,
      onSuccess: async (document, run) => {
        // A user switch aborted this run: its response belongs to nobody on screen now.
        if (run.signal.aborted) return;
        // Awaited, so `isPending` turns false only once every list shows the new state.
        await applyOfferActionResult(queryClient, {
          scope: run.context.scope,
          offerId: run.offerId,
          document,
          supportedComponents: config.componentsOf(stripRun(run), run.context),
        });
        config.onSuccess?.(document.attribution);
      },
      onError: (error, run) => {
        if (!run.signal.aborted) config.onError?.(error);
      },
      onSettled: (_data, _error, run) => {
        run.release();
        inFlight.current.delete(run.offerId);
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
        mutationKey: offerkitKeys.actions(context.scope),
        status: 'pending',
        predicate: (pending) =>
          (pending.state.variables as { offerId?: unknown } | undefined)?.offerId === variables.offerId,
      });
      if (pendingElsewhere.length > 0) return;
      inFlight.current.add(variables.offerId);
      const tracked = trackAction(queryClient, context.scope);
      mutate({ ...variables, context, signal: tracked.signal, release: tracked.done });
    },
    [mutate, queryClient, context],
  );

  // A run of another user (before a switch) is not this user's: show it as idle.
  const current = mutation.variables;
  const ours = current === undefined || sameScope(current.context.scope, scope);
  return {
    run,
    isPending: ours && mutation.isPending,
    error: ours ? mutation.error : null,
    variables: ours && current !== undefined ? stripRun(current) : undefined,
    reset: mutation.reset,
  };
}

function stripRun<Variables>({
  context: _context,
  signal: _signal,
  release: _release,
  ...variables
}: Run<Variables>): Variables {
  return variables as unknown as Variables;
}
