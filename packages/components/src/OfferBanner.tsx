'use client';
import type { Offer } from '@offerkit/data';
import type { ReactElement } from 'react';
import { type OfferImageProps, useOfferImage } from './internal/useOfferImage.tsx';

export interface OfferBannerProps extends OfferImageProps {
  /** The offer whose `BANNER_IMAGE` (else `IMG_VIEW`) asset is shown. */
  offer: Offer;
}

/**
 * The offer's banner (`BANNER_IMAGE`, else `IMG_VIEW`), its URL used exactly as provided (attribution),
 * with alt text from the asset or the offer name. A monogram panel stands in when there is none or it
 * fails to load (`data-state="fallback"`).
 */
export function OfferBanner(props: OfferBannerProps): ReactElement {
  return useOfferImage('banner', 'ok-OfferBanner', props).element;
}
