'use client';
import { type Offer, offerImageView } from '@offerkit/data';
import type { ReactElement } from 'react';
import { AssetImage } from './internal/AssetImage.tsx';

export interface OfferLogoProps {
  /** The offer whose `LOGO_IMAGE` asset is shown. */
  offer: Offer;
  /**
   * Empty alt text (and a hidden monogram), for places where the merchant name is written right next to it.
   * @default false
   */
  decorative?: boolean;
  /**
   * Native image loading. Cards far down a list load when scrolled near.
   * @default 'lazy'
   */
  loading?: 'lazy' | 'eager';
  /** Extra class names (the wrapper always has `ok-OfferLogo`). */
  className?: string;
}

/**
 * The merchant logo (`LOGO_IMAGE`), its URL used exactly as provided because loading it records
 * attribution. Alt text is the asset's `alt`, else the offer name. When there is no logo or it fails to
 * load, a monogram of the name stands in (`data-state="fallback"`).
 */
export function OfferLogo({
  offer,
  decorative = false,
  loading = 'lazy',
  className,
}: OfferLogoProps): ReactElement {
  const image = offerImageView(offer, 'logo');
  return (
    <AssetImage
      key={image.url}
      baseClass="ok-OfferLogo"
      className={className}
      url={image.url}
      alt={image.alt}
      name={image.name}
      decorative={decorative}
      loading={loading}
    />
  );
}
