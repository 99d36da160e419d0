import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { EarnedReward } from '@offerkit/data';
import {
  createIssuerClient,
  createOffersProxy,
  createOffersProxyApp,
  type EarnedRewardsSource,
  type OffersProxyOptions,
  toNodeHandler,
} from '@offerkit/server';
import { Hono } from 'hono';
import { USER as ME, ORG } from '../data/fixtures.ts';

const SERVICE = 'https://rewards.test';
const SITE = 'https://bank.test';
const BASE = `${SITE}/api/rewards/v2/issuers/${ORG}/users/${ME}`;

interface Upstream {
  method: string;
  url: string;
  headers: Headers;
}

/** The service double behind the proxy: records what reaches it, answers with `answer`. */
function upstream(answer: () => Response = () => Response.json({ data: [], links: {}, included: [] })) {
  const seen: Upstream[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    seen.push({ method: init?.method ?? 'GET', url: String(input), headers: new Headers(init?.headers) });
    return answer();
  };
  return { fetch: fetch as typeof globalThis.fetch, seen };
}

/** The bank's client of the service double, without retries (each test decides what the service does). */
const issuerClient = (fetch: typeof globalThis.fetch) =>
  createIssuerClient({
    baseUrl: SERVICE,
    organizationId: ORG,
    getAccessToken: () => 'service-token',
    fetch,
    retry: false,
  });

function proxy(service = upstream(), extra: Partial<OffersProxyOptions> = {}) {
  const client = issuerClient(service.fetch);
  const handler = createOffersProxy({
    client,
    getUserId: (request) => (request.headers.get('cookie')?.includes('session=ok') ? ME : undefined),
    allowedOrigins: [SITE],
    ...extra,
  });
  return { handler, service };
}

const signedIn = { cookie: 'session=ok; other=1' };
const sameOrigin = { ...signedIn, origin: SITE };

async function errorDetail(response: Response): Promise<string> {
  const body = (await response.json()) as { errors: { status: string; detail: string }[] };
  expect(body.errors[0]?.status).toBe(String(response.status));
  return body.errors[0]?.detail ?? '';
}

describe('createOffersProxy: what it forwards', () => {
  it.each([
    [
      'GET',
      `${BASE}/offers?supportedComponents=cta&supportedComponents=tags&filter[search]=caf%C3%A9&page[size]=5`,
    ],
    [
      'GET',
      `${BASE}/locations?include=offers,categories&filter[latitude]=40.7&filter[longitude]=-74&filter[radius]=5`,
    ],
    ['POST', `${BASE}/offers/o%2D1/activate?include=offer&supportedComponents=cta`],
    ['POST', `${BASE}/offers/o1/boost?supportedComponents=boostedReward&include=offer`],
  ])('%s %s reaches the service with the path and query byte for byte', async (method, url) => {
    const { handler, service } = proxy();
    const response = await handler(new Request(url, { method, headers: sameOrigin }));
    expect(response.status).toBe(200);
    expect(service.seen).toHaveLength(1);
    expect(service.seen[0]?.method).toBe(method);
    expect(service.seen[0]?.url).toBe(`${SERVICE}${url.slice(`${SITE}/api/rewards`.length)}`);
    expect(service.seen[0]?.headers.get('authorization')).toBe('Bearer service-token');
  });

  it('keeps the encoding and order of a cta.action query exactly as sent', async () => {
    const { handler, service } = proxy();
    const raw =
      '/api/rewards/v2/issuers/org-1/users/user-1/offers/o1/activate?supportedComponents=tags&include=offer&supportedComponents=%63ta';
    await handler(new Request(`${SITE}${raw}`, { method: 'POST', headers: sameOrigin }), { rawUrl: raw });
    expect(service.seen[0]?.url).toBe(`${SERVICE}${raw.slice('/api/rewards'.length)}`);
  });
});

