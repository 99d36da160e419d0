/**
 * Issue 14, item 11: every query parameter of gaps.md — offers and locations — round-trips from the host's
 * query through `buildOffersRequest` / `buildLocationsRequest` to the exact URL, and the URL the service
 * then writes into `links.next` / `links.prev` comes back unchanged as `pageLink`.
 */
import {
  buildLocationsRequest,
  buildOffersRequest,
  type LocationsQuery,
  type OffersQuery,
} from '@offerkit/data';
import { ORG, USER } from './fixtures.ts';

const config = { baseUrl: 'https://bank.example/api/rewards', organizationId: ORG };
const offers = `https://bank.example/api/rewards/v2/issuers/${ORG}/users/${USER}/offers`;
const locations = `https://bank.example/api/rewards/v2/issuers/${ORG}/users/${USER}/locations`;
const CURSOR = 'eyJ2IjoxLCJpZCI6Im8tMTIifQ';

const OFFER_ROWS: readonly [string, OffersQuery, string][] = [
  ['page[size]', { pageSize: 25 }, 'page[size]=25'],
  ['page[after]', { after: CURSOR }, `page[after]=${CURSOR}`],
  ['page[before]', { before: CURSOR }, `page[before]=${CURSOR}`],
  ['a cursor with + / =, percent-encoded', { after: 'a+b/c==' }, 'page[after]=a%2Bb%2Fc%3D%3D'],
  ['filter[search]', { search: 'Café Luna' }, 'filter[search]=Caf%C3%A9%20Luna'],
  ['filter[category] with &', { category: 'Food & Beverage' }, 'filter[category]=Food%20%26%20Beverage'],
  [
    'filter[category] with a comma and an ampersand',
    { category: 'Baby, Kids & Toys' },
    'filter[category]=Baby%2C%20Kids%20%26%20Toys',
  ],
  [
    'filter[purchaseChannel], repeated in order',
    { purchaseChannel: ['ONLINE', 'INSTORE'] },
    'filter[purchaseChannel]=ONLINE&filter[purchaseChannel]=INSTORE',
  ],
  ['filter[isTargeted]=true', { isTargeted: true }, 'filter[isTargeted]=true'],
  ['filter[isTargeted]=false', { isTargeted: false }, 'filter[isTargeted]=false'],
  ['sort startDate', { sort: 'startDate' }, 'sort=startDate'],
  ['sort -startDate', { sort: '-startDate' }, 'sort=-startDate'],
  ['sort expirationDate', { sort: 'expirationDate' }, 'sort=expirationDate'],
  ['sort -expirationDate', { sort: '-expirationDate' }, 'sort=-expirationDate'],
  ['include', { include: ['categories'] }, 'include=categories'],
  [
    'supportedComponents, repeated in order',
    { supportedComponents: ['progressBar', 'cta', 'tags'] },
    'supportedComponents=progressBar&supportedComponents=cta&supportedComponents=tags',
  ],
  [
    'everything at once, in the documented order',
    {
      before: 'b1',
      after: 'a1',
      pageSize: 10,
      include: ['categories'],
      sort: '-expirationDate',
      isTargeted: true,
      purchaseChannel: ['INSTORE', 'ONLINE'],
      category: 'Food & Beverage',
      search: 'tea & co',
      supportedComponents: ['cta', 'progressBar'],
    },
    'supportedComponents=cta&supportedComponents=progressBar&filter[search]=tea%20%26%20co' +
      '&filter[category]=Food%20%26%20Beverage&filter[purchaseChannel]=INSTORE&filter[purchaseChannel]=ONLINE' +
      '&filter[isTargeted]=true&sort=-expirationDate&include=categories&page[size]=10&page[after]=a1&page[before]=b1',
  ],
];

