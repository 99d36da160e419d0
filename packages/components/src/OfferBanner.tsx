'use client';
import { type Offer, offerImageView } from '@offerkit/data';
import type { ReactElement } from 'react';
import { AssetImage } from './internal/AssetImage.tsx';

export interface OfferBannerProps {
  /** The offer whose `BANNER_IMAGE` (else `IMG_VIEW`) asset is shown. */
  offer: Offer;
  /**
   * Empty alt text (and a hidden monogram), when the banner only decorates.
   * @default false
   */
  decorative?: boolean;
  /**
   * Native image loading. A banner at the top of a detail page is usually worth `eager`.
   * @default 'lazy'
   */
  loading?: 'lazy' | 'eager';
  /** Extra class names (the wrapper always has `ok-OfferBanner`). */
  className?: string;
}

/**
 * The offer's banner (`BANNER_IMAGE`, else `IMG_VIEW`), its URL used exactly as provided (attribution),
 * with alt text from the asset or the offer name. A monogram panel stands in when there is none or it
 * fails to load (`data-state="fallback"`).
 */
export function OfferBanner({
  offer,
  decorative = false,
  loading = 'lazy',
  className,
}: OfferBannerProps): ReactElement {
  const image = offerImageView(offer, 'banner');
  return (
    <AssetImage
      key={image.url}
      baseClass="ok-OfferBanner"
      className={className}
      url={image.url}
      alt={image.alt}
      name={image.name}
      decorative={decorative}
      loading={loading}
    />
  );
}