describe('createOffersProxy: the user comes from the session only', () => {
  it('answers 401 without a session, without calling the service', async () => {
    const { handler, service } = proxy();
    const response = await handler(new Request(`${BASE}/offers`));
    expect(response.status).toBe(401);
    expect(await errorDetail(response)).toMatch(/sign in/);
    expect(service.seen).toHaveLength(0);
  });

  it.each([
    ['offers', `${SITE}/api/rewards/v2/issuers/${ORG}/users/user-2/offers`, 'GET'],
    [
      'activate',
      `${SITE}/api/rewards/v2/issuers/${ORG}/users/user-2/offers/o1/activate?include=offer`,
      'POST',
    ],
    ['an encoded other id', `${SITE}/api/rewards/v2/issuers/${ORG}/users/user%2D2/locations`, 'GET'],
  ])('answers 403 with an error document for another user’s %s', async (_name, url, method) => {
    const { handler, service } = proxy();
    const response = await handler(new Request(url, { method, headers: sameOrigin }));
    expect(response.status).toBe(403);
    expect(await errorDetail(response)).toMatch(/not the signed-in user/);
    expect(service.seen).toHaveLength(0);
  });

  it('accepts the session user written percent-encoded', async () => {
    const { handler, service } = proxy();
    const response = await handler(
      new Request(`${SITE}/api/rewards/v2/issuers/${ORG}/users/user%2D1/offers`, { headers: signedIn }),
    );
    expect(response.status).toBe(200);
    expect(service.seen[0]?.url).toBe(`${SERVICE}/v2/issuers/${ORG}/users/user%2D1/offers`);
  });

  it('answers 404 for another organization', async () => {
    const { handler, service } = proxy();
    const response = await handler(
      new Request(`${SITE}/api/rewards/v2/issuers/org-2/users/${ME}/offers`, { headers: signedIn }),
    );
    expect(response.status).toBe(404);
    expect(service.seen).toHaveLength(0);
  });

  it('answers 500 without details when the session lookup throws, and reports it', async () => {
    const errors: unknown[] = [];
    const { handler } = proxy(upstream(), {
      getUserId: () => {
        throw new Error('session store down');
      },
      onError: (error) => errors.push(error),
    });
    const response = await handler(new Request(`${BASE}/offers`, { headers: signedIn }));
    expect(response.status).toBe(500);
    expect(await errorDetail(response)).not.toContain('session store down');
    expect(errors).toHaveLength(1);
  });
});

describe('createOffersProxy: only four calls', () => {
  it.each([
    `${BASE}`,
    `${BASE}/offers/o1`,
    `${BASE}/transactions`,
    `${SITE}/api/rewards/v2/issuers/${ORG}/users`,
    `${SITE}/api/rewards/v2/issuers/${ORG}/transactions/uploads`,
    `${SITE}/api/rewards/v2/issuers/${ORG}/files?fileType=dailyReconciliationFile`,
    `${SITE}/api/rewards/v2/issuer`,
    `${SITE}/api/other/v2/issuers/${ORG}/users/${ME}/offers`,
    `${BASE}/earned-rewards`,
  ])('answers 404 for %s without calling the service', async (url) => {
    const { handler, service } = proxy();
    const response = await handler(new Request(url, { headers: signedIn }));
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(service.seen).toHaveLength(0);
  });

  it.each([
    ['POST', `${BASE}/offers`],
    ['DELETE', `${BASE}/offers`],
    ['PUT', `${BASE}/locations`],
    ['GET', `${BASE}/offers/o1/activate`],
    ['DELETE', `${BASE}/offers/o1/boost`],
    ['HEAD', `${BASE}/offers`],
  ])('answers 405 with Allow for %s %s', async (method, url) => {
    const { handler, service } = proxy();
    const response = await handler(new Request(url, { method, headers: sameOrigin }));
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toMatch(/^(GET|POST)$/);
    expect(service.seen).toHaveLength(0);
  });
});

