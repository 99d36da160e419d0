import { createRewardsClient, type Offer, SUPPORTED_COMPONENTS } from '@offerkit/data';
import {
  createOfferkitQueryClient,
  OfferkitProvider,
  offerkitKeys,
  type UseOffersExperienceOptions,
  useOffersExperience,
} from '@offerkit/hooks';
import { act, renderHook } from '@testing-library/react';
import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { makeOffer } from '../data/fixtures.ts';

/** The hook never fetches: any request is a failure of the test. */
const client = createRewardsClient({
  baseUrl: 'http://127.0.0.1:4599/api/rewards',
  organizationId: 'org-1',
  retry: false,
  fetch: () => Promise.reject(new Error('useOffersExperience must not send requests')),
});

function renderExperienceHook(options: Partial<UseOffersExperienceOptions> = {}, providerLocale = 'en-US') {
  const queryClient = createOfferkitQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <OfferkitProvider
      client={client}
      userId="user-1"
      supportedComponents={SUPPORTED_COMPONENTS}
      queryClient={queryClient}
      locale={providerLocale}
    >
      {children}
    </OfferkitProvider>
  );
  const rendered = renderHook(
    (props: Partial<UseOffersExperienceOptions>) => useOffersExperience({ viewsLabel: 'Views', ...props }),
    {
      wrapper,
      initialProps: options,
    },
  );
  return Object.assign(rendered, { queryClient });
}

/** A click as React hands it to a card's handler. */
function click(currentTarget: HTMLElement, modifiers: Partial<MouseEvent<HTMLElement>> = {}) {
  return {
    button: 0,
    metaKey: false,
    ctrlKey: false,
    shiftKey: false,
    altKey: false,
    currentTarget,
    preventDefault: vi.fn(),
    ...modifiers,
  } as unknown as MouseEvent<HTMLElement> & { preventDefault: ReturnType<typeof vi.fn> };
}

const key = (name: string) =>
  ({ key: name, preventDefault: vi.fn() }) as unknown as KeyboardEvent<HTMLElement>;

const offer: Offer = makeOffer({ name: 'Maple Street Bakery' });

describe('useOffersExperience: views', () => {
  it('starts on the default view among the sections on, and switches when not controlled', () => {
    const onViewChange = vi.fn();
    const { result } = renderExperienceHook({ onViewChange });
    expect(result.current.views).toEqual(['offers', 'nearby']);
    expect(result.current.view).toBe('offers');
    expect(result.current.tabbed).toBe(true);
    expect(result.current.sections.search).toBe(true);
    act(() => result.current.selectView('offers'));
    expect(onViewChange).not.toHaveBeenCalled();
    act(() => result.current.selectView('nearby'));
    expect(result.current.view).toBe('nearby');
    expect(onViewChange).toHaveBeenLastCalledWith('nearby');
  });

  it("keeps the host's controlled view until the host changes it", () => {
    const onViewChange = vi.fn();
    const { result, rerender } = renderExperienceHook({ view: 'nearby', onViewChange });
    act(() => result.current.selectView('offers'));
    expect(onViewChange).toHaveBeenLastCalledWith('offers');
    expect(result.current.view).toBe('nearby');
    rerender({ view: 'offers', onViewChange });
    expect(result.current.view).toBe('offers');
  });

  it('shows the first view that is on when the requested one is off, without tabs for one view', () => {
    const { result } = renderExperienceHook({ defaultView: 'nearby', sections: { nearby: false } });
    expect(result.current.view).toBe('offers');
    expect(result.current.views).toEqual(['offers']);
    expect(result.current.tabbed).toBe(false);
  });

  it('gives tab and panel props whose ids share the experience id', () => {
    const { result } = renderExperienceHook();
    const { id } = result.current;
    expect(result.current.tabListProps).toEqual({ role: 'tablist', 'aria-label': 'Views' });
    expect(result.current.getTabProps('nearby')).toMatchObject({
      id: `${id}-tab-nearby`,
      'aria-controls': `${id}-panel-nearby`,
      'aria-selected': false,
      tabIndex: -1,
    });
    expect(result.current.getPanelProps('offers')).toEqual({
      id: `${id}-panel-offers`,
      role: 'tabpanel',
      'aria-labelledby': `${id}-tab-offers`,
    });
  });
});

