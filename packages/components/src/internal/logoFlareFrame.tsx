import type { LogoFlareView } from '@offerkit/data';
import type { ReactElement, ReactNode } from 'react';
import { SafeSvg } from '../SafeSvg.tsx';

/**
 * The markup of a flared logo: maps a `LogoFlareView` to `data-border` and the badge around `logo`,
 * nothing else. `className` is the wrapper's whole class list (`ok-LogoFlare` and any extra). A function
 * rather than a component: every card draws one, and it needs no fiber of its own.
 */
export function logoFlareFrame(
  view: LogoFlareView,
  logo: ReactNode,
  className = 'ok-LogoFlare',
): ReactElement {
  return (
    <span className={className} data-border={view.border}>
      {logo}
      {view.badge !== undefined && (
        <span className="ok-LogoFlare-badge" data-position={view.badge.position}>
          <SafeSvg svg={view.badge.icon} />
        </span>
      )}
    </span>
  );
}
