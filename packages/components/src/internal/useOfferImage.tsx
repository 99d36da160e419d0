'use client';
import { type Offer, offerImageView } from '@offerkit/data';
import type { ReactElement } from 'react';
import { useAssetImage } from './useAssetImage.tsx';

/** The props `OfferLogo` and `OfferBanner` share. */
export interface OfferImageProps {
  /** The offer whose image is shown. */
  offer: Offer;
  /**
   * Empty alt text (and a hidden monogram), where the merchant name is written right next to the image.
   * @default false
   */
  decorative?: boolean;
  /**
   * Native image loading. Cards far down a list load when scrolled near; an image at the top of a detail
   * page is usually worth `eager`.
   * @default 'lazy'
   */
  loading?: 'lazy' | 'eager';
  /** Extra class names (the wrapper always has its component's class). */
  className?: string;
}

/**
 * One of an offer's images as `offerImageView` chooses it, drawn by {@link useAssetImage} under
 * `baseClass`. A hook rather than a component: the logo sits in every card, and needs no fiber of its own.
 */
export function useOfferImage(
  kind: 'logo' | 'banner',
  baseClass: string,
  { offer, decorative = false, loading = 'lazy', className }: OfferImageProps,
): ReactElement {
  const image = offerImageView(offer, kind);
  return useAssetImage({
    baseClass,
    className,
    url: image.url,
    alt: image.alt,
    name: image.name,
    decorative,
    loading,
  });
}
