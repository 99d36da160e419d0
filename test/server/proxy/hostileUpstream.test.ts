import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createIssuerClient,
  createOffersProxy,
  type OffersProxyOptions,
  toNodeHandler,
} from '@offerkit/server';
import { USER as ME, ORG } from '../../data/fixtures.ts';

const SERVICE = 'https://rewards.test';
const SITE = 'https://bank.test';
const BASE = `${SITE}/api/rewards/v2/issuers/${ORG}/users/${ME}`;
const TOKEN = 'service-token-5f1e0c';
const CSP = "default-src 'none'; frame-ancestors 'none'; sandbox";
const signedIn = { cookie: 'session=ok' };
const sameOrigin = { ...signedIn, origin: SITE };

/** The service double: records what reaches it, answers with `answer`. */
function upstream(answer: (request: Request) => Response | Promise<Response>) {
  const seen: Request[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    seen.push(request);
    return answer(request);
  };
  return { fetch: fetch as typeof globalThis.fetch, seen };
}

function proxy(
  fetch: typeof globalThis.fetch,
  extra: Partial<OffersProxyOptions> = {},
  baseUrl = SERVICE,
  maxResponseBytes?: number,
) {
  const client = createIssuerClient({
    baseUrl,
    organizationId: ORG,
    getAccessToken: () => TOKEN,
    fetch,
    retry: false,
    ...(maxResponseBytes === undefined ? {} : { maxResponseBytes }),
  });
  return createOffersProxy({
    client,
    getUserId: (request) => (request.headers.get('cookie') === 'session=ok' ? ME : undefined),
    allowedOrigins: [SITE],
    ...extra,
  });
}

/** Every answer of the proxy: JSON it wrote itself, never cached, never sniffed, never run. */
async function expectOwnJson(response: Response): Promise<{ errors?: { status: string; detail: string }[] }> {
  expect(response.headers.get('content-type')).toMatch(/^application\/(json|vnd\.api\+json)$/);
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('content-security-policy')).toBe(CSP);
  return JSON.parse(await response.text());
}

const offers = () => new Request(`${BASE}/offers`, { headers: signedIn });
const activate = () =>
  new Request(`${BASE}/offers/o1/activate?include=offer`, { method: 'POST', headers: sameOrigin });

