import type { Offer } from '../types/offer.ts';

/**
 * The offer without its CTA when that CTA's action is the one taken (`takenUrl`, see `takenCtaReducer`);
 * otherwise the offer itself, unchanged, so a view that memoizes on it re-renders nothing.
 */
export function withoutTakenCta(offer: Offer | undefined, takenUrl: string | undefined): Offer | undefined {
  if (
    offer === undefined ||
    takenUrl === undefined ||
    offer.attributes.components?.cta?.action?.url !== takenUrl
  ) {
    return offer;
  }
  const { cta: _taken, ...components } = offer.attributes.components ?? {};
  return { ...offer, attributes: { ...offer.attributes, components } };
}