describe('createOffersProxy: query parameters', () => {
  it.each([
    [`${BASE}/offers?userId=user-2`, 'userId'],
    [`${BASE}/offers?filter[city]=Boston`, 'filter[city]'],
    [`${BASE}/locations?filter[search]=x`, 'filter[search]'],
    [`${BASE}/offers/o1/activate?include=offer&page[size]=1`, 'page[size]'],
    [`${BASE}/offers?filter%5BisTargeted%5D=true&filter%5Bunknown%5D=1`, 'filter[unknown]'],
  ])('refuses an unknown name with 400: %s', async (url, name) => {
    const { handler, service } = proxy();
    const method = url.includes('/activate') ? 'POST' : 'GET';
    const response = await handler(new Request(url, { method, headers: sameOrigin }));
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: { source?: { parameter?: string }; detail: string }[] };
    expect(body.errors[0]?.source?.parameter).toBe(name);
    expect(body.errors[0]?.detail).toContain(`Unknown query parameter "${name}"`);
    expect(service.seen).toHaveLength(0);
  });

  it('accepts every name of the contract and gaps.md for offers and locations', async () => {
    const { handler, service } = proxy();
    const offers = `${BASE}/offers?supportedComponents=cta&filter[search]=a&filter[category]=Food%20%26%20Beverage&filter[purchaseChannel]=ONLINE&filter[isTargeted]=true&sort=-startDate&include=categories&page[size]=2&page[after]=c1&page[before]=c0`;
    const locations = `${BASE}/locations?supportedComponents=cta&include=offers&longitude=1&latitude=2&filter[name]=a&filter[latitude]=1&filter[longitude]=2&filter[radius]=3&filter[city]=b&filter[zipCode]=1&filter[state]=NY&filter[category]=Gas&sort=locationName&page[size]=1&page[after]=x&page[before]=y`;
    expect((await handler(new Request(offers, { headers: signedIn }))).status).toBe(200);
    expect((await handler(new Request(locations, { headers: signedIn }))).status).toBe(200);
    expect(service.seen).toHaveLength(2);
  });

  it('checks supportedComponents against the allowed set, and include values per route', async () => {
    const { handler, service } = proxy(upstream(), { supportedComponents: ['cta', 'tags'] });
    const refused = [
      `${BASE}/offers?supportedComponents=progressBar`,
      `${BASE}/offers?supportedComponents=unknownThing`,
      `${BASE}/offers?include=offers`,
      `${BASE}/locations?include=offers,users`,
    ];
    for (const url of refused) {
      const response = await handler(new Request(url, { headers: signedIn }));
      expect(response.status, url).toBe(400);
    }
    expect(
      (await handler(new Request(`${BASE}/offers?supportedComponents=tags`, { headers: signedIn }))).status,
    ).toBe(200);
    expect(service.seen).toHaveLength(1);
  });

  it('refuses supportedComponents outside the contract when the proxy is created', () => {
    expect(() => proxy(upstream(), { supportedComponents: ['cta', 'banner' as 'cta'] })).toThrow(
      /does not know/,
    );
  });
});

