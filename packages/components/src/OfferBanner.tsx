'use client';
import type { Offer } from '@offerkit/data';
import type { ReactElement } from 'react';
import { AssetImage } from './internal/AssetImage.tsx';
import { findAsset } from './internal/findAsset.ts';

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
  const asset = findAsset(offer, ['BANNER_IMAGE', 'IMG_VIEW']);
  const name = offer.attributes.name;
  return (
    <AssetImage
      key={asset?.url}
      baseClass="ok-OfferBanner"
      className={className}
      url={asset?.url}
      alt={asset?.alt?.trim() ? asset.alt : name}
      name={name}
      decorative={decorative}
      loading={loading}
    />
  );
}
