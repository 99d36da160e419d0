import {
  EXPERIENCE_CHANNELS,
  EXPERIENCE_SORTS,
  hasActiveOffersFilters,
  INITIAL_OFFERS_FILTERS,
  normalizeOffersFilters,
  type OffersExperienceFilters,
  offersExperienceParams,
  offersFiltersReducer,
  offersParamsFromFilters,
  sameOffersFilters,
} from '@offerkit/data';

const filters = (patch: Partial<OffersExperienceFilters> = {}): OffersExperienceFilters => ({
  ...INITIAL_OFFERS_FILTERS,
  ...patch,
});

describe('offersFiltersReducer', () => {
  it('sets each filter, trimming text', () => {
    let state = offersFiltersReducer(INITIAL_OFFERS_FILTERS, { type: 'search', value: '  coffee ' });
    expect(state.search).toBe('coffee');
    state = offersFiltersReducer(state, { type: 'category', value: 'Gas' });
    state = offersFiltersReducer(state, { type: 'channel', value: 'ONLINE' });
    state = offersFiltersReducer(state, { type: 'sort', value: 'newest' });
    expect(state).toEqual({ search: 'coffee', category: 'Gas', channel: 'ONLINE', sort: 'newest' });
  });

  it('returns the same object when nothing changes, so React skips the render', () => {
    const state = filters({ search: 'tea', category: 'Gas', sort: 'expiringSoon' });
    expect(offersFiltersReducer(state, { type: 'search', value: ' tea ' })).toBe(state);
    expect(offersFiltersReducer(state, { type: 'category', value: 'Gas' })).toBe(state);
    expect(offersFiltersReducer(state, { type: 'channel', value: 'ALL' })).toBe(state);
    expect(offersFiltersReducer(state, { type: 'sort', value: 'expiringSoon' })).toBe(state);
    expect(offersFiltersReducer(state, { type: 'reset', value: { ...state } })).toBe(state);
    const clean = filters({ sort: 'newest' });
    expect(offersFiltersReducer(clean, { type: 'clear' })).toBe(clean);
  });

  it('treats an empty category as no category', () => {
    const state = filters({ category: 'Gas' });
    expect(offersFiltersReducer(state, { type: 'category', value: '  ' }).category).toBeNull();
    expect(offersFiltersReducer(state, { type: 'category', value: null }).category).toBeNull();
  });

  it('clear removes search, category and channel but keeps the sort', () => {
    const state = filters({ search: 'x', category: 'Gas', channel: 'INSTORE', sort: 'newest' });
    expect(offersFiltersReducer(state, { type: 'clear' })).toEqual(filters({ sort: 'newest' }));
  });

  it('reset replaces the whole state', () => {
    const next = filters({ search: 'pets' });
    expect(offersFiltersReducer(INITIAL_OFFERS_FILTERS, { type: 'reset', value: next })).toBe(next);
  });
});

describe('hasActiveOffersFilters', () => {
  it('is true for a search, category or channel, not for a sort', () => {
    expect(hasActiveOffersFilters(INITIAL_OFFERS_FILTERS)).toBe(false);
    expect(hasActiveOffersFilters(filters({ sort: 'newest' }))).toBe(false);
    expect(hasActiveOffersFilters(filters({ search: 'a' }))).toBe(true);
    expect(hasActiveOffersFilters(filters({ category: 'Gas' }))).toBe(true);
    expect(hasActiveOffersFilters(filters({ channel: 'ONLINE' }))).toBe(true);
  });
});

describe('normalizeOffersFilters', () => {
  it('fills in the defaults and drops unknown choices (e.g. from an old URL)', () => {
    expect(normalizeOffersFilters(undefined)).toEqual(INITIAL_OFFERS_FILTERS);
    expect(
      normalizeOffersFilters({
        search: ' pizza ',
        category: ' ',
        channel: 'PHONE' as never,
        sort: 'cheapest' as never,
      }),
    ).toEqual(filters({ search: 'pizza' }));
    expect(normalizeOffersFilters({ channel: 'INSTORE', sort: 'expiringSoon', category: 'Pets' })).toEqual(
      filters({ channel: 'INSTORE', sort: 'expiringSoon', category: 'Pets' }),
    );
  });
});

describe('offersParamsFromFilters', () => {
  it('asks for categories and nothing else when nothing is filtered', () => {
    expect(offersParamsFromFilters(INITIAL_OFFERS_FILTERS)).toEqual({ include: ['categories'] });
  });

  it('maps each filter to its query member and the sorts to the service sorts', () => {
    expect(
      offersParamsFromFilters(
        filters({ search: 'tea', category: 'Gas', channel: 'ONLINE', sort: 'newest' }),
        12,
      ),
    ).toEqual({
      include: ['categories'],
      search: 'tea',
      category: 'Gas',
      purchaseChannel: ['ONLINE'],
      sort: '-startDate',
      pageSize: 12,
    });
    expect(offersParamsFromFilters(filters({ sort: 'expiringSoon' })).sort).toBe('expirationDate');
  });

  it('leaves absent members out rather than undefined, so equal filters give equal query keys', () => {
    expect(Object.keys(offersParamsFromFilters(filters({ search: 'x' })))).toEqual(['include', 'search']);
  });
});

describe('offersExperienceParams', () => {
  it('gives the parameters of the first request, for prefetching', () => {
    expect(offersExperienceParams()).toEqual({ include: ['categories'] });
    expect(offersExperienceParams({ category: 'Pets', sort: 'newest' }, 8)).toEqual({
      include: ['categories'],
      category: 'Pets',
      sort: '-startDate',
      pageSize: 8,
    });
  });
});

describe('sameOffersFilters', () => {
  it('compares member by member, not by identity', () => {
    expect(sameOffersFilters(filters({ search: 'a' }), filters({ search: 'a' }))).toBe(true);
    expect(sameOffersFilters(filters({ search: 'a' }), filters({ search: 'b' }))).toBe(false);
    expect(sameOffersFilters(filters({ category: 'Gas' }), filters())).toBe(false);
    expect(sameOffersFilters(filters({ channel: 'ONLINE' }), filters())).toBe(false);
    expect(sameOffersFilters(filters({ sort: 'newest' }), filters())).toBe(false);
  });
});

describe('the choices', () => {
  it('lists every channel and sort once, in display order', () => {
    expect(EXPERIENCE_CHANNELS).toEqual(['ALL', 'INSTORE', 'ONLINE']);
    expect(EXPERIENCE_SORTS).toEqual(['recommended', 'newest', 'expiringSoon']);
  });
});