describe('useOffersExperience: direction of the tab keys', () => {
  const sections = { rewards: true };

  it('follows the locale: in Arabic ArrowLeft goes to the next tab', () => {
    const { result } = renderExperienceHook({ sections, locale: 'ar-EG' });
    expect(result.current.locale).toBe('ar-EG');
    act(() => result.current.getTabProps('offers').onKeyDown(key('ArrowLeft')));
    expect(result.current.view).toBe('nearby');
  });

  it("takes the provider's locale when it has none of its own", () => {
    const { result } = renderExperienceHook({ sections }, 'he-IL');
    expect(result.current.locale).toBe('he-IL');
    act(() => result.current.getTabProps('offers').onKeyDown(key('ArrowLeft')));
    expect(result.current.view).toBe('nearby');
  });

  it('an explicit dir wins over the locale', () => {
    const { result } = renderExperienceHook({ sections, locale: 'ar-EG', dir: 'ltr' });
    act(() => result.current.getTabProps('offers').onKeyDown(key('ArrowLeft')));
    // Left to right, ArrowLeft from the first tab wraps to the last.
    expect(result.current.view).toBe('rewards');
  });
});

describe('useOffersExperience: fresh data on a view switch (issue 30, item 10)', () => {
  const sections = { rewards: true };
  const scope = { baseUrl: 'http://127.0.0.1:4599/api/rewards', organizationId: 'org-1', userId: 'user-1' };

  it('marks the data of the view switched to as stale (the view refetches it as it mounts), and sends nothing itself', () => {
    const { result, queryClient } = renderExperienceHook({ sections });
    const rewardsKey = offerkitKeys.earnedRewards(scope);
    const offersKey = [...offerkitKeys.offerLists(scope), { any: 'list' }];
    const locationsKey = [...offerkitKeys.locationLists(scope), { any: 'list' }];
    for (const queryKey of [rewardsKey, offersKey, locationsKey])
      queryClient.setQueryData(queryKey, { data: [] });
    const invalidated = (queryKey: readonly unknown[]) => queryClient.getQueryState(queryKey)?.isInvalidated;

    act(() => result.current.selectView('rewards'));
    expect(result.current.view).toBe('rewards');
    expect([invalidated(rewardsKey), invalidated(offersKey)]).toEqual([true, false]);

    act(() => result.current.selectView('offers'));
    expect(invalidated(offersKey)).toBe(true);
    // Locations do not change with purchases: a switch to Nearby keeps them.
    act(() => result.current.selectView('nearby'));
    expect(invalidated(locationsKey)).toBe(false);
    // Marked only: no query was fetched (the client of this test fails any request).
    expect(queryClient.isFetching()).toBe(0);
  });

  it('marks nothing when the view selected is the one shown', () => {
    const { result, queryClient } = renderExperienceHook({ sections });
    const offersKey = [...offerkitKeys.offerLists(scope), { any: 'list' }];
    queryClient.setQueryData(offersKey, { data: [] });
    act(() => result.current.selectView('offers'));
    expect(queryClient.getQueryState(offersKey)?.isInvalidated).toBe(false);
  });
});

describe('useOffersExperience: filters', () => {
  it('starts from the normalized defaultFilters and reports changes only, to the latest callback', () => {
    const first = vi.fn();
    const onFiltersChange = vi.fn();
    const { result, rerender } = renderExperienceHook({
      defaultFilters: { search: ' tea ', channel: 'PHONE' as never },
      onFiltersChange: first,
    });
    expect(result.current.filters).toEqual({
      search: 'tea',
      category: null,
      channel: 'ALL',
      sort: 'recommended',
    });
    expect(first).not.toHaveBeenCalled();
    rerender({ defaultFilters: { search: ' tea ' }, onFiltersChange });
    act(() => result.current.dispatch({ type: 'category', value: 'Gas' }));
    expect(result.current.filters.category).toBe('Gas');
    expect(onFiltersChange).toHaveBeenCalledTimes(1);
    expect(onFiltersChange).toHaveBeenLastCalledWith({
      search: 'tea',
      category: 'Gas',
      channel: 'ALL',
      sort: 'recommended',
    });
    // A change to the same value is no change: nothing is reported.
    act(() => result.current.dispatch({ type: 'category', value: 'Gas' }));
    expect(onFiltersChange).toHaveBeenCalledTimes(1);
    expect(first).not.toHaveBeenCalled();
  });
});

