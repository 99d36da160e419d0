import {
  DEFAULT_RADIUS_MILES,
  type ErrorDocument,
  type Location,
  pageCursor,
  type RewardsClient,
} from '@offerkit/data';
import { miles, TRANSPORTS, useHarness } from './harness.ts';

const AUSTIN = { latitude: 30.2672, longitude: -97.7431 };
const SAN_FRANCISCO = { latitude: 37.7749, longitude: -122.4194 };

describe.each(TRANSPORTS)('Get Locations by User over %s', (kind) => {
  const harness = useHarness(kind);

  async function everyLocation(
    query: Parameters<RewardsClient['getLocations']>[1] = {},
  ): Promise<Location[]> {
    const locations: Location[] = [];
    let after: string | undefined;
    do {
      const page = await harness.client.getLocations(harness.userId, {
        pageSize: 50,
        ...query,
        ...(after === undefined ? {} : { after }),
      });
      locations.push(...page.locations);
      after = pageCursor(page.links.next, 'after');
    } while (after !== undefined);
    return locations;
  }

  /** The new customer (enrolled, history sent) gets every offer, so every catalog location, in catalog order. */
  function expectedLocations() {
    return harness.sandbox.catalog.locations;
  }

  it('lists at least 100 locations with address, coordinates and the offers redeemable there', async () => {
    const all = await everyLocation();
    expect(all.length).toBeGreaterThanOrEqual(100);
    expect(all.map((location) => location.id)).toEqual(expectedLocations().map((location) => location.id));
    for (const location of all) {
      expect(location.type).toBe('location');
      expect(location.attributes.address?.zipCode).toMatch(/^\d{5}$/);
      expect(location.attributes.coordinates?.latitude).toEqual(expect.any(Number));
      expect(location.offers).toHaveLength(1);
      expect(location.offers[0]?.id).toBe(location.relationships?.offers?.data[0]?.id);
      expect(location.categories).toHaveLength(1);
    }
    expect(all.some((location) => location.attributes.operationHours?.weekdayText?.length === 7)).toBe(true);
  });

  it(`runs a radius search in miles (haversine), ${DEFAULT_RADIUS_MILES} by default, nearest first`, async () => {
    const near = await everyLocation({ ...AUSTIN });
    const expected = expectedLocations()
      .map((location) => ({ id: location.id, distance: miles(AUSTIN, location.coordinates) }))
      .filter((entry) => entry.distance <= DEFAULT_RADIUS_MILES)
      .sort((a, b) => a.distance - b.distance);
    expect(near.length).toBeGreaterThan(0);
    expect(near.map((location) => location.id)).toEqual(expected.map((entry) => entry.id));

    const wide = await everyLocation({ ...AUSTIN, radius: 25 });
    expect(wide.length).toBeGreaterThan(near.length);
    expect(wide.some((location) => location.attributes.address?.city === 'Round Rock')).toBe(true);
    expect(near.some((location) => location.attributes.address?.city === 'Round Rock')).toBe(false);
    expect(wide.every((location) => miles(AUSTIN, location.attributes.coordinates ?? AUSTIN) <= 25)).toBe(
      true,
    );
  });

  it('city (substring, any case), zip code and state (exact) only narrow the result', async () => {
    const sf = await everyLocation({ ...SAN_FRANCISCO, radius: 15 });
    const oakland = await everyLocation({ ...SAN_FRANCISCO, radius: 15, city: 'oak' });
    expect(oakland.length).toBeGreaterThan(0);
    expect(oakland.every((location) => location.attributes.address?.city === 'Oakland')).toBe(true);
    expect(oakland.every((location) => sf.some((other) => other.id === location.id))).toBe(true);
    // A city filter does not move the search area: Brooklyn is not near San Francisco.
    expect(await everyLocation({ ...SAN_FRANCISCO, city: 'Brooklyn' })).toEqual([]);

    const brooklyn = await everyLocation({ city: 'BROOK' });
    expect(brooklyn.length).toBeGreaterThan(0);
    expect(brooklyn.every((location) => location.attributes.address?.city === 'Brooklyn')).toBe(true);

    const zip = await everyLocation({ zipCode: '94110' });
    expect(zip.length).toBeGreaterThan(0);
    expect(zip.every((location) => location.attributes.address?.zipCode === '94110')).toBe(true);
    expect(await everyLocation({ zipCode: '9411' })).toEqual([]);

    const texas = await everyLocation({ state: 'TX' });
    expect(texas.length).toBeGreaterThan(0);
    expect(texas.every((location) => location.attributes.address?.state === 'TX')).toBe(true);
    expect(await everyLocation({ state: 'tx' })).toEqual([]);
  });

  it('filters by name and category', async () => {
    const [first] = expectedLocations();
    const named = await everyLocation({ name: first?.name.toUpperCase() ?? '' });
    expect(named.length).toBeGreaterThan(0);
    expect(named.every((location) => location.attributes.name === first?.name)).toBe(true);
    const gas = await everyLocation({ category: 'Gas' });
    expect(gas.length).toBeGreaterThan(0);
    expect(gas.every((location) => location.categories[0]?.attributes.name === 'Gas')).toBe(true);
  });

  it('ignores filter[radius] without both coordinates, and refuses it below 1 or coordinates alone', async () => {
    const base = harness.orgPath(`/users/${harness.userId}/locations`);
    const plain = await harness.request<{ data: { id: string }[] }>('GET', `${base}?page[size]=100`);
    const radiusOnly = await harness.request<{ data: { id: string }[] }>(
      'GET',
      `${base}?page[size]=100&filter[radius]=1`,
    );
    expect(radiusOnly.status).toBe(200);
    expect(radiusOnly.body.data).toEqual(plain.body.data);
    const cases: [string, string][] = [
      ['filter[latitude]=30.2&filter[longitude]=-97.7&filter[radius]=0', 'filter[radius]'],
      ['filter[latitude]=30.2&filter[longitude]=-97.7&filter[radius]=2.5', 'filter[radius]'],
      ['filter[latitude]=30.2', 'filter[longitude]'],
      ['filter[latitude]=91&filter[longitude]=0', 'filter[latitude]'],
      ['include=merchants', 'include'],
      ['sort=distance', 'sort'],
      ['supportedComponents=everything', 'supportedComponents'],
      ['page[size]=101', 'page[size]'],
    ];
    for (const [query, parameter] of cases) {
      const response = await harness.request<ErrorDocument>('GET', `${base}?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.errors[0]?.source?.parameter, query).toBe(parameter);
    }
  });

  it('orders by distance from latitude/longitude without filtering by them', async () => {
    const base = harness.orgPath(`/users/${harness.userId}/locations`);
    const response = await harness.request<{ data: { attributes: { coordinates: typeof AUSTIN } }[] }>(
      'GET',
      `${base}?page[size]=100&latitude=${AUSTIN.latitude}&longitude=${AUSTIN.longitude}`,
    );
    const distances = response.body.data.map((location) => miles(AUSTIN, location.attributes.coordinates));
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances.at(-1)).toBeGreaterThan(1000);
  });

  it('includes offers (with the requested components) and categories only when asked', async () => {
    const page = await harness.client.getLocations(harness.userId, {
      include: ['offers', 'categories'],
      supportedComponents: ['cta', 'progressBar'],
      pageSize: 30,
    });
    expect(page.offers.length).toBeGreaterThan(0);
    expect(page.categories.length).toBeGreaterThan(0);
    for (const offer of page.offers) {
      const keys = Object.keys(offer.attributes.components ?? {});
      expect(keys.every((key) => key === 'cta' || key === 'progressBar')).toBe(true);
      const action = offer.attributes.components?.cta?.action;
      if (action !== undefined)
        expect(action.url).toMatch(/include=offer&supportedComponents=cta&supportedComponents=progressBar$/);
    }
    expect(page.offers.some((offer) => offer.attributes.components?.cta !== undefined)).toBe(true);

    const bare = await harness.client.getLocations(harness.userId, { include: [], pageSize: 5 });
    expect(bare.offers).toEqual([]);
    expect(bare.categories).toEqual([]);
    expect(bare.locations[0]?.relationships?.offers?.data).toHaveLength(1);
    const offersOnly = await harness.client.getLocations(harness.userId, {
      include: ['offers'],
      pageSize: 5,
    });
    expect(offersOnly.offers.length).toBeGreaterThan(0);
    expect(offersOnly.categories).toEqual([]);
  });

  it('sorts by location name both ways and pages with cursors', async () => {
    const ascending = await everyLocation({ sort: 'locationName', pageSize: 13 });
    const names = ascending.map((location) => location.attributes.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    const descending = await everyLocation({ sort: '-locationName', pageSize: 100 });
    expect(descending.map((location) => location.attributes.name)).toEqual(
      [...names].sort((a, b) => b.localeCompare(a, 'en')),
    );
    expect(new Set(ascending.map((location) => location.id)).size).toBe(ascending.length);
    const first = await harness.client.getLocations(harness.userId, { pageSize: 10 });
    const second = await harness.client.getLocations(harness.userId, {
      pageSize: 10,
      after: pageCursor(first.links.next, 'after'),
    });
    const back = await harness.client.getLocations(harness.userId, {
      pageSize: 10,
      before: pageCursor(second.links.prev, 'before'),
    });
    expect(back.locations.map((location) => location.id)).toEqual(
      first.locations.map((location) => location.id),
    );
  });

  it('lists only locations of offers the user gets', async () => {
    await harness.request('POST', harness.orgPath('/users'), {
      body: { data: [{ type: 'user', id: 'no-history', attributes: { enrolledRewards: ['CARDLINKED'] } }] },
    });
    const targeted = new Set(
      harness.sandbox.catalog.offers.filter((offer) => offer.isTargeted).map((offer) => offer.id),
    );
    const page = await harness.client.getLocations('no-history', { pageSize: 100, include: ['offers'] });
    expect(page.locations.length).toBeGreaterThan(0);
    expect(page.locations.every((location) => !targeted.has(location.offers[0]?.id ?? ''))).toBe(true);
    expect(page.offers.every((offer) => offer.attributes.isTargeted === false)).toBe(true);
  });
});
