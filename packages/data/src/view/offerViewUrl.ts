import type { Offer } from '../types/offer.ts';
import { findOfferAsset } from '../url/findOfferAsset.ts';
import { offerImageView } from './offerImageView.ts';

/**
 * The URL to load, exactly as given, when the offer's detail opens: its `IMG_VIEW` asset, whose load
 * records the `VIEW` event. `undefined` when the offer has none, or when the detail already draws it as
 * its banner (no `BANNER_IMAGE`): the banner's own load is then the view, and a second load would count
 * it twice.
 */
export function offerViewUrl(offer: Offer): string | undefined {
  const view = findOfferAsset(offer, ['IMG_VIEW']);
  if (view === undefined) return undefined;
  return offerImageView(offer, 'banner').url === view.url ? undefined : view.url;
}