describe('useOffersExperience: filter actions', () => {
  it('gives one stable setter per filter, each a reducer action', () => {
    const onFiltersChange = vi.fn();
    const { result, rerender } = renderExperienceHook({ onFiltersChange });
    const actions = result.current.filterActions;
    act(() => actions.search('  coffee '));
    act(() => actions.category('Gas'));
    act(() => actions.channel('INSTORE'));
    act(() => actions.sort('expiringSoon'));
    expect(result.current.filters).toEqual({
      search: 'coffee',
      category: 'Gas',
      channel: 'INSTORE',
      sort: 'expiringSoon',
    });
    act(() => actions.clear());
    expect(result.current.filters).toEqual({
      search: '',
      category: null,
      channel: 'ALL',
      sort: 'expiringSoon',
    });
    expect(onFiltersChange).toHaveBeenCalledTimes(5);
    rerender({ onFiltersChange });
    expect(result.current.filterActions).toBe(actions);
  });
});

describe('useOffersExperience: the open offer', () => {
  it('opens the built-in dialog state with the clicked element to return focus to, and closes it', () => {
    const { result } = renderExperienceHook();
    const button = document.createElement('button');
    const event = click(button);
    act(() => result.current.openOffer(offer, event));
    expect(result.current.opened).toEqual({ offer, returnFocusTo: button });
    expect(event.preventDefault).not.toHaveBeenCalled();
    act(() => result.current.closeOffer());
    expect(result.current.opened).toBeNull();
  });

  it('takes over a plain click on a link, and leaves a modified click to the browser', () => {
    const { result } = renderExperienceHook();
    const link = document.createElement('a');
    for (const modifier of [
      { metaKey: true },
      { ctrlKey: true },
      { shiftKey: true },
      { altKey: true },
      { button: 1 },
    ]) {
      const event = click(link, modifier);
      act(() => result.current.openOffer(offer, event));
      expect(event.preventDefault).not.toHaveBeenCalled();
      expect(result.current.opened).toBeNull();
    }
    const plain = click(link);
    act(() => result.current.openOffer(offer, plain));
    expect(plain.preventDefault).toHaveBeenCalledTimes(1);
    expect(result.current.opened?.offer).toBe(offer);
  });

  it("hands the offer to the host's onSelectOffer instead of the dialog", () => {
    const onSelectOffer = vi.fn();
    const { result } = renderExperienceHook({ onSelectOffer });
    const event = click(document.createElement('a'));
    act(() => result.current.openOffer(offer, event));
    expect(onSelectOffer).toHaveBeenCalledWith(offer, event);
    expect(event.preventDefault).not.toHaveBeenCalled();
    expect(result.current.opened).toBeNull();
  });

  it('keeps openOffer and closeOffer stable across renders, so list rows are not re-rendered for them', () => {
    const { result, rerender } = renderExperienceHook();
    const { openOffer, closeOffer } = result.current;
    act(() => result.current.selectView('nearby'));
    rerender({});
    expect(result.current.openOffer).toBe(openOffer);
    expect(result.current.closeOffer).toBe(closeOffer);
  });
});

describe('useOffersExperience: connection', () => {
  afterEach(() => {
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => true });
  });

  it('follows the browser online and offline events', () => {
    const { result } = renderExperienceHook();
    expect(result.current.online).toBe(true);
    act(() => {
      Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => false });
      window.dispatchEvent(new Event('offline'));
    });
    expect(result.current.online).toBe(false);
    act(() => {
      Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => true });
      window.dispatchEvent(new Event('online'));
    });
    expect(result.current.online).toBe(true);
  });
});
