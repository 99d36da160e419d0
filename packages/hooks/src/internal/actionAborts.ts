import { hashKey, type QueryClient } from '@tanstack/react-query';
import { type OfferkitKeyScope, offerkitKeys } from '../offerkitKeys.ts';

/**
 * The abort controllers of the action POSTs in flight, per query client and scope. TanStack mutations
 * have no abort signal of their own; this is how a user switch stops the previous user's actions.
 */
const inFlight = new WeakMap<QueryClient, Map<string, Set<AbortController>>>();

function scopeHash(scope: OfferkitKeyScope): string {
  return hashKey(offerkitKeys.user(scope));
}

/** A controller for one action run; `done` forgets it once the run settled. */
export function trackAction(
  queryClient: QueryClient,
  scope: OfferkitKeyScope,
): { signal: AbortSignal; done: () => void } {
  const controller = new AbortController();
  let scopes = inFlight.get(queryClient);
  if (scopes === undefined) {
    scopes = new Map();
    inFlight.set(queryClient, scopes);
  }
  const hash = scopeHash(scope);
  const controllers = scopes.get(hash) ?? new Set();
  controllers.add(controller);
  scopes.set(hash, controllers);
  return {
    signal: controller.signal,
    done: () => {
      controllers.delete(controller);
      if (controllers.size === 0) scopes.delete(hash);
    },
  };
}

/** Aborts every action in flight for `scope` (a user switch): their requests stop, their results are dropped. */
export function abortActions(queryClient: QueryClient, scope: OfferkitKeyScope): void {
  const scopes = inFlight.get(queryClient);
  const hash = scopeHash(scope);
  const controllers = scopes?.get(hash);
  if (controllers === undefined) return;
  scopes?.delete(hash);
  const reason = new DOMException(
    `The signed-in user changed from "${scope.userId}": their pending offer action was cancelled.`,
    'AbortError',
  );
  for (const controller of controllers) controller.abort(reason);
}
