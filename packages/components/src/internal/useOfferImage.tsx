'use client';
import { type Offer, offerImageView } from '@offerkit/data';
import { type ImpressionTargetAttributes, useImpression } from '@offerkit/hooks';
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

/** What {@link useOfferImage} returns. */
export interface OfferImage {
  /** The image, or its placeholder until the impression policy lets it load, or the monogram. */
  element: ReactElement;
  /** With `target: 'host'`: put it on the element whose visibility counts (the card). */
  targetRef: (element: Element | null) => void;
  /** With `target: 'host'`: spread on the same element (see `useImpression`). */
  targetAttributes: ImpressionTargetAttributes;
}

/**
 * One of an offer's images as `offerImageView` chooses it, drawn by {@link useAssetImage} under
 * `baseClass`, loaded when the impression policy says so (`useImpression`). `target` is what must be
 * seen: the image itself (`self`, a detail's banner and logo) or the caller's element (`host`: the card,
 * which puts `targetRef` on itself). A hook rather than a component: the logo sits in every card, and
 * needs no fiber of its own.
 */
export function useOfferImage(
  kind: 'logo' | 'banner',
  baseClass: string,
  { offer, decorative = false, loading = 'lazy', className }: OfferImageProps,
  target: 'self' | 'host' = 'self',
): OfferImage {
  const image = offerImageView(offer, kind);
  const { due, targetRef, onImageLoad, targetAttributes } = useImpression(image.url);
  const element = useAssetImage({
    baseClass,
    className,
    url: image.url,
    alt: image.alt,
    name: image.name,
    decorative,
    loading,
    due,
    targetRef: target === 'self' ? targetRef : undefined,
    targetAttributes: target === 'self' ? targetAttributes : undefined,
    onLoad: onImageLoad,
  });
  return { element, targetRef, targetAttributes };
}
