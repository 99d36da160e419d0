'use client';
import type { Offer } from '@offerkit/data';
import { useCachedOffer, useOfferAction } from '@offerkit/hooks';
import { type ReactElement, type ReactNode, useCallback, useMemo, useRef, useState } from 'react';

/** The offer as currently cached and its CTA wired to `useOfferAction`. */
export interface BoundOfferState {
  offer: Offer;
  onAction: () => void;
  pending: boolean;
  error: Error | null;
}

interface OfferActionBindingProps {
  offer: Offer;
  children: (state: BoundOfferState) => ReactNode;
}

/**
 * Data-bound form of an offer view (only rendered inside an `OfferkitProvider`): the offer follows the
 * cache (an activate/boost elsewhere updates it without a refetch) and its CTA runs through
 * `useOfferAction`.
 *
 * An offer given by the host that sits in no cached list is not updated by the response, so the CTA whose
 * action succeeded is hidden here: the contract omits a CTA once its action is taken, and pressing it
 * again would repeat the action. A CTA with another action (a later boost) shows again.
 */
export function OfferActionBinding({ offer, children }: OfferActionBindingProps): ReactElement {
  const current = useCachedOffer(offer.id) ?? offer;
  const cta = current.attributes.components?.cta;
  const [takenUrl, setTakenUrl] = useState<string | undefined>(undefined);
  const actionUrl = cta?.action?.url;
  // The action being run, remembered at press time: by the time it succeeds the cache may already hold
  // the offer's next CTA.
  const running = useRef<string | undefined>(undefined);
  const { run, isPending, error } = useOfferAction(offer, {
    onSuccess: () => setTakenUrl(running.current),
  });
  const onAction = useCallback(() => {
    running.current = actionUrl;
    run();
  }, [actionUrl, run]);
  const shown = useMemo(() => {
    if (takenUrl === undefined || actionUrl !== takenUrl) return current;
    const { cta: _taken, ...components } = current.attributes.components ?? {};
    return { ...current, attributes: { ...current.attributes, components } };
  }, [current, takenUrl, actionUrl]);
  // A fragment: a component returning a bare ReactNode is no JSX element type under React 18's types.
  return <>{children({ offer: shown, onAction, pending: isPending, error })}</>;
}
