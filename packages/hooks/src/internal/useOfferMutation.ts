'use client';

import type { OfferActionDocument, OfferAttribution, OfferkitError } from '@offerkit/data';
import { MutationObserver } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { type OfferkitKeyScope, offerkitKeys } from '../offerkitKeys.ts';
import { trackAction } from './actionAborts.ts';
import { applyActionResult, loadActionResult } from './loadActionResult.ts';
import type { OfferkitContextValue } from './OfferkitContext.ts';

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

export interface OfferMutationConfig<Variables extends { offerId: string }> extends OfferActionCallbacks {
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
 * A run as the mutation holds it: the caller's variables, the provider at the time and the run's signal.
 */
type Run<Variables> = Variables & { context: OfferkitContextValue; signal: AbortSignal };

/** The latest run of one hook, as its component shows it. */
interface RunState<Variables> {
  variables: Variables;
  scope: OfferkitKeyScope;
  status: 'pending' | 'success' | 'error';
  error: OfferkitError | null;
}

function sameScope(a: OfferkitKeyScope, b: OfferkitKeyScope): boolean {
  return a.baseUrl === b.baseUrl && a.organizationId === b.organizationId && a.userId === b.userId;
}

/**
 * The one implementation behind `useOfferAction`, `useActivateOffer`, `useBoostOffer` and `useBoundOffer`:
 * a guarded mutation, kept in the query client's mutation cache under `offerkitKeys.actions`, whose success
 * updates the cache through `applyOfferActionResult`.
 *
 * Each run keeps the provider's values (client, user, components) it started with, and an abort signal
 * the provider fires on a user switch: the POST is aborted, and whatever arrives anyway is never written
 * into the cache (the next user's keys are never even computed from it).
 *
 * Nothing is observed until a run starts (a `MutationObserver` is made per run, not per render), so an
 * offer card that is never pressed costs one state slot; outside a provider (`context` is `null`) `run`
 * does nothing.
 */
export function useOfferMutation<Variables extends { offerId: string }>(
  context: OfferkitContextValue | null,
  config: OfferMutationConfig<Variables>,
): OfferMutation<Variables> {
  const [latest, setLatest] = useState<RunState<Variables> | undefined>(undefined);
  // The callbacks of the latest render, read when a run settles (as `useMutation` reads its options).
  const configRef = useRef(config);
  configRef.current = config;
  // Offers with a run started by this hook. A ref, not state: a double click fires both handlers before
  // React re-renders, and state would still read "not pending" in the second one.
  const inFlight = useRef<Set<string> | null>(null);
  // Which run the state shows: a run superseded by a later one, or by `reset`, no longer updates it.
  const shown = useRef<object | null>(null);

  const run = useCallback(
    (variables: Variables) => {
      if (context === null) return;
      const { queryClient, scope } = context;
      inFlight.current ??= new Set();
      const own = inFlight.current;
      if (own.has(variables.offerId)) return;
      // Another component (a list card and a detail view of the same offer) may have started one.
      const pendingElsewhere = queryClient.getMutationCache().findAll({
        mutationKey: offerkitKeys.actions(scope),
        status: 'pending',
        predicate: (pending) =>
          (pending.state.variables as { offerId?: unknown } | undefined)?.offerId === variables.offerId,
      });
      if (pendingElsewhere.length > 0) return;
      own.add(variables.offerId);
      // The cache update's code, fetched now so that it arrives while the request is in flight.
      const applying = loadActionResult();
      const tracked = trackAction(queryClient, scope);
      const observer = new MutationObserver<OfferActionDocument, OfferkitError, Run<Variables>>(queryClient, {
        mutationKey: offerkitKeys.actions(scope),
        mutationFn: (current) =>
          configRef.current.perform(stripRun(current), { ...current.context, signal: current.signal }),
        // Never retried: a POST that reached the service but lost its response must not run twice.
        retry: false,
        onSuccess: async (document, current) => {
          // A user switch aborted this run: its response belongs to nobody on screen now.
          if (current.signal.aborted) return;
          // Awaited, so `isPending` turns false only once every list shows the new state.
          await applyActionResult(applying, queryClient, {
            scope: current.context.scope,
            offerId: current.offerId,
            document,
            supportedComponents: configRef.current.componentsOf(stripRun(current), current.context),
          });
          configRef.current.onSuccess?.(document.attribution);
        },
        onError: (error, current) => {
          if (!current.signal.aborted) configRef.current.onError?.(error);
        },
      });
      const token = {};
      shown.current = token;
      const settle = (status: 'success' | 'error', error: OfferkitError | null) => {
        tracked.done();
        own.delete(variables.offerId);
        // Detached once settled, so the mutation cache can collect the finished mutation.
        observer.reset();
        if (shown.current === token) setLatest({ variables, scope, status, error });
      };
      setLatest({ variables, scope, status: 'pending', error: null });
      observer.mutate({ ...variables, context, signal: tracked.signal }).then(
        () => settle('success', null),
        (error: OfferkitError) => settle('error', error),
      );
    },
    [context],
  );

  const reset = useCallback(() => {
    shown.current = null;
    setLatest(undefined);
  }, []);

  // A run of another user (before a switch) is not this user's: show it as idle.
  const ours = latest !== undefined && context !== null && sameScope(latest.scope, context.scope);
  return {
    run,
    isPending: ours && latest.status === 'pending',
    error: ours ? latest.error : null,
    variables: ours ? latest.variables : undefined,
    reset,
  };
}

function stripRun<Variables>({
  context: _context,
  signal: _signal,
  ...variables
}: Run<Variables>): Variables {
  return variables as unknown as Variables;
}
