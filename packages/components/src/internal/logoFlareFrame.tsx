import type { LogoFlareView } from '@offerkit/data';
import { clsx } from 'clsx';
import type { ReactElement, ReactNode } from 'react';
import { SafeSvg } from '../SafeSvg.tsx';

export interface LogoFlareFrameProps {
  /** The flare to draw, from `logoFlareView` (or an offer view model that holds one). */
  view: LogoFlareView;
  /** The logo to decorate. */
  children: ReactNode;
  className?: string | undefined;
}

/** The markup of a flared logo: maps a `LogoFlareView` to `data-border` and the badge, nothing else. */
export function LogoFlareFrame({ view, children, className }: LogoFlareFrameProps): ReactElement {
  return (
    <span className={clsx('ok-LogoFlare', className)} data-border={view.border}>
      {children}
      {view.badge !== undefined && (
        <span className="ok-LogoFlare-badge" data-position={view.badge.position}>
          <SafeSvg svg={view.badge.icon} />
        </span>
      )}
    </span>
  );
}
