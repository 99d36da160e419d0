/**
 * Issue 14, item 2: SECURITY.md recommends `baseUrl: '/api/rewards'`, and a client with it must be creatable
 * where there is no `window` (server rendering). Runs in the `node` project: no `window`, no `location`.
 */
import {
  buildActionRequest,
  buildOffersRequest,
  createRewardsClient,
  RewardsRequestError,
} from '@offerkit/data';
import { ORG, offersPage, USER } from './fixtures.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

function recordingFetch(sent: string[]): typeof fetch {
  return async (input) => {
    sent.push(String(input));
    return new Response(JSON.stringify(offersPage([])), { status: 200 });
  };
}

/** A client with `baseUrl` (the recommended path by default) and the URLs its fetch was given. */
function pathClient(baseUrl = '/api/rewards') {
  const sent: string[] = [];
  const client = createRewardsClient({ baseUrl, organizationId: ORG, fetch: recordingFetch(sent) });
  return { client, sent };
}

describe('a path-only baseUrl on the server', () => {
  it('runs where there is no window or location', () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
    expect(typeof (globalThis as { location?: unknown }).location).toBe('undefined');
  });

  it('creates the client (server rendering builds the provider tree)', () => {
    expect(() => createRewardsClient({ baseUrl: '/api/rewards', organizationId: ORG })).not.toThrow();
  });

  it('rejects a request with a RewardsRequestError that says how to fix it, and sends nothing', async () => {
    const { client, sent } = pathClient();
    const error = await client.getOffers(USER).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RewardsRequestError);
    expect((error as Error).message).toMatch(/"\/api\/rewards" is a path, and there is no page origin/);
    expect((error as Error).message).toMatch(/pass an absolute baseUrl/);
    expect((error as Error).message).toMatch(/e\.g\. new URL\("\/api\/rewards", request\.url\)\.href/);
    await expect(client.getLocations(USER)).rejects.toBeInstanceOf(RewardsRequestError);
    await expect(client.activateOffer(USER, 'o1')).rejects.toBeInstanceOf(RewardsRequestError);
    expect(sent).toEqual([]);
  });

  it('the builders throw the same typed error', () => {
    expect(() => buildOffersRequest({ baseUrl: '/api/rewards', organizationId: ORG }, USER)).toThrow(
      RewardsRequestError,
    );
    const action = {
      url: `/v2/issuers/${ORG}/users/${USER}/offers/o1/activate?include=offer`,
      method: 'POST',
    };
    expect(() =>
      buildActionRequest({ baseUrl: '/api/rewards', organizationId: ORG }, USER, 'o1', action),
    ).toThrow(/absolute baseUrl/);
  });

  it('an absolute baseUrl built from the incoming request works on the server', async () => {
    const incoming = new Request('https://bank.example/accounts/offers');
    const { client, sent } = pathClient(new URL('/api/rewards', incoming.url).href);
    await client.getOffers(USER, { pageSize: 2 });
    expect(sent).toEqual([
      `https://bank.example/api/rewards/v2/issuers/${ORG}/users/${USER}/offers?page[size]=2`,
    ]);
  });

  it('the same client resolves the path against the page once there is one (hydrated in a browser)', async () => {
    const { client, sent } = pathClient();
    vi.stubGlobal('location', { href: 'https://bank.example/accounts/offers?tab=2' });
    await client.getOffers(USER);
    expect(sent).toEqual([`https://bank.example/api/rewards/v2/issuers/${ORG}/users/${USER}/offers`]);
  });

  it.each([
    ['a query', '/api/rewards?x=1', /query, a fragment or credentials/],
    ['a fragment', '/api/rewards#x', /query, a fragment or credentials/],
    ['another scheme', 'ftp://bank.example/api', /http or https/],
    ['an empty string', ' ', /baseUrl is empty/],
  ])('still refuses a baseUrl with %s when the client is created', (_case, baseUrl, message) => {
    expect(() => createRewardsClient({ baseUrl, organizationId: ORG })).toThrow(RewardsRequestError);
    expect(() => createRewardsClient({ baseUrl, organizationId: ORG })).toThrow(message);
  });
});
