import type { Coordinates, ExperienceThemeTokens, Offer } from '@offerkit/data';
import type { UseOffersExperienceOptions } from '@offerkit/hooks';
import type { ReactNode } from 'react';
import type { TitleLevel } from '../internal/Heading.tsx';
import type { OfferkitMessages } from '../messages/defaultMessages.ts';
import type { NearbyMapProps } from './NearbyView.tsx';

/**
 * The colour theme of an `OffersExperience`: fixed `light` or `dark`, or `system` to follow the page, whose
 * tokens follow the operating system's `prefers-color-scheme` unless the page sets a `data-theme` itself.
 */
export type ExperienceTheme = 'light' | 'dark' | 'system';

/**
 * The props of `OffersExperience`: its state options (sections, view, filters, offer selection, locale,
 * direction: see `UseOffersExperienceOptions`) and its layout, theme and content options.
 */
export interface OffersExperienceProps extends Omit<UseOffersExperienceOptions, 'viewsLabel'> {
  /**
   * Colour theme. `light` and `dark` fix the palette on the experience's root (`data-theme`). `system` sets
   * none of its own: the experience takes the page's colours, which follow the operating system's
   * preference (tokens.css), or the page's own `data-theme` and any `--ok-*` it sets on an ancestor. Either
   * way the same markup is rendered on the server and in the browser.
   * @default 'system'
   */
  theme?: ExperienceTheme;
  /** Design tokens (brand colours, surfaces, radius, font) set on the experience's root. */
  tokens?: ExperienceThemeTokens;
  /**
   * Replaces any of its strings: its own (titles, filters, states) and those of the cards, lists and detail
   * it composes; one bag, see `defaultMessages` (and `esMessages` for Spanish).
   */
  messages?: Partial<OfferkitMessages>;
  /**
   * A link for each offer (its detail page), so cards work as real links (new tab, copy link, no-JS). With
   * the built-in dialog a plain click still opens the dialog; modified clicks follow the link.
   */
  getOfferHref?: (offer: Offer) => string | undefined;
  /**
   * `grid`: as many columns as fit; `list`: one offer per row.
   * @default 'grid'
   */
  layout?: 'grid' | 'list';
  /**
   * Load the next page on its own when the end of a list scrolls near; when off, only the "Load more"
   * button does (a paged rather than endless list).
   * @default true
   */
  autoLoadMore?: boolean;
  /**
   * Offers per page (`page[size]`).
   * @default the service's default
   */
  pageSize?: number;
  /**
   * Pause after typing before the search runs, in milliseconds. A new search aborts the request of the
   * previous one.
   * @default 300
   */
  searchDebounceMs?: number;
  /**
   * How long a request may run before a "taking longer than usual" notice shows, in milliseconds.
   * @default 5000
   */
  slowResponseMs?: number;
  /** The user's position for the nearby view, when the host knows it; the browser is then never asked. */
  position?: Coordinates;
  /**
   * Whether the nearby view may ask the browser for the user's position (only when the user presses
   * "Use my location", or at once if the site already has the permission).
   * @default false
   */
  allowGeolocation?: boolean;
  /**
   * Time allowed for the browser to find the position, in milliseconds.
   * @default 15000
   */
  geolocationTimeoutMs?: number;
  /**
   * Initial search radius of the nearby view, in whole miles.
   * @default 10
   */
  defaultRadius?: number;
  /**
   * Radius choices of the nearby view, in miles.
   * @default [1, 5, 10, 25, 50]
   */
  radiusOptions?: readonly number[];
  /**
   * Locations per page (`page[size]`).
   * @default the service's default
   */
  locationsPageSize?: number;
  /**
   * Draws the host's map (Leaflet, MapLibre, Google…) above the nearby list; without it the list stands
   * alone. Gets the centre, the radius, the loaded locations nearest first, and `selectLocation` to focus a
   * location's card.
   */
  renderMap?: (map: NearbyMapProps) => ReactNode;
  /**
   * Level of the experience's title; cards and states use the next level. `1` when the experience is the
   * page (its title is then the page's only `<h1>`, with no second title above it).
   * @default 2
   */
  headingLevel?: Exclude<TitleLevel, 6>;
  /**
   * Currency of `FLAT` `userReward` values.
   * @default 'USD'
   */
  currency?: string;
  /**
   * IANA time zone of the dates in the detail.
   * @default the runtime's time zone
   */
  timeZone?: string;
  /** Extra class names (the root always has `ok-OffersExperience`). */
  className?: string;
}
