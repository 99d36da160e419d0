import type { OfferSort, OffersQuery } from '../request/buildOffersRequest.ts';

/** The purchase-channel choice of the offers view: every channel, or one. */
export type ExperienceChannel = 'ALL' | 'INSTORE' | 'ONLINE';

/** The sort choices of the offers view; `recommended` keeps the service's own order. */
export type ExperienceSort = 'recommended' | 'newest' | 'expiringSoon';

/** What the offers view is filtered and sorted by. */
export interface OffersExperienceFilters {
  /** `filter[search]`, already debounced and trimmed; `''` for none. */
  search: string;
  /** `filter[category]`: one category name, or `null` for every category. */
  category: string | null;
  /** `filter[purchaseChannel]`. */
  channel: ExperienceChannel;
  /** `sort`. */
  sort: ExperienceSort;
}

/** A change to {@link OffersExperienceFilters}. */
export type OffersFiltersAction =
  | { type: 'search'; value: string }
  | { type: 'category'; value: string | null }
  | { type: 'channel'; value: ExperienceChannel }
  | { type: 'sort'; value: ExperienceSort }
  /** Removes search, category and channel; the sort stays (it is a preference, not a filter). */
  | { type: 'clear' }
  | { type: 'reset'; value: OffersExperienceFilters };

/** The offers-list query members a filter state sets: never a cursor, a page link or the components. */
export type OffersFilterQuery = Pick<
  OffersQuery,
  'search' | 'category' | 'purchaseChannel' | 'sort' | 'include' | 'pageSize'
>;

/** No search, every category and channel, the service's own order. */
export const INITIAL_OFFERS_FILTERS: OffersExperienceFilters = {
  search: '',
  category: null,
  channel: 'ALL',
  sort: 'recommended',
};

const SORTS: Readonly<Record<ExperienceSort, OfferSort | undefined>> = {
  recommended: undefined,
  newest: '-startDate',
  expiringSoon: 'expirationDate',
};

/** The sort choices, in menu order. */
export const EXPERIENCE_SORTS = Object.keys(SORTS) as ExperienceSort[];
/** The purchase-channel choices, in display order. */
export const EXPERIENCE_CHANNELS: readonly ExperienceChannel[] = ['ALL', 'INSTORE', 'ONLINE'];

/** Filters from a host's partial, possibly stale, initial value; unknown choices fall back to the defaults. */
export function normalizeOffersFilters(
  initial: Partial<OffersExperienceFilters> | undefined,
): OffersExperienceFilters {
  if (initial === undefined) return INITIAL_OFFERS_FILTERS;
  return {
    search: typeof initial.search === 'string' ? initial.search.trim() : '',
    // A blank category is no category.
    category: (typeof initial.category === 'string' && initial.category.trim()) || null,
    channel: EXPERIENCE_CHANNELS.includes(initial.channel as ExperienceChannel)
      ? (initial.channel as ExperienceChannel)
      : 'ALL',
    sort: EXPERIENCE_SORTS.includes(initial.sort as ExperienceSort)
      ? (initial.sort as ExperienceSort)
      : 'recommended',
  };
}

/**
 * The filter state's transitions. Returns the same object when nothing changes, so React skips the render
 * and the list keeps its cache entry.
 */
export function offersFiltersReducer(
  state: OffersExperienceFilters,
  action: OffersFiltersAction,
): OffersExperienceFilters {
  switch (action.type) {
    case 'clear':
      return hasActiveOffersFilters(state) ? { ...INITIAL_OFFERS_FILTERS, sort: state.sort } : state;
    case 'reset':
      return sameOffersFilters(state, action.value) ? state : action.value;
  }
  // One filter set: texts trimmed (a blank category is no category); the same state when nothing changes.
  const value =
    action.type === 'search'
      ? action.value.trim()
      : action.type === 'category'
        ? action.value?.trim() || null
        : action.value;
  return value === state[action.type] ? state : { ...state, [action.type]: value };
}

/** Whether a search, category or channel narrows the list (the sort does not). */
export function hasActiveOffersFilters(filters: OffersExperienceFilters): boolean {
  return filters.search !== '' || filters.category !== null || filters.channel !== 'ALL';
}

/** Whether two filter states are equal, member by member. */
export function sameOffersFilters(a: OffersExperienceFilters, b: OffersExperienceFilters): boolean {
  return a.search === b.search && a.category === b.category && a.channel === b.channel && a.sort === b.sort;
}

/**
 * The offers-list query for a filter state (what `useOffers` takes). Members that don't narrow are left out
 * rather than set to `undefined`, so equal filters give equal query keys. Categories are always included
 * (for the chips).
 */
export function offersParamsFromFilters(
  filters: OffersExperienceFilters,
  pageSize?: number,
): OffersFilterQuery {
  const params: OffersFilterQuery = { include: ['categories'] };
  if (filters.search !== '') params.search = filters.search;
  if (filters.category !== null) params.category = filters.category;
  if (filters.channel !== 'ALL') params.purchaseChannel = [filters.channel];
  const sort = SORTS[filters.sort];
  if (sort !== undefined) params.sort = sort;
  if (pageSize !== undefined) params.pageSize = pageSize;
  return params;
}

/**
 * The offers-list parameters `OffersExperience` first requests for these `defaultFilters` and `pageSize`:
 * prefetch with them on the server and the experience renders the prefetched offers, with no request, in
 * the server markup and during hydration.
 *
 * ```ts
 * await queryClient.prefetchInfiniteQuery(
 *   offersQueryOptions({ client, userId, supportedComponents, ...offersExperienceParams() }),
 * );
 * ```
 */
export function offersExperienceParams(
  defaultFilters?: Partial<OffersExperienceFilters>,
  pageSize?: number,
): OffersFilterQuery {
  return offersParamsFromFilters(normalizeOffersFilters(defaultFilters), pageSize);
}
