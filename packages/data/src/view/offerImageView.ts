import type { AssetType, Offer } from '../types/offer.ts';
import { findOfferAsset } from '../url/findOfferAsset.ts';
import { presentText } from './presentText.ts';

/** Which image of an offer: its logo (`LOGO_IMAGE`) or its banner (`BANNER_IMAGE`, else `IMG_VIEW`). */
export type OfferImageKind = 'logo' | 'banner';

/** What to draw for an offer's logo or banner. */
export interface OfferImageView {
  /** The asset's URL as the asset policy gives it, to load as is (it records attribution); absent: draw the monogram. */
  url?: string;
  /** Alternative text: the asset's `alt`, else the offer name. */
  alt: string;
  /** The offer name, which the monogram fallback is made of. */
  name: string;
}

const TYPES: Readonly<Record<OfferImageKind, readonly AssetType[]>> = {
  logo: ['LOGO_IMAGE'],
  banner: ['BANNER_IMAGE', 'IMG_VIEW'],
};

/** The logo or banner of an offer: the asset the URL policy lets load, and the alt-text fallback. */
export function offerImageView(offer: Offer, kind: OfferImageKind): OfferImageView {
  const name = offer.attributes.name;
  const asset = findOfferAsset(offer, TYPES[kind]);
  const view: OfferImageView = { alt: presentText(asset?.alt) ?? name, name };
  if (asset !== undefined) view.url = asset.url;
  return view;
}
