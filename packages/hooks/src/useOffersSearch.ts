'use client';
import {
  type OffersContentView,
  type OffersExperienceFilters,
  offersContent,
  offersParamsFromFilters,
} from '@offerkit/data';
import { useEffect, useMemo, useState } from 'react';
import type { StatusNoticeState } from './StatusNoticeState.ts';
import { type UseOffersResult, useOffers } from './useOffers.ts';

/** Options of {@link useOffersSearch}. */
export interface UseOffersSearchOptions {
  /** The filters to list the offers with (`useOffersExperience().filters`). */
  filters: OffersExperienceFilters;
  /**
   * Offers per page (`page[size]`).
   * @default the service's default
   */
  pageSize?: number;
  /** Whether the browser reports a network connection (`useOffersExperience().online`). */
  online: boolean;
}

/** What {@link useOffersSearch} returns: the list, the category choices and what to draw. */
export interface UseOffersSearchResult extends OffersContentView {
  /** The offers list (spread `list.listProps` onto `OfferList`). */
  list: UseOffersResult;
  /** The category names to offer as chips, in first-seen order, each once. */
  categories: string[];
  /** For the view's status notices (offline, slow response). */
  statusProps: StatusNoticeState;
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
 * The offers view's data, headless: the offers for the filters (a new filter starts a new list and aborts
 * the previous request), the category chips, and which content to draw (`offersContent`).
 *
 * ```tsx
 * const search = useOffersSearch({ filters, online });
 * search.content === 'list' && <OfferList {...search.list.listProps} offers={search.list.offers} />;
 * ```
 */
export function useOffersSearch({
  filters,
  pageSize,
  online,
}: UseOffersSearchOptions): UseOffersSearchResult {
  const list = useOffers(offersParamsFromFilters(filters, pageSize));
  const names = useMemo(
    () => union(list.categories.map((category) => category.attributes.name).filter((name) => name !== '')),
    [list.categories],
  );
  const categories = useKnownCategories(names, filters.category);
  const view = offersContent({ online, status: list.status, count: list.offers.length, filters });
  const statusProps = { online, hasContent: view.hasData, busy: list.isFetching };
  return { ...view, list, categories, statusProps };
}