describe('createOffersProxy: traversal never reaches the service', () => {
  const rawTargets = [
    '/api/rewards/v2/issuers/org-1/users/user-1/offers/../../user-2/offers',
    '/api/rewards/v2/issuers/org-1/users/user-1/./offers',
    '/api/rewards/v2/issuers/org-1/users/user-1/offers/%2e%2e/%2E%2E/user-2/offers',
    '/api/rewards/v2/issuers/org-1/users/user-1/offers/.%2e/x/activate',
    '/api/rewards/v2/issuers/org-1/users/user-1/offers/o1%2factivate',
    '/api/rewards/v2/issuers/org-1/users/user-1/offers/o1%2F..%2Factivate',
    '/api/rewards/v2/issuers/org-1/users/user-1/offers/o1%5cactivate',
    '/api/rewards/v2/issuers/org-1/users/user-1/offers/o1\\activate',
    '/api/rewards/v2/issuers/org-1/users/user-1//offers',
    '/api/rewards//v2/issuers/org-1/users/user-1/offers',
  ];

  it.each(rawTargets)('refuses the raw target %s with 400', async (raw) => {
    const { handler, service } = proxy();
    // The Request URL is what `new URL` made of it; the raw target is what the server received.
    const response = await handler(
      new Request(`${SITE}${raw.replaceAll('\\', '/')}`, { headers: signedIn }),
      { rawUrl: raw },
    );
    expect(response.status).toBe(400);
    expect(await errorDetail(response)).toMatch(/path was refused/);
    expect(service.seen).toHaveLength(0);
  });

  let server: Server;
  let port = 0;
  const seenByNode = upstream();
  beforeAll(async () => {
    server = createServer(toNodeHandler(proxy(seenByNode).handler));
    await new Promise<void>((resolve) => server.listen(4151, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  /** Sends a raw request target over HTTP (fetch would normalize it first). */
  function rawGet(target: string): Promise<number> {
    return new Promise((resolve, reject) => {
      const request = httpRequest(
        { host: '127.0.0.1', port, path: target, method: 'GET', headers: signedIn },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      request.on('error', reject);
      request.end();
    });
  }

  it.each(rawTargets.filter((raw) => !raw.includes('\\')))(
    'toNodeHandler sees the raw target %s and refuses it',
    async (raw) => {
      expect(await rawGet(raw)).toBe(400);
      expect(seenByNode.seen).toHaveLength(0);
    },
  );

  it('toNodeHandler forwards a plain target', async () => {
    expect(await rawGet('/api/rewards/v2/issuers/org-1/users/user-1/offers?supportedComponents=cta')).toBe(
      200,
    );
    expect(seenByNode.seen.at(-1)?.url).toBe(
      `${SERVICE}/v2/issuers/org-1/users/user-1/offers?supportedComponents=cta`,
    );
  });
});

describe('createOffersProxy: same-site POSTs only', () => {
  it.each([
    ['a foreign Origin', { ...signedIn, origin: 'https://evil.test' }],
    [
      'a foreign Origin marked cross-site',
      { ...signedIn, origin: 'https://evil.test', 'sec-fetch-site': 'cross-site' },
    ],
    ['no Origin at all', signedIn],
    ['Origin null', { ...signedIn, origin: 'null' }],
    [
      'a same-site but other subdomain',
      { ...signedIn, origin: 'https://evil.bank.test', 'sec-fetch-site': 'same-site' },
    ],
  ])('refuses an activate with %s (403)', async (_name, headers) => {
    const { handler, service } = proxy();
    const response = await handler(
      new Request(`${BASE}/offers/o1/activate?include=offer`, { method: 'POST', headers }),
    );
    expect(response.status).toBe(403);
    expect(await errorDetail(response)).toMatch(/did not come from this site/);
    expect(service.seen).toHaveLength(0);
  });

  it('accepts an allowed Origin, or Sec-Fetch-Site: same-origin', async () => {
    const { handler, service } = proxy();
    const url = `${BASE}/offers/o1/boost?include=offer`;
    expect((await handler(new Request(url, { method: 'POST', headers: sameOrigin }))).status).toBe(200);
    expect(
      (
        await handler(
          new Request(url, { method: 'POST', headers: { ...signedIn, 'sec-fetch-site': 'same-origin' } }),
        )
      ).status,
    ).toBe(200);
    expect(service.seen).toHaveLength(2);
  });

  it('defaults allowedOrigins to the request’s own origin', async () => {
    const { handler } = proxy(upstream(), { allowedOrigins: undefined });
    const url = `${BASE}/offers/o1/activate`;
    expect(
      (await handler(new Request(url, { method: 'POST', headers: { ...signedIn, origin: SITE } }))).status,
    ).toBe(200);
    expect(
      (
        await handler(
          new Request(url, { method: 'POST', headers: { ...signedIn, origin: 'https://evil.test' } }),
        )
      ).status,
    ).toBe(403);
  });

  it('does not ask GETs for an Origin', async () => {
    const { handler } = proxy();
    expect(
      (
        await handler(
          new Request(`${BASE}/offers`, { headers: { ...signedIn, origin: 'https://evil.test' } }),
        )
      ).status,
    ).toBe(200);
  });
});

describe('createOffersProxy: headers both ways', () => {
  it('forwards only allow-listed request headers: never cookies or the browser’s Authorization', async () => {
    const { handler, service } = proxy();
    await handler(
      new Request(`${BASE}/offers`, {
        headers: {
          ...signedIn,
          authorization: 'Bearer browser-chosen',
          accept: 'application/json',
          'accept-language': 'fr',
          'x-forwarded-for': '1.2.3.4',
          'x-offerkit-sandbox-fault': 'status=500',
        },
      }),
    );
    const headers = service.seen[0]?.headers as Headers;
    expect(headers.get('authorization')).toBe('Bearer service-token');
    expect(headers.get('accept-language')).toBe('fr');
    expect(headers.has('cookie')).toBe(false);
    expect(headers.has('x-forwarded-for')).toBe(false);
    expect(headers.has('x-offerkit-sandbox-fault')).toBe(false);
  });

  it('passes status and Retry-After back with its own error document (never the service’s body), and strips Set-Cookie and anything unlisted', async () => {
    const body = JSON.stringify({
      errors: [{ status: '429', title: 'Too Many Requests', detail: 'slow down' }],
    });
    const service = upstream(
      () =>
        new Response(body, {
          status: 429,
          headers: {
            'content-type': 'application/json',
            'retry-after': '7',
            'set-cookie': 'upstream=1',
            authorization: 'Bearer service-token',
            'www-authenticate': 'Bearer',
            'x-internal': 'secret-route',
            'cache-control': 'public, max-age=600',
          },
        }),
    );
    const { handler } = proxy(service);
    const response = await handler(new Request(`${BASE}/offers`, { headers: signedIn }));
    expect(response.status).toBe(429);
    const text = await response.text();
    expect(text).not.toContain('slow down');
    expect(JSON.parse(text)).toEqual({
      errors: [
        {
          status: '429',
          title: 'Too Many Requests',
          detail: 'The rewards service received too many requests; try again later.',
        },
      ],
    });
    expect(response.headers.get('retry-after')).toBe('7');
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    for (const name of ['set-cookie', 'authorization', 'www-authenticate', 'x-internal']) {
      expect(response.headers.has(name), name).toBe(false);
    }
    expect([...response.headers.values()].join(' ')).not.toContain('service-token');
  });

  it('sets Cache-Control: private, no-store on every answer, errors included', async () => {
    const { handler } = proxy();
    const answers = await Promise.all([
      handler(new Request(`${BASE}/offers`, { headers: signedIn })),
      handler(new Request(`${BASE}/offers`)),
      handler(new Request(`${BASE}/nope`, { headers: signedIn })),
      handler(new Request(`${BASE}/offers`, { method: 'PUT', headers: signedIn })),
      handler(new Request(`${BASE}/offers?bad=1`, { headers: signedIn })),
      handler(new Request(`${BASE}/offers/o1/activate`, { method: 'POST', headers: signedIn })),
    ]);
    expect(answers.map((response) => response.status)).toEqual([200, 401, 404, 405, 400, 403]);
    for (const response of answers) expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('answers 502 when the service refuses the backend’s own credentials, not 401 (the session is fine)', async () => {
    const { handler } = proxy(upstream(() => Response.json({ errors: [] }, { status: 401 })));
    const response = await handler(new Request(`${BASE}/offers`, { headers: signedIn }));
    expect(response.status).toBe(502);
  });

  it('answers 502 with an error document when the service cannot be reached', async () => {
    const { handler } = proxy(
      upstream(() => {
        throw new TypeError('connect ECONNREFUSED');
      }),
    );
    const response = await handler(new Request(`${BASE}/offers`, { headers: signedIn }));
    expect(response.status).toBe(502);
    expect(await errorDetail(response)).toMatch(/did not answer/);
  });
});

describe('createOffersProxy: earned rewards', () => {
  const reward = (id: string, status: string): EarnedReward => ({
    type: 'earnedReward',
    id,
    attributes: {
      status,
      message: `reward ${id}`,
      transactionId: id,
      transactionAmountInCents: 1000,
      updatedAt: '2026-05-01T00:00:00Z',
    },
  });

  it('serves the session user’s rewards from the source, without REJECTED entries', async () => {
    const asked: string[] = [];
    const earnedRewards: EarnedRewardsSource = {
      async listEarnedRewards(userId) {
        asked.push(userId);
        return [reward('t3', 'SETTLED'), reward('t2', 'REJECTED'), reward('t1', 'PENDING')];
      },
    };
    const { handler, service } = proxy(upstream(), { earnedRewards });
    const response = await handler(new Request(`${BASE}/earned-rewards`, { headers: signedIn }));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const body = (await response.json()) as { data: EarnedReward[] };
    expect(body.data.map((entry) => entry.id)).toEqual(['t3', 't1']);
    expect(asked).toEqual([ME]);
    expect(service.seen).toHaveLength(0);
  });

  it('scopes earned rewards like the rest: 403 for another user, 401 without a session, 405 for POST', async () => {
    const earnedRewards: EarnedRewardsSource = { listEarnedRewards: vi.fn(async () => []) };
    const { handler } = proxy(upstream(), { earnedRewards });
    const other = `${SITE}/api/rewards/v2/issuers/${ORG}/users/user-2/earned-rewards`;
    expect((await handler(new Request(other, { headers: signedIn }))).status).toBe(403);
    expect((await handler(new Request(`${BASE}/earned-rewards`))).status).toBe(401);
    expect(
      (await handler(new Request(`${BASE}/earned-rewards`, { method: 'POST', headers: sameOrigin }))).status,
    ).toBe(405);
    expect(
      (await handler(new Request(`${BASE}/earned-rewards?userId=user-2`, { headers: signedIn }))).status,
    ).toBe(400);
    expect(earnedRewards.listEarnedRewards).not.toHaveBeenCalled();
  });
});

describe('createOffersProxyApp', () => {
  it('is the same handler as a Hono sub-app', async () => {
    const service = upstream();
    const client = issuerClient(service.fetch);
    const app = new Hono();
    app.get('/health', (context) => context.text('ok'));
    app.route(
      '/',
      createOffersProxyApp({
        client,
        getUserId: (request) => (request.headers.get('cookie') === 'session=ok' ? ME : null),
        allowedOrigins: [SITE],
      }),
    );
    expect((await app.fetch(new Request(`${SITE}/health`))).status).toBe(200);
    expect(
      (await app.fetch(new Request(`${BASE}/offers`, { headers: { cookie: 'session=ok' } }))).status,
    ).toBe(200);
    expect((await app.fetch(new Request(`${BASE}/offers`))).status).toBe(401);
    expect(
      (
        await app.fetch(
          new Request(`${SITE}/api/rewards/v2/issuers/${ORG}/users/user-2/offers`, {
            headers: { cookie: 'session=ok' },
          }),
        )
      ).status,
    ).toBe(403);
    expect(service.seen).toHaveLength(1);
  });

  it('ends a request whose caller left without a log line or a report, and answers JSON', async () => {
    const controller = new AbortController();
    const slowService = ((_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_, reject) => {
        // The service is slow; the caller gives up meanwhile.
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        setTimeout(() => controller.abort(new DOMException('gave up', 'TimeoutError')), 5);
      })) as typeof fetch;
    const client = issuerClient(slowService);
    const reported: unknown[] = [];
    const app = createOffersProxyApp({
      client,
      getUserId: () => ME,
      allowedOrigins: [SITE],
      onError: (error) => reported.push(error),
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const response = await app.fetch(
        new Request(`${BASE}/offers`, { headers: signedIn, signal: controller.signal }),
      );
      expect(response.headers.get('content-type')).toMatch(/^application\/(vnd\.api\+)?json/);
      expect(logged).not.toHaveBeenCalled();
      expect(reported).toEqual([]);
    } finally {
      logged.mockRestore();
    }
  });
});
