'use client';
import type { Offer } from '@offerkit/data';
import { useOffer, useOfferAction } from '@offerkit/hooks';
import type { ReactNode } from 'react';

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
 */
export function OfferActionBinding({ offer, children }: OfferActionBindingProps) {
  const current = useOffer(offer.id) ?? offer;
  const { run, isPending, error } = useOfferAction(offer);
  return children({ offer: current, onAction: run, pending: isPending, error });
}
