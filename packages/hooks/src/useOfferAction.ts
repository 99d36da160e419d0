'use client';

import type { Cta, Offer, OfferkitError } from '@offerkit/data';
import { useCallback } from 'react';
import { type OfferActionCallbacks, useOfferMutation } from './internal/useOfferMutation.ts';
import { useCachedOffer } from './useCachedOffer.ts';

/** Options of {@link useOfferAction}. */
export type UseOfferActionOptions = OfferActionCallbacks;

/** What {@link useOfferAction} returns. */
export interface UseOfferActionResult {
  /** The offer's call-to-action as currently cached; `undefined` once its action was taken (or if it has none). */
  cta: Cta | undefined;
  /**
   * Runs `cta.action` exactly as given. Does nothing when the CTA has no action or is `DISABLED`, and while
   * a run for this offer is pending (a double click sends one request).
   */
  run: () => void;
  /** `true` from `run` until the response is in the cache. */
  isPending: boolean;
  /** The error of the last run, `null` otherwise. */
  error: OfferkitError | null;
  /** Clears `error` (for example when the user dismisses the message). */
  reset: () => void;
}

function actionComponents(url: string): string[] {
  // The action URL already names the components its response is computed for (repeated parameters).
  const search = new URL(url, 'http://offerkit.invalid').searchParams;
  return search
    .getAll('supportedComponents')
    .flatMap((value) => value.split(','))
    .filter((value) => value !== '');
}

/**
 * The call-to-action of one offer, ready for a button: `run` posts `cta.action` through the provider's
 * client. On success the offer returned in `included` replaces that offer in every cached offers and
 * locations list, so every card, detail view and location re-renders with no refetch; when the response
 * has no `included`, only the lists holding the offer are invalidated.
 *
 * The CTA is read from the cache (`useCachedOffer`) when the offer is there, so it disappears once taken even
 * if the caller still holds the old offer object.
 *
 * ```tsx
 * const { cta, run, isPending } = useOfferAction(offer, { onSuccess: (a) => announce(a.attributes.eventCode) });
 * ```
 */
export function useOfferAction(offer: Offer, options: UseOfferActionOptions = {}): UseOfferActionResult {
  const current = useCachedOffer(offer.id) ?? offer;
  const cta = current.attributes.components?.cta;
  const mutation = useOfferMutation<{ offerId: string; url: string; method: string }>({
    perform: ({ offerId, url, method }, { client, userId, signal }) =>
      client.runAction(userId, offerId, { url, method }, { signal }),
    componentsOf: ({ url }) => actionComponents(url),
    onSuccess: options.onSuccess,
    onError: options.onError,
  });

  const { run: runMutation } = mutation;
  const action = cta?.buttonStyle === 'DISABLED' ? undefined : cta?.action;
  const url = action?.url;
  const method = action?.method;
  const offerId = current.id;
  const run = useCallback(() => {
    if (url === undefined || method === undefined) return;
    runMutation({ offerId, url, method });
  }, [runMutation, offerId, url, method]);

  return { cta, run, isPending: mutation.isPending, error: mutation.error, reset: mutation.reset };
}
