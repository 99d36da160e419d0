'use client';

import type { Offer } from '@offerkit/data';
import { useCallback } from 'react';
import type { UseOfferActionResult } from '../UseOfferActionResult.ts';
import type { OfferkitContextValue } from './OfferkitContext.ts';
import { type OfferActionCallbacks, type OfferMutationConfig, useOfferMutation } from './useOfferMutation.ts';

interface CtaRun {
  offerId: string;
  url: string;
  method: string;
}

function actionComponents(url: string): string[] {
  // The action URL already names the components its response is computed for (repeated parameters).
  const search = new URL(url, 'http://offerkit.invalid').searchParams;
  return search
    .getAll('supportedComponents')
    .flatMap((value) => value.split(','))
    .filter((value) => value !== '');
}

const perform: OfferMutationConfig<CtaRun>['perform'] = (
  { offerId, url, method },
  { client, userId, signal },
) => client.runAction(userId, offerId, { url, method }, { signal });

/**
 * The CTA of an offer the caller already follows (`current`, from its one cache subscription), wired to
 * the offer mutation: `run` posts `cta.action` exactly as given through the provider's client. Outside a
 * provider (`context` is `null`) or without an offer, `run` does nothing.
 */
export function useCtaAction(
  context: OfferkitContextValue | null,
  current: Offer | undefined,
  callbacks: OfferActionCallbacks,
): UseOfferActionResult {
  const cta = current?.attributes.components?.cta;
  const mutation = useOfferMutation<CtaRun>(context, {
    perform,
    componentsOf: ({ url }) => actionComponents(url),
    onSuccess: callbacks.onSuccess,
    onError: callbacks.onError,
  });

  const { run: runMutation } = mutation;
  const action = cta?.buttonStyle === 'DISABLED' ? undefined : cta?.action;
  const url = action?.url;
  const method = action?.method;
  const offerId = current?.id;
  const run = useCallback(() => {
    if (offerId === undefined || url === undefined || method === undefined) return;
    runMutation({ offerId, url, method });
  }, [runMutation, offerId, url, method]);

  return { cta, run, isPending: mutation.isPending, error: mutation.error, reset: mutation.reset };
}
