import { KNOWN_CATEGORY_NAMES } from '@offerkit/data/backend';
import {
  createSandbox,
  SANDBOX_EPOCH,
  SANDBOX_OFFER_ROLES,
  sandboxCatalog,
  sandboxOfferStates,
} from '@offerkit/sandbox';
import { miles } from './harness.ts';

/** Real city centers the catalog spreads locations around. */
const CITY_CENTERS = [
  { name: 'San Francisco', latitude: 37.7749, longitude: -122.4194 },
  { name: 'New York', latitude: 40.7128, longitude: -74.006 },
  { name: 'Chicago', latitude: 41.8781, longitude: -87.6298 },
  { name: 'Austin', latitude: 30.2672, longitude: -97.7431 },
  { name: 'Seattle', latitude: 47.6062, longitude: -122.3321 },
];

describe('sandboxCatalog', () => {
  const catalog = sandboxCatalog();

  it('holds at least 40 offers over at least 8 categories named as in gaps.md', () => {
    expect(catalog.offers.length).toBeGreaterThanOrEqual(40);
    const used = new Set(catalog.offers.map((offer) => offer.categoryId));
    expect(used.size).toBeGreaterThanOrEqual(8);
    for (const category of catalog.categories) {
      expect(KNOWN_CATEGORY_NAMES).toContain(category.attributes.name);
    }
  });

  it('gives every offer a unique id and a unique name (transactions match on the name)', () => {
    expect(new Set(catalog.offers.map((offer) => offer.id)).size).toBe(catalog.offers.length);
    expect(new Set(catalog.offers.map((offer) => offer.name)).size).toBe(catalog.offers.length);
  });

  it('has one offer per fixed role', () => {
    for (const role of SANDBOX_OFFER_ROLES) {
      const offer = catalog.offers.find((candidate) => candidate.id === catalog.roles[role]);
      expect(offer?.role, role).toBe(role);
    }
  });

  it('has at least 100 locations, each within 25 miles of a real city center and serving an in-store offer', () => {
    expect(catalog.locations.length).toBeGreaterThanOrEqual(100);
    const offers = new Map(catalog.offers.map((offer) => [offer.id, offer]));
    const cities = new Set<string>();
    for (const location of catalog.locations) {
      const nearest = CITY_CENTERS.map((city) => ({
        city,
        distance: miles(city, location.coordinates),
      })).sort((a, b) => a.distance - b.distance)[0];
      expect(nearest?.distance).toBeLessThan(25);
      cities.add(nearest?.city.name ?? '');
      expect(offers.get(location.offerId)?.purchaseChannel).toContain('INSTORE');
      expect(location.address.zipCode).toMatch(/^\d{5}$/);
      expect(location.address.state).toMatch(/^[A-Z]{2}$/);
    }
    expect(cities.size).toBe(CITY_CENTERS.length);
    expect(new Set(catalog.locations.map((location) => location.id)).size).toBe(catalog.locations.length);
  });

  it('is deterministic: the same seed gives the same catalog, another seed another one', () => {
    expect(sandboxCatalog()).toEqual(catalog);
    expect(sandboxCatalog({ seed: 1 })).toEqual(catalog);
    const other = sandboxCatalog({ seed: 2 });
    expect(other.offers.map((offer) => offer.id)).not.toEqual(catalog.offers.map((offer) => offer.id));
    expect(sandboxCatalog({ seed: 'demo' })).toEqual(sandboxCatalog({ seed: 'demo' }));
  });

  it('uses neither Math.random nor Date.now (catalog, fixtures, requests)', async () => {
    const random = vi.spyOn(Math, 'random').mockImplementation(() => {
      throw new Error('Math.random was called');
    });
    const now = vi.spyOn(Date, 'now').mockImplementation(() => {
      throw new Error('Date.now was called');
    });
    try {
      expect(sandboxCatalog({ seed: 7 }).offers.length).toBe(48);
      expect(Object.keys(sandboxOfferStates({ seed: 7 })).length).toBeGreaterThan(20);
      const sandbox = createSandbox({ seed: 7 });
      const response = await sandbox.fetch(
        new Request(
          `http://sandbox.test/v2/issuers/${sandbox.organizationId}/users/${sandbox.newCustomerId}/offers?supportedComponents=cta`,
          {
            headers: { authorization: `Bearer ${sandbox.token}` },
          },
        ),
      );
      expect(response.status).toBe(200);
    } finally {
      random.mockRestore();
      now.mockRestore();
    }
  });

  it('lays dates out around the reference date', () => {
    const reference = Date.parse(SANDBOX_EPOCH);
    for (const offer of catalog.offers) {
      expect(Date.parse(offer.expirationDate)).toBeGreaterThan(reference);
      expect(Date.parse(offer.startDate)).toBeLessThan(Date.parse(offer.expirationDate));
    }
    const comingSoon = catalog.offers.find((offer) => offer.id === catalog.roles.comingSoon);
    expect(Date.parse(comingSoon?.startDate ?? '')).toBeGreaterThan(reference);
    const shifted = sandboxCatalog({ referenceDate: '2027-01-01T00:00:00Z' });
    expect(shifted.offers[0]?.id).toBe(catalog.offers[0]?.id);
    expect(Date.parse(shifted.offers[0]?.expirationDate ?? '')).toBeGreaterThan(
      Date.parse('2027-01-01T00:00:00Z'),
    );
  });

  it('scales to many offers with unique numbered names', () => {
    const big = sandboxCatalog({ offerCount: 500 });
    expect(big.offers).toHaveLength(500);
    expect(new Set(big.offers.map((offer) => offer.name)).size).toBe(500);
    expect(big.offers.some((offer) => / \d+$/.test(offer.name))).toBe(true);
  });

  it('refuses an invalid reference date', () => {
    expect(() => sandboxCatalog({ referenceDate: 'not a date' })).toThrow(/referenceDate/);
  });
});
