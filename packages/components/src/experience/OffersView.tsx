'use client';
import {
  hasActiveOffersFilters,
  type Offer,
  type OffersExperienceFilters,
  type OffersFiltersAction,
  offersParamsFromFilters,
} from '@offerkit/data';
import { useOffers } from '@offerkit/hooks';
import { type Dispatch, type MouseEvent, type ReactElement, useEffect, useMemo, useState } from 'react';
import type { HeadingLevel } from '../internal/Heading.tsx';
import { OfferList } from '../OfferList.tsx';
import { CategoryChips } from './CategoryChips.tsx';
import { ChannelFilter } from './ChannelFilter.tsx';
import { ExperienceState } from './ExperienceState.tsx';
import type { ExperienceLabels } from './experienceLabels.ts';
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
  dispatch: Dispatch<OffersFiltersAction>;
  sections: OffersViewSections;
  labels: ExperienceLabels;
  online: boolean;
  slowResponseMs: number;
  searchDebounceMs: number;
  pageSize: number | undefined;
  autoLoadMore: boolean;
  layout: 'grid' | 'list';
  headingLevel: HeadingLevel;
  locale: string | undefined;
  currency: string | undefined;
  getOfferHref: ((offer: Offer) => string | undefined) | undefined;
  onOpenOffer: (offer: Offer, event: MouseEvent<HTMLElement>) => void;
}

/** Names in first-seen order, each once. */
function union(...lists: ReadonlyArray<readonly string[]>): string[] {
  return [...new Set(lists.flat())];
}

/**
 * The categories to offer as chips: those the service offered so far in this session (a narrowed list may
 * offer fewer, and the chips should not jump around while the user filters), plus the selected one.
 */
function useKnownCategories(current: readonly string[], selected: string | null): string[] {
  const [known, setKnown] = useState<readonly string[]>([]);
  const key = current.join('\u0000');
  useEffect(() => {
    const names = key === '' ? [] : key.split('\u0000');
    setKnown((previous) => {
      const next = union(previous, names);
      return next.length === previous.length ? previous : next;
    });
  }, [key]);
  return useMemo(
    () => union(known, current, selected === null ? [] : [selected]),
    [known, current, selected],
  );
}

/**
 * The offers view: search, category chips, purchase channel, sort, the virtualized list with infinite
 * loading, and every state (skeletons, empty with "clear filters", error with retry, offline, slow).
 */
export function OffersView({
  filters,
  dispatch,
  sections,
  labels,
  online,
  slowResponseMs,
  searchDebounceMs,
  pageSize,
  autoLoadMore,
  layout,
  headingLevel,
  locale,
  currency,
  getOfferHref,
  onOpenOffer,
}: OffersViewProps): ReactElement {
  const list = useOffers(offersParamsFromFilters(filters, pageSize));
  const categoryNames = useMemo(
    () => union(list.categories.map((category) => category.attributes.name).filter((name) => name !== '')),
    [list.categories],
  );
  const chips = useKnownCategories(categoryNames, filters.category);
  const filtered = hasActiveOffersFilters(filters);
  const hasData = list.status === 'success';
  const showOffline = !online && !hasData;
  const empty = hasData && list.offers.length === 0;
  const cardLevel = Math.min(headingLevel + 1, 6) as HeadingLevel;

  return (
    <div className="ok-OffersView">
      {(sections.search || sections.categories || sections.channels || sections.sort) && (
        <div className="ok-OffersView-controls">
          {sections.search && (
            <SearchBox
              value={filters.search}
              onChange={(value) => dispatch({ type: 'search', value })}
              debounceMs={searchDebounceMs}
              label={labels.searchLabel}
              placeholder={labels.searchPlaceholder}
              clearLabel={labels.clearSearch}
            />
          )}
          {(sections.channels || sections.sort) && (
            <div className="ok-OffersView-refine">
              {sections.channels && (
                <ChannelFilter
                  value={filters.channel}
                  onChange={(value) => dispatch({ type: 'channel', value })}
                  label={labels.channelLabel}
                  optionLabels={{
                    ALL: labels.channelAll,
                    INSTORE: labels.channelInStore,
                    ONLINE: labels.channelOnline,
                  }}
                />
              )}
              {sections.sort && (
                <SortSelect
                  value={filters.sort}
                  onChange={(value) => dispatch({ type: 'sort', value })}
                  label={labels.sortLabel}
                  optionLabels={{
                    recommended: labels.sortRecommended,
                    newest: labels.sortNewest,
                    expiringSoon: labels.sortExpiringSoon,
                  }}
                />
              )}
            </div>
          )}
          {sections.categories && (
            <CategoryChips
              categories={chips}
              selected={filters.category}
              onSelect={(value) => dispatch({ type: 'category', value })}
              label={labels.categoriesLabel}
              allLabel={labels.allCategories}
            />
          )}
        </div>
      )}
      <StatusNotices
        labels={labels}
        online={online}
        hasContent={hasData}
        busy={list.isFetching}
        slowResponseMs={slowResponseMs}
      />
      {sections.resultCount && (
        <p className="ok-OffersView-count" role="status">
          {hasData && !empty ? labels.resultCount(list.offers.length, list.hasNextPage) : ''}
        </p>
      )}
      {showOffline ? (
        <ExperienceState
          kind="offline"
          title={labels.offlineTitle}
          text={labels.offlineText}
          headingLevel={cardLevel}
        />
      ) : empty ? (
        <ExperienceState
          kind="empty"
          title={filtered ? labels.emptyFilteredTitle : labels.emptyTitle}
          text={filtered ? labels.emptyFilteredText : labels.emptyText}
          headingLevel={cardLevel}
          action={
            filtered ? (
              <button
                type="button"
                className="ok-ExperienceState-action"
                onClick={() => dispatch({ type: 'clear' })}
              >
                {labels.clearFilters}
              </button>
            ) : undefined
          }
        />
      ) : (
        <OfferList
          offers={list.offers}
          status={list.status}
          onRetry={list.refetch}
          hasNextPage={list.hasNextPage}
          isFetchingNextPage={list.isFetchingNextPage}
          nextPageError={list.status === 'success' && list.error !== null}
          onLoadMore={list.fetchNextPage}
          autoLoadMore={autoLoadMore}
          layout={layout}
          headingLevel={cardLevel}
          getOfferHref={getOfferHref}
          onOpenOffer={onOpenOffer}
          locale={locale}
          currency={currency}
          label={labels.offersTitle}
        />
      )}
    </div>
  );
}
