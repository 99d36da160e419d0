import type { LogoFlare as LogoFlareData } from '@offerkit/data';
import { clsx } from 'clsx';
import type { ReactElement, ReactNode } from 'react';
import { SafeSvg } from './SafeSvg.tsx';

export interface LogoFlareProps {
  /** The offer's `components.logoFlare`. Without one the logo is shown plain. */
  flare: LogoFlareData | undefined;
  /** The logo to decorate, usually an `OfferLogo`. */
  children: ReactNode;
  /** Extra class names (the wrapper always has `ok-LogoFlare`). */
  className?: string;
}

const BORDERS: Readonly<Record<string, 'primary' | 'secondary'>> = {
  PRIMARY: 'primary',
  SECONDARY: 'secondary',
};

const POSITIONS: Readonly<Record<string, 'top-right' | 'top-left' | 'bottom-right' | 'bottom-left'>> = {
  TOP_RIGHT: 'top-right',
  TOP_LEFT: 'top-left',
  BOTTOM_RIGHT: 'bottom-right',
  BOTTOM_LEFT: 'bottom-left',
};

/**
 * Decorates an offer logo: a border in the `PRIMARY` or `SECONDARY` colour and an optional badge with a
 * sanitized icon at one of four corners (`data-border`, `data-position`). Values this version does not
 * know fall back to the primary border and the top-right corner. Positions are physical, as the service
 * names them, so the badge stays where the design put it in right-to-left pages too.
 */
export function LogoFlare({ flare, children, className }: LogoFlareProps): ReactElement {
  if (flare === undefined) {
    return (
      <span className={clsx('ok-LogoFlare', className)} data-border="none">
        {children}
      </span>
    );
  }
  const border = Object.hasOwn(BORDERS, flare.borderColor) ? BORDERS[flare.borderColor] : 'primary';
  const badge = flare.badge;
  const position =
    badge && Object.hasOwn(POSITIONS, badge.position) ? POSITIONS[badge.position] : 'top-right';
  return (
    <span className={clsx('ok-LogoFlare', className)} data-border={border}>
      {children}
      {badge?.icon !== undefined && badge.icon !== '' && (
        <span className="ok-LogoFlare-badge" data-position={position}>
          <SafeSvg svg={badge.icon} />
        </span>
      )}
    </span>
  );
}
