import { INITIAL_OFFERS_FILTERS, type OffersExperienceFilters } from '@offerkit/data';
import { type UseOffersSearchResult, useOffersSearch } from '@offerkit/hooks';
import { waitFor } from '@testing-library/react';
import { renderWithOfferkit, sandboxClient, setupSandbox } from './harness.tsx';

const harness = setupSandbox();
const { sandbox } = harness;

interface ProbeProps {
  filters: OffersExperienceFilters;
  online: boolean;
  onResult: (result: UseOffersSearchResult) => void;
}

/** Calls the hook and hands each result to the test. */
function Probe({ filters, online, onResult }: ProbeProps) {
  onResult(useOffersSearch({ filters, pageSize: 10, online }));
  return null;
}

/** Renders the hook for some filters and keeps its latest result. */
function renderSearch(filters: OffersExperienceFilters, online = true) {
  const results: UseOffersSearchResult[] = [];
  const probe = (next: OffersExperienceFilters) => (
    <Probe filters={next} online={online} onResult={(result) => results.push(result)} />
  );
  const view = renderWithOfferkit(probe(filters), {
    client: sandboxClient(sandbox),
    userId: sandbox.newCustomerId,
  });
  return {
    latest: () => results.at(-1) as UseOffersSearchResult,
    filterBy: (next: OffersExperienceFilters) => view.rerenderWith({}, probe(next)),
  };
}

describe('useOffersSearch', () => {
  it('lists the offers for the filters, with categories for the chips and the list props', async () => {
    const search = renderSearch(INITIAL_OFFERS_FILTERS);
    expect(search.latest().content).toBe('list');
    expect(search.latest().hasData).toBe(false);
    expect(search.latest().statusProps).toEqual({ online: true, hasContent: false, busy: true });
    await waitFor(() => expect(search.latest().hasData).toBe(true));
    expect(search.latest().statusProps).toEqual({ online: true, hasContent: true, busy: false });
    const { list, categories } = search.latest();
    expect(list.offers).toHaveLength(10);
    expect(search.latest().showCount).toBe(true);
    expect(list.listProps.status).toBe('success');
    expect(categories.length).toBeGreaterThan(1);
    expect(new Set(categories).size).toBe(categories.length);
    const url = harness.offerGets()[0]?.url;
    expect(url?.searchParams.get('include')).toBe('categories');
    expect(url?.searchParams.get('page[size]')).toBe('10');
  });

  it('keeps the chips it has seen while a filter narrows the list, and the selected one', async () => {
    const search = renderSearch(INITIAL_OFFERS_FILTERS);
    await waitFor(() => expect(search.latest().hasData).toBe(true));
    const before = search.latest().categories;
    search.filterBy({ ...INITIAL_OFFERS_FILTERS, search: 'bakery' });
    await waitFor(() =>
      expect(search.latest().list.offers.map((offer) => offer.attributes.name)).toEqual([
        'Maple Street Bakery',
      ]),
    );
    expect(search.latest().filtered).toBe(true);
    expect(search.latest().categories.slice(0, before.length)).toEqual(before);

    search.filterBy({ ...INITIAL_OFFERS_FILTERS, category: 'A category nobody offers' });
    await waitFor(() => expect(search.latest().content).toBe('empty'));
    expect(search.latest().categories).toContain('A category nobody offers');
    expect(search.latest().showCount).toBe(false);
    expect(harness.offerGets().at(-1)?.url.searchParams.get('filter[category]')).toBe(
      'A category nobody offers',
    );
  });

  it('draws the offline screen while there is no network and nothing loaded', () => {
    const search = renderSearch(INITIAL_OFFERS_FILTERS, false);
    expect(search.latest().content).toBe('offline');
  });
});
