'use client';
import type { OffersExperienceFilters, TextDirection } from '@offerkit/data';
import { type OffersFilterActions, useOffersSearch } from '@offerkit/hooks';
import type { ReactElement } from 'react';
import { ConnectedOfferCard } from '../ConnectedOfferCard.tsx';
import type { HeadingLevel } from '../HeadingLevel.ts';
import { useMessages } from '../internal/useMessages.ts';
import { defaultExperienceMessages } from '../messages/defaultExperienceMessages.ts';
import { OfferList } from '../OfferList.tsx';
import { CategoryChips } from './CategoryChips.tsx';
import { ChannelFilter } from './ChannelFilter.tsx';
import { ExperienceContent } from './ExperienceContent.tsx';
import { useExperienceSettings } from './ExperienceSettings.ts';
import { SearchBox } from './SearchBox.tsx';
import { SortSelect } from './SortSelect.tsx';
import { StatusNotices } from './StatusNotices.tsx';

/** Which parts of the offers view show. */
export interface OffersViewSections {
  search: boolean;
  categories: boolean;
  channels: boolean;
  sort: boolean;
  resultCount: boolean;
}

export interface OffersViewProps {
  filters: OffersExperienceFilters;
  /** One setter per filter (`useOffersExperience().filterActions`). */
  actions: OffersFilterActions;
  sections: OffersViewSections;
  searchDebounceMs: number;
  pageSize: number | undefined;
  layout: 'grid' | 'list';
  /** Writing direction, for the arrow keys of the category chips. */
  dir: TextDirection;
}

/**
 * The offers view: search, purchase channel, category chips, the count beside the sort, the virtualized list with infinite
 * loading, and every state (skeletons, empty with "clear filters", error with retry, offline, slow). The
 * data and its rules are `useOffersSearch`'s; this maps them to markup.
 */
export function OffersView({
  filters,
  actions,
  sections,
  searchDebounceMs,
  pageSize,
  layout,
  dir,
}: OffersViewProps): ReactElement {
  const labels = useMessages(defaultExperienceMessages);
  const { online, slowResponseMs, autoLoadMore, headingLevel, locale, currency, getOfferHref, onOpenOffer } =
    useExperienceSettings();
  const search = useOffersSearch({ filters, pageSize, online });
  const { list, filtered } = search;
  const cardLevel = Math.min(headingLevel + 1, 6) as HeadingLevel;

  return (
    <div className="ok-OffersView">
      {(sections.search || sections.categories || sections.channels) && (
        <div className="ok-OffersView-controls">
          {sections.search && (
            <SearchBox value={filters.search} onChange={actions.search} debounceMs={searchDebounceMs} />
          )}
          {sections.channels && <ChannelFilter value={filters.channel} onChange={actions.channel} />}
          {sections.categories && (
            <CategoryChips
              categories={search.categories}
              selected={filters.category}
              onSelect={actions.category}
              dir={dir}
            />
          )}
        </div>
      )}
      <StatusNotices slowResponseMs={slowResponseMs} {...search.statusProps} />
      {(sections.resultCount || sections.sort) && (
        // The count and the order of what follows share one row, right above the list.
        <div className="ok-OffersView-summary">
          {sections.resultCount && (
            <p className="ok-OffersView-count" role="status">
              {search.showCount ? labels.resultCount(list.offers.length, list.hasNextPage) : ''}
            </p>
          )}
          {sections.sort && <SortSelect value={filters.sort} onChange={actions.sort} />}
        </div>
      )}
      <ExperienceContent
        content={search.content}
        headingLevel={cardLevel}
        empty={{
          kind: 'empty',
          title: filtered ? labels.emptyFilteredTitle : labels.emptyTitle,
          text: filtered ? labels.emptyFilteredText : labels.emptyText,
        }}
        onClear={filtered ? actions.clear : undefined}
      >
        <OfferList
          {...list.listProps}
          {...{ autoLoadMore, layout, getOfferHref, onOpenOffer, locale, currency }}
          offers={list.offers}
          card={ConnectedOfferCard}
          headingLevel={cardLevel}
          label={labels.offersTitle}
        />
      </ExperienceContent>
    </div>
  );
}
