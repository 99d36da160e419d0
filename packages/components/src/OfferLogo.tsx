'use client';
import type { Offer } from '@offerkit/data';
import type { ReactElement } from 'react';
import { type OfferImageProps, useOfferImage } from './internal/useOfferImage.tsx';

export interface OfferLogoProps extends OfferImageProps {
  /** The offer whose `LOGO_IMAGE` asset is shown. */
  offer: Offer;
}

/**
 * The merchant logo (`LOGO_IMAGE`), its URL used exactly as provided because loading it records
 * attribution. Alt text is the asset's `alt`, else the offer name. When there is no logo or it fails to
 * load, a monogram of the name stands in (`data-state="fallback"`).
 */
export function OfferLogo(props: OfferLogoProps): ReactElement {
  return useOfferImage('logo', 'ok-OfferLogo', props).element;
}
