import {
  cleanPlaceFilters,
  DEFAULT_RADIUS_OPTIONS,
  type NearbyFilters,
  nearbyParams,
  radiusChoices,
  wholeRadius,
} from '../../../packages/components/src/experience/nearbyFilters.ts';

const noPlaces: NearbyFilters = { radius: 10, city: '', zipCode: '', state: '' };
const mission = { latitude: 37.7599, longitude: -122.4148 };

describe('nearbyParams', () => {
  it('runs a radius search around a position', () => {
    expect(nearbyParams(mission, { ...noPlaces, radius: 5 }, 20)).toEqual({
      latitude: 37.7599,
      longitude: -122.4148,
      radius: 5,
      pageSize: 20,
      enabled: true,
    });
  });

  it('narrows by city, zip code and state on top of the radius', () => {
    expect(
      nearbyParams(mission, { radius: 10, city: 'San Francisco', zipCode: '94110', state: 'CA' }),
    ).toEqual({
      latitude: 37.7599,
      longitude: -122.4148,
      radius: 10,
      city: 'San Francisco',
      zipCode: '94110',
      state: 'CA',
      enabled: true,
    });
  });

  it('without a position searches by place only, by name, and holds the request until there is a place', () => {
    expect(nearbyParams(undefined, noPlaces)).toEqual({ sort: 'locationName', enabled: false });
    expect(nearbyParams(undefined, { ...noPlaces, city: 'Austin' })).toEqual({
      sort: 'locationName',
      city: 'Austin',
      enabled: true,
    });
  });

  it('always sends a radius the service accepts', () => {
    expect(nearbyParams(mission, { ...noPlaces, radius: 0.2 }).radius).toBe(1);
    expect(nearbyParams(mission, { ...noPlaces, radius: 7.6 }).radius).toBe(8);
  });
});

describe('radius helpers', () => {
  it('wholeRadius rounds to whole miles of at least 1, and falls back to 10', () => {
    expect(wholeRadius(0)).toBe(1);
    expect(wholeRadius(2.5)).toBe(3);
    expect(wholeRadius(Number.NaN)).toBe(10);
  });

  it('radiusChoices sorts, dedupes and always includes the selected radius', () => {
    expect(radiusChoices(undefined, 10)).toEqual([...DEFAULT_RADIUS_OPTIONS]);
    expect(radiusChoices([25, 5, 5, 0.4], 3)).toEqual([1, 3, 5, 25]);
    expect(radiusChoices([], 10)).toEqual([...DEFAULT_RADIUS_OPTIONS]);
  });
});

describe('cleanPlaceFilters', () => {
  it('trims every field and upper-cases a two-letter state code', () => {
    expect(cleanPlaceFilters({ city: ' Austin ', zipCode: ' 78701', state: 'tx ' })).toEqual({
      city: 'Austin',
      zipCode: '78701',
      state: 'TX',
    });
    expect(cleanPlaceFilters({ city: '', zipCode: '', state: 'Texas' }).state).toBe('Texas');
  });
});
