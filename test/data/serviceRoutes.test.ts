import {
  buildRouteUrl,
  ID_SEGMENT,
  matchServiceRoute,
  SERVICE_ROUTES,
  serviceRoute,
} from '@offerkit/data/backend';

/** The one route table: its shape, the URLs built from it and the matching the proxy and sandbox use. */
const endpoint = { baseUrl: 'https://bank.example/api/rewards', organizationId: 'org 1' };

describe('SERVICE_ROUTES', () => {
  it('names each route once, with paths below the base path and an access', () => {
    const names = SERVICE_ROUTES.map((route) => route.name);
    expect(new Set(names).size).toBe(names.length);
    for (const route of SERVICE_ROUTES) {
      expect(route.path).toMatch(/^\/[a-z0-9/{}-]+$/i);
      expect(['browser', 'proxy', 'server', 'sandbox']).toContain(route.access);
      if (route.include.length > 0) expect(route.query).toContain('include');
    }
  });

  it('lets the browser reach exactly offers, locations, activate, boost and, through the proxy, earned rewards', () => {
    const browser = SERVICE_ROUTES.filter((route) => route.access === 'browser' || route.access === 'proxy');
    expect(browser.map(({ name, method }) => `${method} ${name}`)).toEqual([
      'GET offers',
      'GET locations',
      'POST activate',
      'POST boost',
      'GET earnedRewards',
    ]);
  });

  it('holds the id grammar the proxy enforces', () => {
    for (const id of ['user-1', 'a.b_c~d', '%41%7E']) expect(ID_SEGMENT.test(id)).toBe(true);
    for (const id of ['', 'a;b', '%25', '%2F', 'ａ', 'a b']) expect(ID_SEGMENT.test(id)).toBe(false);
  });
});

describe('buildRouteUrl', () => {
  it('fills the ids, percent-encoded, and the organization from the endpoint', () => {
    expect(buildRouteUrl(endpoint, serviceRoute('getUser'), { userId: 'a b' })).toBe(
      'https://bank.example/api/rewards/v2/issuers/org%201/users/a%20b',
    );
    expect(
      buildRouteUrl(endpoint, serviceRoute('files'), {}, [['fileType', 'dailyReconciliationFile']]),
    ).toBe('https://bank.example/api/rewards/v2/issuers/org%201/files?fileType=dailyReconciliationFile');
    expect(buildRouteUrl(endpoint, serviceRoute('issuer'), {})).toBe(
      'https://bank.example/api/rewards/v2/issuer',
    );
  });

  it('refuses an id that would leave its segment, naming the field', () => {
    expect(() => buildRouteUrl(endpoint, serviceRoute('deleteUser'), { userId: '..' })).toThrow(/userId/);
    expect(() => buildRouteUrl(endpoint, serviceRoute('getUser'), {} as { userId: string })).toThrow(
      /userId must be a non-empty string/,
    );
  });
});

describe('matchServiceRoute', () => {
  it('finds the route of a method and path, with its raw segments', () => {
    expect(matchServiceRoute('/v2/issuers/o/users/u%2D1/offers/x/boost', 'POST')).toMatchObject({
      route: { name: 'boost' },
      segments: { organizationId: 'o', userId: 'u%2D1', offerId: 'x' },
    });
    expect(matchServiceRoute('/v2/issuers/o/users/u', 'PUT')?.route.name).toBe('updateUser');
    expect(matchServiceRoute('/assets/banners/o.svg', 'GET')?.route.name).toBe('assets');
  });

  it('finds nothing for another method, a segment outside its pattern, or an extra segment', () => {
    expect(matchServiceRoute('/v2/issuers/o/users/u', 'PATCH')).toBeUndefined();
    expect(matchServiceRoute('/assets/icons/o.svg', 'GET')).toBeUndefined();
    expect(matchServiceRoute('/v2/issuers/o/users/u/offers/x', 'GET')).toBeUndefined();
    expect(matchServiceRoute('/v2/issuers/o/users//offers', 'GET')).toBeUndefined();
  });

  it('refuses an unknown route name from untyped code', () => {
    expect(() => serviceRoute('nope' as 'offers')).toThrow(/No route "nope"/);
  });
});
