import { decodeLocationsDocument, RewardsDecodeError } from '@offerkit/data';
import { rawCategory, rawLocation, rawOffer } from './fixtures.ts';

describe('decodeLocationsDocument', () => {
  const page = {
    data: [rawLocation('l1', ['o1', 'o2'], ['cat-food']), rawLocation('l2', ['o2'])],
    included: [rawCategory('cat-food', 'Food & Beverage'), rawOffer('o1'), rawOffer('o2')],
    links: { self: '/locations', prev: null, next: null },
  };

  it('decodes locations with offers and categories joined from included', () => {
    const document = decodeLocationsDocument(page);
    expect(document.diagnostics).toEqual([]);
    expect(document.locations.map((location) => location.id)).toEqual(['l1', 'l2']);
    const [first, second] = document.locations;
    expect(first?.attributes).toEqual(rawLocation('l1', []).attributes);
    expect(first?.offers.map((offer) => offer.id)).toEqual(['o1', 'o2']);
    expect(first?.categories.map((category) => category.attributes.name)).toEqual(['Food & Beverage']);
    expect(second?.offers.map((offer) => offer.id)).toEqual(['o2']);
    // The offers joined onto locations have their own categories joined.
    expect(first?.offers[0]?.categories[0]?.id).toBe('cat-food');
    expect(document.offers.map((offer) => offer.id)).toEqual(['o1', 'o2']);
    expect(document.categories).toHaveLength(1);
    expect(document.links).toEqual({ self: '/locations', prev: null, next: null });
  });

  it('drops a malformed location and a malformed included offer, reporting both', () => {
    const { locations, offers, diagnostics } = decodeLocationsDocument({
      ...page,
      data: [{ type: 'location', id: 'bad', attributes: {} }, ...page.data],
      included: [...page.included, { type: 'standardOffer', id: 'o3', attributes: { name: 3 } }],
    });
    expect(locations.map((location) => location.id)).toEqual(['l1', 'l2']);
    expect(offers.map((offer) => offer.id)).toEqual(['o1', 'o2']);
    expect(diagnostics.map((d) => [d.path, d.severity])).toEqual([
      ['/included/3', 'dropped'],
      ['/data/0', 'dropped'],
    ]);
  });

  it('drops a malformed location attribute alone', () => {
    const location = rawLocation('l1', []);
    (location.attributes as Record<string, unknown>).coordinates = { latitude: '39.7' };
    const { locations, diagnostics } = decodeLocationsDocument({ data: [location] });
    expect(locations[0]?.attributes).not.toHaveProperty('coordinates');
    expect(locations[0]?.attributes.phone).toBe('+12175550100');
    expect(diagnostics).toEqual([
      {
        path: '/data/0/attributes/coordinates',
        reason: expect.stringContaining('latitude'),
        severity: 'dropped',
      },
    ]);
  });

  it('reports an offer reference missing from included when other offers are included', () => {
    const { locations, diagnostics } = decodeLocationsDocument({
      data: [rawLocation('l1', ['o1', 'gone'])],
      included: [rawOffer('o1')],
    });
    expect(locations[0]?.offers.map((offer) => offer.id)).toEqual(['o1']);
    expect(diagnostics).toEqual([
      {
        path: '/data/0/relationships/offers/data/1',
        reason: expect.stringContaining('"gone"'),
        severity: 'tolerated',
      },
    ]);
  });

  it('joins nothing, silently, when the request did not include offers', () => {
    const { locations, diagnostics } = decodeLocationsDocument({ data: [rawLocation('l1', ['o1'])] });
    expect(locations[0]?.offers).toEqual([]);
    expect(locations[0]?.relationships?.offers?.data).toEqual([{ type: 'standardOffer', id: 'o1' }]);
    expect(diagnostics).toEqual([]);
  });

  it('drops malformed references alone', () => {
    const location = rawLocation('l1', ['o1']);
    location.relationships.offers.data.push({ type: 'merchant', id: 'm' });
    const { locations, diagnostics } = decodeLocationsDocument({
      data: [location],
      included: [rawOffer('o1')],
    });
    expect(locations[0]?.offers.map((offer) => offer.id)).toEqual(['o1']);
    expect(diagnostics[0]?.path).toBe('/data/0/relationships/offers/data/1');
  });

  it('throws RewardsDecodeError without a data array', () => {
    expect(() => decodeLocationsDocument({ locations: [] })).toThrow(RewardsDecodeError);
    expect(() => decodeLocationsDocument(undefined)).toThrow(/locations document/);
  });
});
