import type { LogoFlare } from '../types/components.ts';

/** The border of a flared logo, as `data-border`: `none` when the offer has no `logoFlare`. */
export type LogoFlareBorder = 'none' | 'primary' | 'secondary';

/** The corner of a flare's badge, as `data-position` (physical, as the service names it). */
export type LogoFlareBadgePosition = 'top-right' | 'top-left' | 'bottom-right' | 'bottom-left';

/** What to draw around an offer's logo. */
export interface LogoFlareView {
  /**
   * `PRIMARY` → `primary`, `SECONDARY` → `secondary`; a colour this version does not know draws the
   * `primary` border. `none` without a flare.
   */
  border: LogoFlareBorder;
  /** The badge, only when the flare has one with a non-empty icon. */
  badge?: {
    /**
     * `TOP_RIGHT` → `top-right`, and so on; a position this version does not know draws at `top-right`.
     * Physical, so the badge stays where the design put it on right-to-left pages too.
     */
    position: LogoFlareBadgePosition;
    /** Untrusted inline SVG: sanitize it before rendering. */
    icon: string;
  };
}

const BORDERS: Readonly<Record<string, LogoFlareBorder>> = {
  PRIMARY: 'primary',
  SECONDARY: 'secondary',
};

const POSITIONS: Readonly<Record<string, LogoFlareBadgePosition>> = {
  TOP_RIGHT: 'top-right',
  TOP_LEFT: 'top-left',
  BOTTOM_RIGHT: 'bottom-right',
  BOTTOM_LEFT: 'bottom-left',
};

const pick = <T>(table: Readonly<Record<string, T>>, key: string, fallback: T): T =>
  Object.hasOwn(table, key) ? (table[key] as T) : fallback;

/** The view of an offer's `components.logoFlare` (the enum mapping with its fallbacks). */
export function logoFlareView(flare: LogoFlare | undefined): LogoFlareView {
  if (flare === undefined) return { border: 'none' };
  const view: LogoFlareView = { border: pick(BORDERS, flare.borderColor, 'primary') };
  const badge = flare.badge;
  if (badge?.icon !== undefined && badge.icon !== '') {
    view.badge = { position: pick(POSITIONS, badge.position, 'top-right'), icon: badge.icon };
  }
  return view;
}
