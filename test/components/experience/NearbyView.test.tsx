import type { NearbyMapProps } from '@offerkit/components';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installGeolocation, installPermission, MISSION } from '../../hooks/fakeGeolocation.ts';
import { locationRequests, renderExperience, sandbox, setupFlatLayout, setupSandbox } from './harness.tsx';

const state = setupSandbox();
setupFlatLayout();

const locationsList = () => screen.findByRole('list', { name: 'Nearby' });
const distances = (list: HTMLElement) =>
  [...list.querySelectorAll('.ok-LocationCard-distance')].map((element) =>
    Number.parseFloat(element.textContent ?? ''),
  );

/** The nearby view with the browser's geolocation allowed: its root (for `data-geolocation`) and a user. */
function renderWithGeolocation() {
  const user = userEvent.setup();
  const { container } = renderExperience(state.fetches, { defaultView: 'nearby', allowGeolocation: true });
  const view = container.querySelector('.ok-NearbyView');
  const pressUseMyLocation = () => user.click(screen.getByRole('button', { name: 'Use my location' }));
  return { user, view, pressUseMyLocation };
}

describe('OffersExperience: nearby view against the sandbox', () => {
  it('lists the locations around a given position nearest first, each with its offers', async () => {
    renderExperience(state.fetches, { defaultView: 'nearby', position: MISSION, locationsPageSize: 10 });
    expect(screen.getByText('Showing merchants around your area.')).toBeInTheDocument();
    const list = await locationsList();
    const miles = distances(list);
    expect(miles.length).toBeGreaterThan(1);
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
    expect(Math.max(...miles)).toBeLessThanOrEqual(10);
    const first = within(list).getAllByRole('article')[0] as HTMLElement;
    expect(within(first).getByRole('heading', { name: 'Offers here' })).toBeInTheDocument();
    const url = locationRequests(state.fetches)[0]?.url ?? '';
    expect(url).toContain('filter[latitude]=37.7599');
    expect(url).toContain('filter[longitude]=-122.4148');
    expect(url).toContain('filter[radius]=10');
    expect(url).toContain('include=offers,categories');
  });

  it('the radius menu and the place filters go into the request', async () => {
    const user = userEvent.setup();
    renderExperience(state.fetches, { defaultView: 'nearby', position: MISSION, radiusOptions: [1, 3, 10] });
    await locationsList();
    const radius = screen.getByRole('combobox', { name: 'Distance' });
    expect(
      within(radius)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Within 1 mile', 'Within 3 miles', 'Within 10 miles']);
    await user.selectOptions(radius, 'Within 1 mile');
    await waitFor(() =>
      expect(locationRequests(state.fetches).at(-1)?.url).toMatch(/filter\[radius\]=1(&|$)/),
    );
    await waitFor(async () => expect(Math.max(...distances(await locationsList()))).toBeLessThanOrEqual(1));

    await user.type(screen.getByRole('textbox', { name: 'Zip code' }), '94110');
    await user.type(screen.getByRole('textbox', { name: 'State' }), 'ca');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(locationRequests(state.fetches).at(-1)?.url).toContain('filter[zipCode]=94110'),
    );
    expect(locationRequests(state.fetches).at(-1)?.url).toContain('filter[state]=CA');
    expect(screen.getByRole('textbox', { name: 'State' })).toHaveValue('CA');
    await waitFor(async () => {
      const places = [...(await locationsList()).querySelectorAll('.ok-LocationCard-place')];
      expect(places.length).toBeGreaterThan(0);
      expect(places.every((place) => place.textContent?.includes('CA 94110'))).toBe(true);
    });
  });

  it('shows the empty state with a way to clear the place filters', async () => {
    const user = userEvent.setup();
    renderExperience(state.fetches, { defaultView: 'nearby', position: MISSION });
    await locationsList();
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Nowhereville');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'No merchants found' })).toBeInTheDocument();
    await user.click(
      within(screen.getByRole('tabpanel')).getAllByRole('button', {
        name: 'Clear filters',
      })[0] as HTMLElement,
    );
    expect(await locationsList()).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('');
  });

  it('gives a host map the centre, radius and sorted locations, and lets it focus a card', async () => {
    const maps: NearbyMapProps[] = [];
    renderExperience(state.fetches, {
      defaultView: 'nearby',
      position: MISSION,
      renderMap: (map) => {
        maps.push(map);
        return <div data-testid="map">{map.locations.length} markers</div>;
      },
    });
    const list = await locationsList();
    const map = maps.at(-1) as NearbyMapProps;
    expect(map.center).toEqual(MISSION);
    expect(map.radiusMiles).toBe(10);
    expect(screen.getByTestId('map')).toHaveTextContent(`${map.locations.length} markers`);
    const names = within(list)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(map.locations.map((location) => location.attributes.name)).toEqual(names);
    const last = map.locations.at(-1);
    act(() => map.selectLocation(last?.id ?? ''));
    const focused = document.activeElement as HTMLElement;
    expect(focused).toHaveAttribute('data-location-id', last?.id);
    expect(within(focused).getByRole('heading', { level: 3 })).toHaveTextContent(last?.attributes.name ?? '');
  });

  it('opens an offer of a location in the detail dialog', async () => {
    const user = userEvent.setup();
    renderExperience(state.fetches, { defaultView: 'nearby', position: MISSION });
    const list = await locationsList();
    const card = within(list).getAllByRole('article')[0] as HTMLElement;
    const offerButton = within(card).getAllByRole('button')[0] as HTMLElement;
    await user.click(offerButton);
    expect(screen.getByRole('dialog', { name: offerButton.textContent ?? '' })).toBeInTheDocument();
  });

  it('shows an error with retry when the locations cannot be loaded', async () => {
    sandbox.faults.add({ route: 'locations', fault: { status: 500 }, times: 1 });
    const user = userEvent.setup();
    renderExperience(state.fetches, { defaultView: 'nearby', position: MISSION });
    expect(await screen.findByText('Locations could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await locationsList()).toBeInTheDocument();
  });

  it('without a position or geolocation, explains and searches by place', async () => {
    const user = userEvent.setup();
    renderExperience(state.fetches, { defaultView: 'nearby' });
    expect(
      screen.getByText('See offers at merchants around you. You can also search by city, zip code or state.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Use my location' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Distance' })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Nearby' })).toBeNull();
    expect(locationRequests(state.fetches)).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Austin{Enter}');
    const list = await locationsList();
    const url = locationRequests(state.fetches)[0]?.url ?? '';
    expect(url).toContain('filter[city]=Austin');
    expect(url).toContain('sort=locationName');
    expect(url).not.toContain('filter[latitude]');
    expect(list.querySelector('.ok-LocationCard-distance')).toBeNull();
    expect(sandbox.catalog.locations.some((location) => location.address.city === 'Austin')).toBe(true);
  });
});

describe('OffersExperience: browser geolocation', () => {
  it('asks only when the user presses the button, then searches around the position', async () => {
    const geo = installGeolocation();
    const { view, pressUseMyLocation } = renderWithGeolocation();
    expect(view).toHaveAttribute('data-geolocation', 'idle');
    expect(geo.calls).toBe(0);
    await pressUseMyLocation();
    expect(geo.calls).toBe(1);
    expect(view).toHaveAttribute('data-geolocation', 'prompt');
    expect(screen.getByText('Finding your location…')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Use my location' })).toBeNull();
    geo.succeed();
    expect(view).toHaveAttribute('data-geolocation', 'granted');
    const list = await locationsList();
    expect(distances(list).length).toBeGreaterThan(0);
    expect(locationRequests(state.fetches)[0]?.url).toContain('filter[latitude]=37.7599');
  });

  it('says so when the user refuses, offers to ask again, and still searches by place', async () => {
    const geo = installGeolocation();
    const { user, view, pressUseMyLocation } = renderWithGeolocation();
    await pressUseMyLocation();
    geo.fail(1);
    expect(view).toHaveAttribute('data-geolocation', 'denied');
    expect(screen.getByText(/Location access is turned off for this site/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Use my location' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Zip code' }), '94110{Enter}');
    expect(await locationsList()).toBeInTheDocument();
  });

  it('reports a position that cannot be had as unavailable', async () => {
    const geo = installGeolocation();
    const { view, pressUseMyLocation } = renderWithGeolocation();
    await pressUseMyLocation();
    geo.fail(3);
    expect(view).toHaveAttribute('data-geolocation', 'unavailable');
    expect(screen.getByText(/Your location is not available right now/)).toBeInTheDocument();
  });

  it('is unavailable where the browser has no geolocation', async () => {
    const { view, pressUseMyLocation } = renderWithGeolocation();
    await pressUseMyLocation();
    expect(view).toHaveAttribute('data-geolocation', 'unavailable');
  });

  it('locates at once when the site already has the permission, and follows a withdrawal', async () => {
    const geo = installGeolocation();
    const permission = installPermission('granted');
    const { view } = renderWithGeolocation();
    await waitFor(() => expect(geo.calls).toBe(1));
    geo.succeed();
    expect(await locationsList()).toBeInTheDocument();
    permission.change('denied');
    expect(view).toHaveAttribute('data-geolocation', 'denied');
    expect(screen.queryByRole('list', { name: 'Nearby' })).toBeNull();
  });

  it('never asks the browser when the host gives a position', async () => {
    const geo = installGeolocation();
    renderExperience(state.fetches, { defaultView: 'nearby', allowGeolocation: true, position: MISSION });
    expect(await locationsList()).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Use my location' })).toBeNull();
    expect(geo.calls).toBe(0);
  });
});
