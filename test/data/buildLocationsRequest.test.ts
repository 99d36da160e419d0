import { buildLocationsRequest, type LocationsQuery, RewardsRequestError } from '@offerkit/data';
import { BASE, ORG, PREFIXED_BASE, USER } from './fixtures.ts';

const config = { baseUrl: BASE, organizationId: ORG };
const path = `${BASE}/v2/issuers/${ORG}/users/${USER}/locations`;

describe('buildLocationsRequest', () => {
  it.each<[string, LocationsQuery, string]>([
    ['default include', {}, `${path}?include=offers,categories`],
    ['no include', { include: [] }, path],
    ['offers only', { include: ['offers'] }, `${path}?include=offers`],
    [
      'components for the included offers',
      { supportedComponents: ['cta', 'logoFlare'] },
      `${path}?supportedComponents=cta&supportedComponents=logoFlare&include=offers,categories`,
    ],
    [
      'radius search',
      { latitude: 40.7128, longitude: -74.006, radius: 5, include: [] },
      `${path}?filter[latitude]=40.7128&filter[longitude]=-74.006&filter[radius]=5`,
    ],
    [
      'coordinates without radius',
      { latitude: 0, longitude: 0, include: [] },
      `${path}?filter[latitude]=0&filter[longitude]=0`,
    ],
    [
      'narrowing filters, encoded',
      {
        city: 'St. Louis',
        zipCode: '63101',
        state: 'MO',
        name: "Joe's Café",
        category: 'Food & Beverage',
        include: [],
      },
      `${path}?filter[name]=Joe's%20Caf%C3%A9&filter[city]=St.%20Louis&filter[zipCode]=63101&filter[state]=MO` +
        '&filter[category]=Food%20%26%20Beverage',
    ],
    [
      'sort and paging',
      { sort: '-locationName', pageSize: 25, before: 'b/1', include: ['categories'] },
      `${path}?include=categories&sort=-locationName&page[size]=25&page[before]=b%2F1`,
    ],
  ])('%s', (_case, query, url) => {
    expect(buildLocationsRequest(config, USER, query)).toEqual({ method: 'GET', url });
  });

  it('keeps the base path prefix', () => {
    expect(
      buildLocationsRequest({ baseUrl: PREFIXED_BASE, organizationId: ORG }, USER, { include: [] }).url,
    ).toBe(`${PREFIXED_BASE}/v2/issuers/${ORG}/users/${USER}/locations`);
  });

  it.each<[string, LocationsQuery, RegExp]>([
    ['latitude alone', { latitude: 1 }, /go together/],
    ['longitude alone', { longitude: 1 }, /go together/],
    ['radius without coordinates', { radius: 5 }, /radius needs latitude and longitude/],
    ['radius below 1', { latitude: 1, longitude: 1, radius: 0 }, /at least 1/],
    ['fractional radius', { latitude: 1, longitude: 1, radius: 1.5 }, /whole number/],
    ['latitude out of range', { latitude: 91, longitude: 1 }, /latitude/],
    ['NaN longitude', { latitude: 1, longitude: Number.NaN }, /longitude/],
    ['unknown include', { include: ['merchants' as 'offers'] }, /Allowed values: offers, categories/],
    ['unknown sort', { sort: 'distance' as 'locationName' }, /sort/],
    ['unknown component', { supportedComponents: ['map' as 'cta'] }, /supportedComponents/],
  ])('refuses %s', (_case, query, message) => {
    expect(() => buildLocationsRequest(config, USER, query)).toThrow(RewardsRequestError);
    expect(() => buildLocationsRequest(config, USER, query)).toThrow(message);
  });
});
