import {
  buildOffersRequest,
  type OffersQuery,
  RewardsRequestError,
  SUPPORTED_COMPONENTS,
} from '@offerkit/data';
import { BASE, ORG, PREFIXED_BASE, USER } from './fixtures.ts';

const config = { baseUrl: BASE, organizationId: ORG };
const path = `${BASE}/v2/issuers/${ORG}/users/${USER}/offers`;

describe('buildOffersRequest', () => {
  it.each<[string, OffersQuery, string]>([
    ['no query', {}, path],
    [
      'repeated supportedComponents in the given order',
      { supportedComponents: ['cta', 'shortDescription', 'baseReward'] },
      `${path}?supportedComponents=cta&supportedComponents=shortDescription&supportedComponents=baseReward`,
    ],
    ['search, percent-encoded', { search: 'café & co' }, `${path}?filter[search]=caf%C3%A9%20%26%20co`],
    ['category name', { category: 'Food & Beverage' }, `${path}?filter[category]=Food%20%26%20Beverage`],
    [
      'repeated purchase channels',
      { purchaseChannel: ['INSTORE', 'ONLINE'] },
      `${path}?filter[purchaseChannel]=INSTORE&filter[purchaseChannel]=ONLINE`,
    ],
    ['isTargeted false', { isTargeted: false }, `${path}?filter[isTargeted]=false`],
    ['descending sort', { sort: '-startDate' }, `${path}?sort=-startDate`],
    ['include', { include: ['categories'] }, `${path}?include=categories`],
    [
      'page size and cursors',
      { pageSize: 20, after: 'abc==', before: 'x/y+z' },
      `${path}?page[size]=20&page[after]=abc%3D%3D&page[before]=x%2Fy%2Bz`,
    ],
    [
      'everything, in the fixed order',
      {
        pageSize: 10,
        sort: 'expirationDate',
        isTargeted: true,
        purchaseChannel: ['ONLINE'],
        category: 'Gas',
        search: 'coffee',
        supportedComponents: ['tags', 'cta'],
        after: 'c1',
      },
      `${path}?supportedComponents=tags&supportedComponents=cta&filter[search]=coffee&filter[category]=Gas` +
        '&filter[purchaseChannel]=ONLINE&filter[isTargeted]=true&sort=expirationDate&page[size]=10&page[after]=c1',
    ],
    ['empty strings left out', { search: '', category: '' }, path],
  ])('%s', (_case, query, url) => {
    expect(buildOffersRequest(config, USER, query)).toEqual({ method: 'GET', url });
  });

  it('accepts every supported component', () => {
    const { url } = buildOffersRequest(config, USER, { supportedComponents: SUPPORTED_COMPONENTS });
    expect(url.split('?')[1]).toBe(
      SUPPORTED_COMPONENTS.map((name) => `supportedComponents=${name}`).join('&'),
    );
  });

  it('keeps the base path prefix and tolerates a trailing slash', () => {
    const prefixed = `${PREFIXED_BASE}/v2/issuers/${ORG}/users/${USER}/offers?page[size]=5`;
    expect(
      buildOffersRequest({ baseUrl: PREFIXED_BASE, organizationId: ORG }, USER, { pageSize: 5 }).url,
    ).toBe(prefixed);
    expect(
      buildOffersRequest({ baseUrl: `${PREFIXED_BASE}/`, organizationId: ORG }, USER, { pageSize: 5 }).url,
    ).toBe(prefixed);
    expect(buildOffersRequest({ baseUrl: `${BASE}/`, organizationId: ORG }, USER).url).toBe(path);
  });

  it('percent-encodes ids in the path', () => {
    expect(buildOffersRequest({ baseUrl: BASE, organizationId: 'org#1' }, 'user 1?x').url).toBe(
      `${BASE}/v2/issuers/org%231/users/user%201%3Fx/offers`,
    );
  });

  it('refuses an unknown component before any request, naming the allowed values', () => {
    const call = () =>
      buildOffersRequest(config, USER, { supportedComponents: ['cta', 'sparkles' as 'cta'] });
    expect(call).toThrow(RewardsRequestError);
    expect(call).toThrow(/"sparkles"/);
    expect(call).toThrow(SUPPORTED_COMPONENTS.join(', '));
  });

  it.each<[string, OffersQuery | undefined, string, RegExp]>([
    ['unknown sort', { sort: 'name' as 'startDate' }, USER, /Allowed values: startDate, -startDate/],
    ['zero page size', { pageSize: 0 }, USER, /pageSize/],
    ['fractional page size', { pageSize: 2.5 }, USER, /pageSize/],
    ['unknown include', { include: ['offers' as 'categories'] }, USER, /include/],
    ['non-boolean isTargeted', { isTargeted: 'yes' as unknown as boolean }, USER, /isTargeted/],
    ['empty user id', undefined, '', /userId/],
  ])('refuses %s', (_case, query, userId, message) => {
    expect(() => buildOffersRequest(config, userId, query)).toThrow(message);
  });

  it.each([
    ['an empty base URL', '', /baseUrl is empty/],
    [
      'a relative base URL outside a browser',
      '/api/rewards',
      /is a path, and there is no page origin.*absolute baseUrl/,
    ],
    ['a non-http base URL', 'ftp://files.example', /http or https/],
    ['a base URL with a query', `${BASE}?token=1`, /query/],
    ['a base URL with credentials', 'http://user:pw@127.0.0.1:4010', /credentials/],
  ])('refuses %s', (_case, baseUrl, message) => {
    expect(() => buildOffersRequest({ baseUrl, organizationId: ORG }, USER)).toThrow(message);
  });
});
