'use client';
import {
  type Coordinates,
  DEFAULT_RADIUS_MILES,
  type ExperienceThemeTokens,
  experienceThemeStyle,
  type Offer,
  type OffersExperienceView,
} from '@offerkit/data';
import { type UseOffersExperienceOptions, useOffersExperience } from '@offerkit/hooks';
import { clsx } from 'clsx';
import { type CSSProperties, type ReactElement, type ReactNode, useMemo } from 'react';
import { ConnectedEarnedRewardsList } from './ConnectedEarnedRewardsList.tsx';
import { defaultExperienceLabels, type ExperienceLabels } from './experience/experienceLabels.ts';
import { type NearbyMapProps, NearbyView } from './experience/NearbyView.tsx';
import { OfferDialog } from './experience/OfferDialog.tsx';
import { OffersView } from './experience/OffersView.tsx';
import { Heading, type TitleLevel } from './internal/Heading.tsx';
import type { OfferkitMessages } from './messages/defaultMessages.ts';
import { OfferkitMessagesProvider } from './OfferkitMessagesProvider.tsx';

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
  /** Replaces the experience's own strings (titles, filters, states); see `defaultExperienceLabels`. */
  labels?: Partial<ExperienceLabels>;
  /** Replaces the strings of the cards, lists and detail it composes (see `defaultMessages`). */
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

const NO_MESSAGES: Partial<OfferkitMessages> = {};

/**
 * The finished offers experience, data-bound (inside an `OfferkitProvider`): an offers view with search,
 * category chips, purchase channel, sort and the virtualized list with infinite loading; a nearby view of
 * merchant locations around the user; and the offer detail with its live CTA, in a built-in accessible
 * dialog or wherever the host routes to (`onSelectOffer`).
 *
 * Everything a hosted rewards WebView lets an issuer customize is a prop: theme, design tokens, every
 * string, which sections show. Every state has a screen: skeletons on first load, empty results with
 * "clear filters", errors with retry, offline, slow responses. On the server it renders the full shell
 * (title, views, filters, skeletons, or the prefetched offers) and hydrates without a mismatch.
 */
export function OffersExperience({
  theme = 'system',
  tokens,
  labels: labelOverrides,
  messages,
  getOfferHref,
  layout = 'grid',
  autoLoadMore = true,
  pageSize,
  searchDebounceMs = 300,
  slowResponseMs = 5000,
  position,
  allowGeolocation = false,
  geolocationTimeoutMs = 15_000,
  defaultRadius = DEFAULT_RADIUS_MILES,
  radiusOptions,
  locationsPageSize,
  renderMap,
  headingLevel = 2,
  currency,
  timeZone,
  className,
  ...state
}: OffersExperienceProps): ReactElement {
  const labels = useMemo(() => ({ ...defaultExperienceLabels, ...labelOverrides }), [labelOverrides]);
  const style = useMemo(() => experienceThemeStyle(tokens) as CSSProperties, [tokens]);
  const experience = useOffersExperience({ ...state, viewsLabel: labels.viewsLabel });
  const { sections, view, locale, online, opened } = experience;
  const titleId = `${experience.id}-title`;
  const shared = {
    labels,
    online,
    slowResponseMs,
    autoLoadMore,
    headingLevel,
    locale,
    currency,
    getOfferHref,
    onOpenOffer: experience.openOffer,
  };
  const viewTitles: Record<OffersExperienceView, string> = {
    offers: labels.offersTitle,
    nearby: labels.nearbyTitle,
    rewards: labels.rewardsViewTitle,
  };

  const content = (
    <section
      className={clsx('ok-OffersExperience', className)}
      // `system` matches no palette in tokens.css, so colours inherit; the attribute still re-resolves the
      // icon variables against the tokens set on this element.
      data-theme={theme}
      data-view={view}
      data-online={online}
      style={style}
      aria-labelledby={sections.header ? titleId : undefined}
      aria-label={sections.header ? undefined : labels.rewardsTitle}
    >
      {sections.header && (
        <header className="ok-OffersExperience-header">
          <Heading level={headingLevel} id={titleId} className="ok-OffersExperience-title">
            {labels.rewardsTitle}
          </Heading>
        </header>
      )}
      {experience.tabbed && (
        <div className="ok-OffersExperience-tabs" {...experience.tabListProps}>
          {experience.views.map((name) => (
            <button key={name} {...experience.getTabProps(name)} className="ok-OffersExperience-tab">
              {viewTitles[name]}
            </button>
          ))}
        </div>
      )}
      {view !== undefined && (
        <div className="ok-OffersExperience-panel" {...(experience.tabbed && experience.getPanelProps(view))}>
          {view === 'offers' ? (
            <OffersView
              {...shared}
              filters={experience.filters}
              actions={experience.filterActions}
              sections={sections}
              searchDebounceMs={searchDebounceMs}
              pageSize={pageSize}
              layout={layout}
              dir={experience.dir}
            />
          ) : view === 'nearby' ? (
            <NearbyView
              {...shared}
              position={position}
              allowGeolocation={allowGeolocation}
              geolocationTimeoutMs={geolocationTimeoutMs}
              defaultRadius={defaultRadius}
              radiusOptions={radiusOptions}
              pageSize={locationsPageSize}
              renderMap={renderMap}
            />
          ) : (
            <ConnectedEarnedRewardsList locale={locale} currency={currency} />
          )}
        </div>
      )}
      {opened !== null && (
        <OfferDialog
          {...opened}
          onClose={experience.closeOffer}
          closeLabel={labels.close}
          locale={locale}
          currency={currency}
          timeZone={timeZone}
        />
      )}
    </section>
  );

  // Always the same tree, so that passing `messages` later doesn't remount the experience.
  return <OfferkitMessagesProvider messages={messages ?? NO_MESSAGES}>{content}</OfferkitMessagesProvider>;
}