const LOCATION_ROWS: readonly [string, LocationsQuery, string][] = [
  ['the default include', {}, 'include=offers,categories'],
  ['include categories only', { include: ['categories'] }, 'include=categories'],
  ['no include', { include: [] }, ''],
  ['page[size]', { include: [], pageSize: 5 }, 'page[size]=5'],
  ['page[after]', { include: [], after: CURSOR }, `page[after]=${CURSOR}`],
  ['page[before]', { include: [], before: CURSOR }, `page[before]=${CURSOR}`],
  ['filter[name]', { include: [], name: "Joe's Café" }, "filter[name]=Joe's%20Caf%C3%A9"],
  [
    'a radius search',
    { include: [], latitude: 40.7128, longitude: -74.006, radius: 5 },
    'filter[latitude]=40.7128&filter[longitude]=-74.006&filter[radius]=5',
  ],
  [
    'coordinates without radius (the service default of 10)',
    { include: [], latitude: 0, longitude: 0 },
    'filter[latitude]=0&filter[longitude]=0',
  ],
  ['filter[city]', { include: [], city: 'San José' }, 'filter[city]=San%20Jos%C3%A9'],
  ['filter[zipCode]', { include: [], zipCode: '02139' }, 'filter[zipCode]=02139'],
  ['filter[state]', { include: [], state: 'New York' }, 'filter[state]=New%20York'],
  [
    'filter[category] with &',
    { include: [], category: 'Home & Garden' },
    'filter[category]=Home%20%26%20Garden',
  ],
  ['sort locationName', { include: [], sort: 'locationName' }, 'sort=locationName'],
  ['sort -locationName', { include: [], sort: '-locationName' }, 'sort=-locationName'],
  [
    'supportedComponents for the included offers',
    { include: ['offers'], supportedComponents: ['cta', 'logoFlare'] },
    'supportedComponents=cta&supportedComponents=logoFlare&include=offers',
  ],
  [
    'everything at once, in the documented order',
    {
      before: 'b1',
      after: 'a1',
      pageSize: 20,
      sort: '-locationName',
      category: 'Gas',
      state: 'TX',
      zipCode: '73301',
      city: 'Austin',
      radius: 3,
      longitude: -97.74,
      latitude: 30.27,
      name: 'Shell',
      include: ['offers', 'categories'],
      supportedComponents: ['tags'],
    },
    'supportedComponents=tags&include=offers,categories&filter[name]=Shell&filter[latitude]=30.27' +
      '&filter[longitude]=-97.74&filter[radius]=3&filter[city]=Austin&filter[zipCode]=73301&filter[state]=TX' +
      '&filter[category]=Gas&sort=-locationName&page[size]=20&page[after]=a1&page[before]=b1',
  ],
];

const withQuery = (path: string, query: string) => (query === '' ? path : `${path}?${query}`);

/**
 * Expects `build` to make exactly `path?expected` from `query`, and the same request again from that URL
 * given back as a relative `pageLink` (the service writes the same path and query into links.next/prev).
 */
function expectExactUrlAndLink<Query>(
  build: (endpoint: typeof config, user: string, query: Query | { pageLink: string }) => unknown,
  path: string,
  query: Query,
  expected: string,
) {
  const url = withQuery(path, expected);
  expect(build(config, USER, query)).toEqual({ method: 'GET', url });
  if (expected !== '') {
    const link = url.slice('https://bank.example/api/rewards'.length);
    expect(build(config, USER, { pageLink: link })).toEqual({ method: 'GET', url });
  }
}

describe('offers: every gaps.md parameter to the exact URL, and back through links', () => {
  it.each(OFFER_ROWS)('%s', (_case, query, expected) =>
    expectExactUrlAndLink(buildOffersRequest, offers, query, expected),
  );
});

describe('locations: every gaps.md parameter to the exact URL, and back through links', () => {
  it.each(LOCATION_ROWS)('%s', (_case, query, expected) =>
    expectExactUrlAndLink(buildLocationsRequest, locations, query, expected),
  );
});
