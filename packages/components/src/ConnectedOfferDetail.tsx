'use client';
import { useOffer } from '@offerkit/hooks';
import type { ReactNode } from 'react';
import { OfferDetail, type OfferDetailProps } from './OfferDetail.tsx';
import { useOfferkitMessages } from './useOfferkitMessages.ts';

export interface ConnectedOfferDetailProps
  extends Omit<OfferDetailProps, 'offer' | 'onAction' | 'pending' | 'error'> {
  /** Id of the offer to show, as it sits in any loaded offers or locations list. */
  offerId: string;
  /**
   * Shown while no loaded list holds the offer (the service has no single-offer endpoint: load or prefetch
   * a list first).
   * @default a short "not available" message (messages.offerNotFound)
   */
  fallback?: ReactNode;
}

/**
 * `OfferDetail` for an offer id, read from the cache with `useOffer` (needs an `OfferkitProvider`); its
 * CTA runs through `useOfferAction` and the view updates from the response without a refetch.
 */
export function ConnectedOfferDetail({ offerId, fallback, ...props }: ConnectedOfferDetailProps) {
  const text = useOfferkitMessages(props.messages);
  const offer = useOffer(offerId);
  if (offer === undefined) {
    return fallback !== undefined ? fallback : <p className="ok-OfferDetail-missing">{text.offerNotFound}</p>;
  }
  return <OfferDetail {...props} offer={offer} />;
}
