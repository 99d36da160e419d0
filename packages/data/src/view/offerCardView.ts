import type { Offer } from '../types/offer.ts';
import { type OfferCommonView, type OfferViewOptions, offerCommonView } from './offerCommonView.ts';

/** Options of {@link offerCardView}: locale, currency and the CTA action's `pending`/`error`. */
export type OfferCardViewOptions = OfferViewOptions;

/** What to draw for an offer in a list (`OfferCard`); the progress bar goes in its `default` layout. */
export type OfferCardView = OfferCommonView;

/**
 * The list card of an offer: every text, fallback and state a card draws, computed once so the card only
 * maps it to markup (the texts and fallbacks are those of `offerTextView(offer, 'list')`).
 */
export function offerCardView(offer: Offer, options: OfferCardViewOptions = {}): OfferCardView {
  return offerCommonView(offer, 'list', options);
}
