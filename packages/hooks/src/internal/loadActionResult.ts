import type { QueryClient } from '@tanstack/react-query';
import { offerkitKeys } from '../offerkitKeys.ts';
import type { applyOfferActionResult, OfferActionResult } from './applyOfferActionResult.ts';

type Apply = typeof applyOfferActionResult;

/**
 * Starts loading the code that brings the cache up to date after an offer action (`applyOfferActionResult`,
 * a chunk of its own: only a click needs it). Never rejects: a chunk that did not load gives `undefined`.
 * Internal.
 */
export function loadActionResult(): Promise<Apply | undefined> {
  return import('./applyOfferActionResult.ts').then(
    (module) => module.applyOfferActionResult,
    () => undefined,
  );
}

/**
 * Brings the cache up to date after a successful action with the code `loading` gives. When that code did
 * not load, the action still succeeded (reporting a failure would invite a second activation): every list of
 * the user is invalidated instead, so what is on screen refetches and shows the new state. Internal.
 */
export async function applyActionResult(
  loading: Promise<Apply | undefined>,
  queryClient: QueryClient,
  result: OfferActionResult,
): Promise<void> {
  const apply = await loading;
  if (apply !== undefined) return apply(queryClient, result);
  return queryClient.invalidateQueries({ queryKey: offerkitKeys.user(result.scope) });
}