describe('createOffersProxy: only JSON ever leaves the proxy (issue 25 item 1)', () => {
  const MARKER = '<script>alert(document.cookie)</script>';
  it.each([
    ['text/html', `<!doctype html>${MARKER}`],
    ['text/html; charset=utf-8', `${MARKER}`],
    ['text/javascript', 'alert(document.cookie)//<script>'],
    ['application/javascript', 'alert(1)//<script>'],
    ['image/svg+xml', `<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>`],
    ['text/plain', '{"data":[]}<script>'],
    ['application/octet-stream', '{"data":[]}<script>'],
    ['application/json', `not json ${MARKER}`],
    ['application/json', '"<script>a string</script>"'],
    ['application/json', '[1,"<script>"]'],
    ['application/vnd.api+json', '{"data":[]}<script>'],
    ['', '{"data":[]}<script>'],
  ])('a 200 %s body becomes the proxy’s own 502 error document', async (type, body) => {
    const service = upstream(
      () => new Response(body, { status: 200, headers: type === '' ? {} : { 'content-type': type } }),
    );
    const errors: unknown[] = [];
    const response = await proxy(service.fetch, { onError: (error) => errors.push(error) })(offers());
    expect(response.status).toBe(502);
    const document = await expectOwnJson(response);
    expect(document.errors?.[0]?.status).toBe('502');
    expect(JSON.stringify(document)).not.toContain('script');
    expect(errors).toHaveLength(1);
    expect(String(errors[0])).not.toMatch(/<script|alert|\{"data/);
  });

  it('re-serializes a 2xx JSON document: the bytes are the proxy’s, the content is the service’s', async () => {
    const raw = '{ "data" : [ ],\n "links": {"next": null}, "meta": {"t": "\\u003cb\\u003e"} }';
    const service = upstream(
      () => new Response(raw, { headers: { 'content-type': 'application/vnd.api+json; charset=utf-8' } }),
    );
    const response = await proxy(service.fetch)(offers());
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/vnd.api+json');
    const text = await response.clone().text();
    expect(text).toBe(JSON.stringify(JSON.parse(raw)));
    await expectOwnJson(response);
  });

  it('a 403 whose body echoes the bearer token never reaches the browser (issue 25 item 6)', async () => {
    const service = upstream(
      (request) =>
        new Response(
          JSON.stringify({
            errors: [
              {
                status: '403',
                title: 'Forbidden',
                detail: `token ${request.headers.get('authorization')} lacks offers:read`,
              },
            ],
          }),
          { status: 403, headers: { 'content-type': 'application/json', 'x-echo': TOKEN } },
        ),
    );
    const response = await proxy(service.fetch)(offers());
    expect(response.status).toBe(403);
    const text = await response.clone().text();
    expect(text).not.toContain(TOKEN);
    expect([...response.headers.values()].join(' ')).not.toContain(TOKEN);
    const document = await expectOwnJson(response);
    expect(document.errors?.[0]?.detail).toMatch(/rewards service refused/);
  });

  it.each([
    [400, 400],
    [403, 403],
    [404, 404],
    [409, 409],
    [410, 410],
    [422, 422],
    [429, 429],
    [405, 502],
    [418, 502],
    [500, 502],
    [501, 502],
    [503, 503],
    [504, 504],
  ])('an upstream %i (HTML body) is the proxy’s own %i error document', async (status, answered) => {
    const service = upstream(
      () =>
        new Response(`<h1>${status}</h1><script>alert(1)</script>`, {
          status,
          headers: { 'content-type': 'text/html', 'retry-after': '7', 'set-cookie': 'gw=1' },
        }),
    );
    const response = await proxy(service.fetch)(activate());
    expect(response.status).toBe(answered);
    const document = await expectOwnJson(response);
    expect(document.errors?.[0]?.status).toBe(String(answered));
    expect(JSON.stringify(document)).not.toMatch(/script|<h1>/);
    expect(response.headers.get('retry-after')).toBe(answered === 429 || answered === 503 ? '7' : null);
    expect(response.headers.has('set-cookie')).toBe(false);
  });

  it('drops a Retry-After that is not seconds or an HTTP date', async () => {
    const service = upstream(
      () =>
        new Response('{"errors":[]}', {
          status: 429,
          headers: { 'content-type': 'application/json', 'retry-after': '<script>' },
        }),
    );
    const response = await proxy(service.fetch)(offers());
    expect(response.status).toBe(429);
    expect(response.headers.has('retry-after')).toBe(false);
  });

  it('sets the CSP and nosniff on its own refusals and on earned rewards', async () => {
    const service = upstream(() => Response.json({ data: [] }));
    const handler = proxy(service.fetch, {
      earnedRewards: { listEarnedRewards: async () => [] },
    });
    const answers = await Promise.all([
      handler(new Request(`${BASE}/offers`)),
      handler(new Request(`${BASE}/nope`, { headers: signedIn })),
      handler(new Request(`${BASE}/offers`, { method: 'PUT', headers: signedIn })),
      handler(new Request(`${BASE}/offers`, { method: 'HEAD', headers: signedIn })),
      handler(new Request(`${BASE}/offers`, { method: 'OPTIONS', headers: signedIn })),
      handler(new Request(`${BASE}/offers?bad=1`, { headers: signedIn })),
      handler(new Request(`${BASE}/offers/o1/activate`, { method: 'POST', headers: signedIn })),
      handler(
        new Request(`${SITE}/api/rewards/v2/issuers/${ORG}/users/user-2/offers`, { headers: signedIn }),
      ),
      handler(new Request(`${BASE}/earned-rewards`, { headers: signedIn })),
    ]);
    expect(answers.map((response) => response.status)).toEqual([401, 404, 405, 405, 405, 400, 403, 403, 200]);
    for (const response of answers) {
      expect(response.headers.get('content-security-policy')).toBe(CSP);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('cache-control')).toBe('private, no-store');
    }
    expect(service.seen).toHaveLength(0);
  });

  it('asks the service for JSON only, whatever Accept the browser sent', async () => {
    const service = upstream(() => Response.json({ data: [] }));
    await proxy(service.fetch)(
      new Request(`${BASE}/offers`, {
        headers: { ...signedIn, accept: 'text/html', 'accept-language': 'fr-CA, en;q=0.8' },
      }),
    );
    expect(service.seen[0]?.headers.get('accept')).toBe('application/json');
    expect(service.seen[0]?.headers.get('accept-language')).toBe('fr-CA, en;q=0.8');
  });
});

describe('createOffersProxy: path segments follow one grammar (issue 25 item 5)', () => {
  const PREFIX = `/api/rewards/v2/issuers/${ORG}/users/${ME}`;
  it.each([
    `${PREFIX}/offers/..;/activate`,
    `${PREFIX}/offers/..;/..;/user-2/offers/o1/activate`,
    `${PREFIX}/offers/%252e%252e/activate`,
    `${PREFIX}/offers/x%252f..%252fvictim/activate`,
    `${PREFIX}/offers/o1;/activate`,
    `${PREFIX}/offers/o1;jsessionid=1/activate`,
    `${PREFIX}/offers/%3b/activate`,
    `${PREFIX}/offers/o%25/activate`,
    `${PREFIX}/offers/o%40x/activate`,
    `${PREFIX}/offers/o%C3%A9/activate`,
    `${PREFIX}/offers/%EF%BC%8E%EF%BC%8E/activate`,
    `${PREFIX}/offers/o'1/activate`,
    `${PREFIX}/offers/o:1/activate`,
    `${PREFIX}/offers/o%zz/activate`,
    `/api/rewards/v2/issuers/${ORG};x/users/${ME}/offers/o1/activate`,
    `/api/rewards/v2/issuers/${ORG}/users/${ME};/offers/o1/activate`,
    `/api/rewards/v2;/issuers/${ORG}/users/${ME}/offers/o1/activate`,
  ])('refuses %s with 400 and 0 upstream requests', async (raw) => {
    const service = upstream(() => Response.json({ data: {} }));
    const handler = proxy(service.fetch);
    for (const context of [{ rawUrl: raw }, undefined]) {
      const response = await handler(
        new Request(`${SITE}${raw}`, { method: 'POST', headers: sameOrigin }),
        context,
      );
      expect(response.status).toBe(400);
      const document = await expectOwnJson(response);
      expect(document.errors?.[0]?.detail).toMatch(/path was refused/);
    }
    expect(service.seen).toHaveLength(0);
  });

  it('forwards ids of unreserved characters, and their %XX forms, as sent', async () => {
    const service = upstream(() => Response.json({ data: {} }));
    const raw = `/api/rewards/v2/issuers/${ORG}/users/user%2D1/offers/A-z_0.9~%7E%41/activate`;
    const response = await proxy(service.fetch)(
      new Request(`${SITE}${raw}`, { method: 'POST', headers: sameOrigin }),
      { rawUrl: raw },
    );
    expect(response.status).toBe(200);
    expect(service.seen[0]?.url).toBe(`${SERVICE}${raw.slice('/api/rewards'.length)}`);
  });
});

describe('createOffersProxy: the query (issue 26 item 7)', () => {
  it.each([
    `${BASE}/offers?sort=x;include=y`,
    `${BASE}/offers?sort=x;userId=user-2`,
    `${BASE}/offers?;include=categories`,
    `${BASE}/offers?filter[search]=a|b`,
    `${BASE}/offers?filter[search]=a%zz`,
  ])('refuses %s with 400 and 0 upstream requests', async (url) => {
    const service = upstream(() => Response.json({ data: [] }));
    const raw = url.slice(SITE.length);
    const response = await proxy(service.fetch)(new Request(url, { headers: signedIn }), { rawUrl: raw });
    expect(response.status).toBe(400);
    await expectOwnJson(response);
    expect(service.seen).toHaveLength(0);
  });

  it('keeps an encoded ; in a value (it is data, not a separator)', async () => {
    const service = upstream(() => Response.json({ data: [] }));
    const response = await proxy(service.fetch)(
      new Request(`${BASE}/offers?filter[search]=a%3Bb`, { headers: signedIn }),
    );
    expect(response.status).toBe(200);
    expect(service.seen[0]?.url).toBe(`${SERVICE}/v2/issuers/${ORG}/users/${ME}/offers?filter[search]=a%3Bb`);
  });

  it('answers 414 to a huge query without calling the service', async () => {
    const service = upstream(() => Response.json({ data: [] }));
    const response = await proxy(service.fetch)(
      new Request(`${BASE}/offers?filter[search]=${'a'.repeat(20_000)}`, { headers: signedIn }),
    );
    expect(response.status).toBe(414);
    await expectOwnJson(response);
    expect(service.seen).toHaveLength(0);
  });
});

describe('createOffersProxy against real local servers', () => {
  const servers: Server[] = [];
  async function listen(handle: (request: IncomingMessage, response: ServerResponse) => void) {
    const seen: { method: string; url: string }[] = [];
    const server = createServer((request, response) => {
      seen.push({ method: request.method ?? '', url: request.url ?? '' });
      handle(request, response);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    servers.push(server);
    return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen, server };
  }
  afterEach(async () => {
    for (const server of servers.splice(0)) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it.each([301, 302, 303, 307, 308])(
    'never follows a %i to an internal address: 502 for the browser, 0 requests there, the POST sent once',
    async (status) => {
      const internal = await listen((_request, response) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end('{"data":{"type":"secret"}}');
      });
      const service = await listen((_request, response) => {
        response.writeHead(status, {
          location: `${internal.base}/latest/meta-data/`,
          'content-type': 'text/html',
        });
        response.end('<a href="/latest/meta-data/">moved</a>');
      });
      const errors: unknown[] = [];
      const handler = proxy(globalThis.fetch, { onError: (error) => errors.push(error) }, service.base);
      for (const request of [offers(), activate()]) {
        const response = await handler(request);
        expect(response.status).toBe(502);
        const document = await expectOwnJson(response);
        expect(document.errors?.[0]?.detail).toMatch(/redirect/);
        expect(JSON.stringify(document)).not.toContain(internal.base);
      }
      expect(internal.seen).toHaveLength(0);
      expect(service.seen.map((request) => request.method)).toEqual(['GET', 'POST']);
      expect(errors).toHaveLength(2);
    },
  );

  it('answers 502 to a 64 MiB body and stops reading it near the 4 MiB default', async () => {
    let sent = 0;
    const service = await listen((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      const chunk = Buffer.alloc(256 * 1024, 0x20);
      const write = () => {
        while (sent < 64 * 1024 * 1024 && !response.destroyed) {
          sent += chunk.length;
          if (!response.write(chunk)) {
            response.once('drain', write);
            return;
          }
        }
        response.end();
      };
      response.write('{"data":[');
      write();
    });
    const response = await proxy(globalThis.fetch, {}, service.base)(offers());
    expect(response.status).toBe(502);
    const document = await expectOwnJson(response);
    expect(document.errors?.[0]?.detail).toMatch(/too large/);
    // What the socket buffers hold past the cap, not the whole body.
    expect(sent).toBeLessThan(32 * 1024 * 1024);
  });

  it('over real HTTP (toNodeHandler): ..;, %252e%252e and ; targets are 400 with the security headers, 0 upstream requests', async () => {
    const service = await listen((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"data":{}}');
    });
    const bank = await listen(toNodeHandler(proxy(globalThis.fetch, {}, service.base)));
    const prefix = `/api/rewards/v2/issuers/${ORG}/users/${ME}/offers`;
    for (const target of [
      `${prefix}/..;/activate`,
      `${prefix}/%252e%252e/activate`,
      `${prefix}/o1;x=1/activate`,
      `${prefix}/o1/activate?include=offer;supportedComponents=cta`,
    ]) {
      const answer = await new Promise<{ status: number; headers: Record<string, unknown> }>(
        (resolve, reject) => {
          const sent = httpRequest(
            {
              host: '127.0.0.1',
              port: new URL(bank.base).port,
              path: target,
              method: 'POST',
              headers: sameOrigin,
            },
            (response) => {
              response.resume();
              resolve({ status: response.statusCode ?? 0, headers: response.headers });
            },
          );
          sent.on('error', reject);
          sent.end();
        },
      );
      expect(answer.status, target).toBe(400);
      expect(answer.headers['content-security-policy']).toBe(CSP);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    }
    expect(service.seen).toHaveLength(0);
  });

  it('answers 502 to a Content-Length over maxResponseBytes', async () => {
    const service = await listen((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': '5000' });
      response.end(`{"data":[],"pad":"${'x'.repeat(5000 - 20)}"}`);
    });
    const response = await proxy(globalThis.fetch, {}, service.base, 1024)(offers());
    expect(response.status).toBe(502);
    await expectOwnJson(response);
  });
});

describe('createOffersProxy: what of an upstream error document is kept', () => {
  it('keeps source.parameter only when it names one of the route’s query parameters', async () => {
    const answer = (parameter: string) =>
      upstream(
        () =>
          new Response(
            JSON.stringify({
              errors: [{ status: '400', title: 'Invalid Request', detail: TOKEN, source: { parameter } }],
            }),
            { status: 400, headers: { 'content-type': 'application/json' } },
          ),
      );
    const named = await proxy(answer('page[size]').fetch)(offers());
    const named400 = (await expectOwnJson(named)) as { errors: { source?: { parameter?: string } }[] };
    expect(named400.errors[0]?.source?.parameter).toBe('page[size]');
    const echoed = await proxy(answer(`Bearer ${TOKEN}`).fetch)(offers());
    const text = await echoed.clone().text();
    expect(text).not.toContain(TOKEN);
    const echoed400 = (await expectOwnJson(echoed)) as { errors: { source?: unknown }[] };
    expect(echoed400.errors[0]?.source).toBeUndefined();
  });
});
