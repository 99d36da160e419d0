'use client';
import { DEFAULT_RADIUS_MILES, experienceThemeStyle } from '@offerkit/data';
import { useOffersExperience } from '@offerkit/hooks';
import { clsx } from 'clsx';
import { type CSSProperties, type ReactElement, useMemo } from 'react';
import { ExperienceSettingsProvider, useSettingsValue } from './experience/ExperienceSettings.ts';
import { ExperienceTabs } from './experience/ExperienceTabs.tsx';
import { LazyView } from './experience/LazyView.tsx';
import { EarnedRewardsView, LAZY_VIEWS, NearbyView, OfferDialog } from './experience/lazyViews.ts';
import type { OffersExperienceProps } from './experience/OffersExperienceProps.ts';
import { OffersView } from './experience/OffersView.tsx';
import { Heading } from './internal/Heading.tsx';
import { useMessages } from './internal/useMessages.ts';
import { defaultExperienceMessages } from './messages/defaultExperienceMessages.ts';
import type { OfferkitMessages } from './messages/defaultMessages.ts';
import { OfferkitMessagesProvider } from './OfferkitMessagesProvider.tsx';

export type { ExperienceTheme, OffersExperienceProps } from './experience/OffersExperienceProps.ts';

const NO_MESSAGES: Partial<OfferkitMessages> = {};

const preloadDialog = () => void OfferDialog.preload();

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
  // Its own strings as its views read them: the providers' replacements, then `messages` (which the views
  // get through the provider the experience wraps them in).
  const labels = useMessages(defaultExperienceMessages, messages);
  const style = useMemo(() => experienceThemeStyle(tokens) as CSSProperties, [tokens]);
  const experience = useOffersExperience({ ...state, viewsLabel: labels.viewsLabel });
  const { sections, view, locale, online, opened } = experience;
  const titleId = `${experience.id}-title`;
  const settings = useSettingsValue({
    ...{ locale, currency, timeZone, headingLevel, getOfferHref, online, slowResponseMs, autoLoadMore },
    onOpenOffer: experience.openOffer,
  });
  const offersView = {
    filters: experience.filters,
    actions: experience.filterActions,
    sections,
    dir: experience.dir,
    searchDebounceMs,
    pageSize,
    layout,
  };
  const nearbyView = {
    position,
    allowGeolocation,
    geolocationTimeoutMs,
    defaultRadius,
    radiusOptions,
    pageSize: locationsPageSize,
    renderMap,
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
        <ExperienceTabs
          views={experience.views}
          tabListProps={experience.tabListProps}
          getTabProps={experience.getTabProps}
        />
      )}
      {view !== undefined && (
        // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus of the cards inside, only to fetch code early
        <div
          className="ok-OffersExperience-panel"
          {...(experience.tabbed && experience.getPanelProps(view))}
          // Pointing at or tabbing to a card (or a location's offer) fetches the detail dialog's code.
          onPointerOver={preloadDialog}
          onFocus={preloadDialog}
        >
          {view === 'offers' ? (
            <OffersView {...offersView} />
          ) : (
            <LazyView
              view={LAZY_VIEWS[view]}
              baseClass={view === 'nearby' ? 'ok-LocationList' : 'ok-EarnedRewardsList'}
              skeleton
            >
              {view === 'nearby' ? (
                <NearbyView {...nearbyView} />
              ) : (
                <EarnedRewardsView locale={locale} currency={currency} />
              )}
            </LazyView>
          )}
        </div>
      )}
      {opened !== null && (
        <LazyView view={OfferDialog} baseClass="ok-OfferDetail">
          <OfferDialog {...opened} onClose={experience.closeOffer} closeLabel={labels.close} />
        </LazyView>
      )}
    </section>
  );

  // Always the same tree, so that passing `messages` later doesn't remount the experience.
  return (
    <OfferkitMessagesProvider messages={messages ?? NO_MESSAGES}>
      <ExperienceSettingsProvider value={settings}>{content}</ExperienceSettingsProvider>
    </OfferkitMessagesProvider>
  );
}
