'use client';

import { initialTakenCtaState, type Offer, takenCtaReducer, withoutTakenCta } from '@offerkit/data';
import { useCallback, useContext, useMemo, useReducer } from 'react';
import type { BoundOffer } from './BoundOffer.ts';
import { OfferkitContext } from './internal/OfferkitContext.ts';
import { useCtaAction } from './internal/useCtaAction.ts';
import { useFollowedOffer } from './internal/useFollowedOffer.ts';

export type { BoundOffer };

/**
 * One offer bound to the provider's cache, for a component that shows it with its CTA: the offer follows
 * the cache (an activate or boost elsewhere updates it without a refetch) and `onAction` runs its CTA with
 * `pending` and `error` to show. One cache subscription and no mutation observer until the CTA is pressed,
 * so a list can bind every card. Works outside an `OfferkitProvider` too: the offer as given, no action.
 *
 * An offer given by the host that sits in no cached list is not updated by the response, so the CTA whose
 * action succeeded is hidden here: the contract omits a CTA once its action is taken, and pressing it
 * again would repeat the action. A CTA with another action (a later boost) shows again.
 *
 * ```tsx
 * const { offer, onAction, pending, error } = useBoundOffer(props.offer);
 * ```
 */
export function useBoundOffer(offer: Offer): BoundOffer<Offer>;
/** By id: the offer once a cached list holds it (`useOfferLookup` reads pages until one does). */
export function useBoundOffer(offerOrId: Offer | string): BoundOffer<Offer | undefined>;
export function useBoundOffer(offerOrId: Offer | string): BoundOffer<Offer | undefined> {
  const context = useContext(OfferkitContext);
  const given = typeof offerOrId === 'string' ? undefined : offerOrId;
  const offerId = typeof offerOrId === 'string' ? offerOrId : offerOrId.id;
  const current = useFollowedOffer(context, offerId) ?? given;
  const actionUrl = current?.attributes.components?.cta?.action?.url;
  // The taken-CTA rule is data's reducer; this hook only tells it what happened.
  const [taken, dispatch] = useReducer(takenCtaReducer, initialTakenCtaState);
  const { run, isPending, error } = useCtaAction(context, current, {
    onSuccess: () => dispatch({ type: 'succeeded' }),
  });
  const onAction = useCallback(() => {
    dispatch({ type: 'pressed', url: actionUrl });
    run();
  }, [actionUrl, run]);
  const shown = useMemo(() => withoutTakenCta(current, taken.taken), [current, taken.taken]);
  return { offer: shown, onAction: context === null ? undefined : onAction, pending: isPending, error };
}
