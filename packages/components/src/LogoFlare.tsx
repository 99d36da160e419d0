import { type LogoFlare as LogoFlareData, logoFlareView } from '@offerkit/data';
import { clsx } from 'clsx';
import type { ReactElement, ReactNode } from 'react';
import { logoFlareFrame } from './internal/logoFlareFrame.tsx';

export interface LogoFlareProps {
  /** The offer's `components.logoFlare`. Without one the logo is shown plain. */
  flare: LogoFlareData | undefined;
  /** The logo to decorate, usually an `OfferLogo`. */
  children: ReactNode;
  /** Extra class names (the wrapper always has `ok-LogoFlare`). */
  className?: string;
}

/**
 * Decorates an offer logo: a border in the `PRIMARY` or `SECONDARY` colour and an optional badge with a
 * sanitized icon at one of four corners (`data-border`, `data-position`). The mapping and its fallbacks
 * (unknown values draw the primary border and the top-right corner) are `logoFlareView`'s. Positions are
 * physical, as the service names them, so the badge stays where the design put it in right-to-left pages too.
 */
export function LogoFlare({ flare, children, className }: LogoFlareProps): ReactElement {
  return logoFlareFrame(logoFlareView(flare), children, clsx('ok-LogoFlare', className));
}
