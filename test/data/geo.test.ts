import { distanceMiles, type Location, sortLocationsByDistance } from '@offerkit/data';

const mission = { latitude: 37.7599, longitude: -122.4148 };

const location = (id: string, coordinates?: { latitude: number; longitude: number }): Location => ({
  type: 'location',
  id,
  attributes: { name: id, ...(coordinates ? { coordinates } : {}) },
  offers: [],
  categories: [],
});

describe('distanceMiles', () => {
  it('gives the great-circle distance in miles', () => {
    // San Francisco (Mission) to Austin: about 1,500 miles.
    const miles = distanceMiles(mission, { latitude: 30.2672, longitude: -97.7431 });
    expect(miles).toBeGreaterThan(1490);
    expect(miles).toBeLessThan(1510);
    expect(distanceMiles(mission, mission)).toBe(0);
  });

  it('is undefined when either point is missing or not finite', () => {
    expect(distanceMiles(undefined, mission)).toBeUndefined();
    expect(distanceMiles(mission, undefined)).toBeUndefined();
    expect(distanceMiles(mission, { latitude: Number.NaN, longitude: 0 })).toBeUndefined();
    expect(distanceMiles({ latitude: 0, longitude: Number.POSITIVE_INFINITY }, mission)).toBeUndefined();
  });
});

describe('sortLocationsByDistance', () => {
  const near = location('near', { latitude: 37.76, longitude: -122.415 });
  const middle = location('middle', { latitude: 37.7946, longitude: -122.3999 });
  const far = location('far', { latitude: 30.2672, longitude: -97.7431 });
  const nowhere = location('nowhere');

  it('puts the nearest first and locations without coordinates last', () => {
    const sorted = sortLocationsByDistance([far, nowhere, middle, near], mission);
    expect(sorted.map((l) => l.id)).toEqual(['near', 'middle', 'far', 'nowhere']);
  });

  it('keeps the service order for equal distances and without a position, and never mutates its input', () => {
    const twin = location('twin', near.attributes.coordinates);
    const input = [twin, far, near];
    expect(sortLocationsByDistance(input, mission).map((l) => l.id)).toEqual(['twin', 'near', 'far']);
    expect(sortLocationsByDistance(input, undefined).map((l) => l.id)).toEqual(['twin', 'far', 'near']);
    expect(input.map((l) => l.id)).toEqual(['twin', 'far', 'near']);
  });
});
