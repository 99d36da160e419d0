import { RewardsApiError, RewardsRequestError } from '@offerkit/data';
import type { UseLocationsResult } from '@offerkit/hooks';
import { act, screen, waitFor } from '@testing-library/react';
import { renderWithOfferkit, sandboxClient, setupSandbox } from './harness.tsx';
import { listRows, listSettled } from './listQueries.ts';
import { LocationList } from './probes.tsx';

const harness = setupSandbox();
const { sandbox } = harness;

const rows = () => listRows('locations');
const settled = () => listSettled('locations');

describe('useLocations', () => {
  it('pages over links.next with one GET per page and resolves each location’s offers', async () => {
    let latest: UseLocationsResult | undefined;
    renderWithOfferkit(<LocationList pageSize={50} onResult={(result) => (latest = result)} />, {
      client: sandboxClient(sandbox),
      userId: sandbox.newCustomerId,
    });
    await waitFor(() => expect(rows()).toHaveLength(50));
    expect(harness.locationGets()).toHaveLength(1);
    const first = harness.locationGets()[0]?.url.searchParams;
    expect(first?.get('include')).toBe('offers,categories');
    expect(first?.getAll('supportedComponents').length).toBeGreaterThan(0);

    const total = sandbox.catalog.locations.length;
    let pages = 1;
    while (screen.queryByRole('button', { name: 'More locations' }) !== null) {
      pages += 1;
      await act(async () => screen.getByRole('button', { name: 'More locations' }).click());
      await waitFor(() => expect(rows()).toHaveLength(Math.min(pages * 50, total)));
      expect(harness.locationGets()).toHaveLength(pages);
      expect(harness.locationGets().at(-1)?.url.searchParams.get('page[after]')).toBeTruthy();
    }
    expect(rows()).toHaveLength(total);
    expect(pages).toBe(Math.ceil(total / 50));

    // Every location carries the offer it serves, and the list exposes those offers once each.
    const ids = latest?.offers.map((offer) => offer.id) ?? [];
    expect(new Set(ids).size).toBe(ids.length);
    for (const location of latest?.locations ?? []) {
      const expected = sandbox.catalog.locations.find((candidate) => candidate.id === location.id)?.offerId;
      expect(location.offers.map((offer) => offer.id)).toEqual([expected]);
      expect(ids).toContain(expected);
    }
    expect(latest?.categories.length).toBeGreaterThan(0);
  });

  it('starts a new list for a radius search and shares one request between subscribers', async () => {
    const centre = sandbox.catalog.locations[0]?.coordinates;
    expect(centre).toBeDefined();
    const { latitude = 0, longitude = 0 } = centre ?? {};
    const view = renderWithOfferkit(<LocationList pageSize={10} />, {
      client: sandboxClient(sandbox),
      userId: sandbox.newCustomerId,
    });
    await waitFor(() => expect(rows()).toHaveLength(10));
    view.rerenderWith(
      {},
      <>
        <LocationList latitude={latitude} longitude={longitude} radius={2} />
        <LocationList latitude={latitude} longitude={longitude} radius={2} />
      </>,
    );
    await waitFor(() => expect(harness.locationGets()).toHaveLength(2));
    await waitFor(() => {
      for (const status of screen.getAllByTestId('locations-status'))
        expect(status).toHaveTextContent('success');
    });
    const search = harness.locationGets()[1]?.url.searchParams;
    expect(search?.get('filter[latitude]')).toBe(String(latitude));
    expect(search?.get('filter[radius]')).toBe('2');
    expect(harness.locationGets()).toHaveLength(2);
  });

  it('reports errors with the same model as offers', async () => {
    let latest: UseLocationsResult | undefined;
    sandbox.faults.add({ route: 'locations', fault: { status: 502 } });
    const view = renderWithOfferkit(<LocationList onResult={(result) => (latest = result)} />, {
      client: sandboxClient(sandbox),
      userId: sandbox.newCustomerId,
    });
    await settled();
    expect(latest?.error).toBeInstanceOf(RewardsApiError);
    expect((latest?.error as RewardsApiError | undefined)?.status).toBe(502);
    expect(harness.locationGets()).toHaveLength(3);

    // A radius without coordinates is refused before sending.
    view.rerenderWith({}, <LocationList radius={5} onResult={(result) => (latest = result)} />);
    await waitFor(() => expect(latest?.error).toBeInstanceOf(RewardsRequestError));
    expect(harness.locationGets()).toHaveLength(3);
  });
});
