import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inspect } from 'node:util';
import {
  createClientCredentialsTokenProvider,
  createIssuerClient,
  createOffersProxy,
  TokenExchangeError,
} from '@offerkit/server';

const TOKEN_URL = 'https://auth.bank.test/oauth2/token';
const SECRET = 'top-secret value+/=';

interface Seen {
  headers: Headers;
  form: URLSearchParams;
}

/** A token endpoint double: answers each call with the next answer (the last one repeatedly). */
function tokenEndpoint(...answers: (() => Response | Promise<Response>)[]) {
  const seen: Seen[] = [];
  const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    seen.push({ headers: new Headers(init?.headers), form: new URLSearchParams(String(init?.body)) });
    const answer = answers[Math.min(seen.length - 1, answers.length - 1)] as () => Response;
    return answer();
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, seen, calls: () => fetch.mock.calls.length };
}

const token = (value: string, expiresIn?: number) => () =>
  Response.json({
    access_token: value,
    token_type: 'Bearer',
    ...(expiresIn === undefined ? {} : { expires_in: expiresIn }),
  });

function provider(
  fetch: typeof globalThis.fetch,
  extra: Partial<Parameters<typeof createClientCredentialsTokenProvider>[0]> = {},
) {
  return createClientCredentialsTokenProvider({
    tokenUrl: TOKEN_URL,
    clientId: 'bank-client',
    clientSecret: SECRET,
    fetch,
    ...extra,
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('createClientCredentialsTokenProvider: the exchange', () => {
  it('posts a form with grant_type and scope, authenticating by HTTP Basic of the form-encoded credentials', async () => {
    const endpoint = tokenEndpoint(token('t1', 3600));
    const tokens = provider(endpoint.fetch, { scope: ['user:write', 'files:write'] });
    expect(await tokens.getAccessToken()).toBe('t1');
    const [request] = endpoint.seen;
    expect(request?.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(request?.form.get('grant_type')).toBe('client_credentials');
    expect(request?.form.get('scope')).toBe('user:write files:write');
    expect(request?.form.has('client_secret')).toBe(false);
    // RFC 6749 §2.3.1: each part form-encoded, then base64.
    expect(request?.headers.get('authorization')).toBe(
      `Basic ${btoa('bank-client:top-secret+value%2B%2F%3D')}`,
    );
  });

  it('sends client_id and client_secret in the body when clientAuthentication is "body"', async () => {
    const endpoint = tokenEndpoint(token('t1', 3600));
    await provider(endpoint.fetch, { clientAuthentication: 'body' }).getAccessToken();
    const [request] = endpoint.seen;
    expect(request?.headers.has('authorization')).toBe(false);
    expect(request?.form.get('client_id')).toBe('bank-client');
    expect(request?.form.get('client_secret')).toBe(SECRET);
  });
});

describe('createClientCredentialsTokenProvider: caching', () => {
  it('caches the token until expires_in minus the skew, then exchanges again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-05-01T00:00:00Z'));
    const endpoint = tokenEndpoint(token('t1', 600), token('t2', 600));
    const tokens = provider(endpoint.fetch, { refreshSkewSeconds: 60 });
    expect(await tokens.getAccessToken()).toBe('t1');
    vi.setSystemTime(new Date('2026-05-01T00:08:59Z')); // 539 s: still before 600 − 60
    expect(await tokens.getAccessToken()).toBe('t1');
    expect(endpoint.calls()).toBe(1);
    vi.setSystemTime(new Date('2026-05-01T00:09:00Z')); // 540 s: inside the skew
    expect(await tokens.getAccessToken()).toBe('t2');
    expect(endpoint.calls()).toBe(2);
  });

  it('uses the default skew of 60 s', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(0);
    const endpoint = tokenEndpoint(token('t1', 120), token('t2', 120));
    const tokens = provider(endpoint.fetch);
    await tokens.getAccessToken();
    vi.setSystemTime(59_000);
    expect(await tokens.getAccessToken()).toBe('t1');
    vi.setSystemTime(60_000);
    expect(await tokens.getAccessToken()).toBe('t2');
  });

  it('a token living no longer than the skew is kept for half its lifetime, not exchanged at every call', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(0);
    const endpoint = tokenEndpoint(token('t1', 60), token('t2', 60), token('t3', 60));
    const tokens = provider(endpoint.fetch); // default skew: 60 s, as long as the token lives
    expect(await tokens.getAccessToken()).toBe('t1');
    vi.setSystemTime(1_000);
    expect(await tokens.getAccessToken()).toBe('t1');
    vi.setSystemTime(29_000);
    expect(await tokens.getAccessToken()).toBe('t1');
    expect(endpoint.calls()).toBe(1);
    vi.setSystemTime(30_000);
    expect(await tokens.getAccessToken()).toBe('t2');
    expect(endpoint.calls()).toBe(2);
  });

  it('invalidate() drops the cached token so the next call exchanges again', async () => {
    const endpoint = tokenEndpoint(token('t1', 3600), token('t2', 3600));
    const tokens = provider(endpoint.fetch);
    expect(await tokens.getAccessToken()).toBe('t1');
    tokens.invalidate();
    expect(await tokens.getAccessToken()).toBe('t2');
    expect(await tokens.getAccessToken()).toBe('t2');
    expect(endpoint.calls()).toBe(2);
  });

  it('shares one exchange in flight between concurrent callers (single flight)', async () => {
    let release: (response: Response) => void = () => {};
    const endpoint = tokenEndpoint(() => new Promise<Response>((resolve) => (release = resolve)));
    const tokens = provider(endpoint.fetch);
    const callers = Array.from({ length: 20 }, () => tokens.getAccessToken());
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(endpoint.calls()).toBe(1);
    release(Response.json({ access_token: 'shared', token_type: 'Bearer', expires_in: 3600 }));
    expect(await Promise.all(callers)).toEqual(Array(20).fill('shared'));
    expect(endpoint.calls()).toBe(1);
  });

  it('does not cache a failed exchange: the next call tries again and succeeds', async () => {
    const endpoint = tokenEndpoint(
      () => Response.json({ error: 'temporarily_unavailable' }, { status: 503 }),
      token('t-after', 3600),
    );
    const tokens = provider(endpoint.fetch);
    const [first, second] = await Promise.allSettled([tokens.getAccessToken(), tokens.getAccessToken()]);
    expect(first.status).toBe('rejected');
    expect(second.status).toBe('rejected');
    expect(endpoint.calls()).toBe(1); // both waited for the same failing exchange
    expect(await tokens.getAccessToken()).toBe('t-after');
    expect(endpoint.calls()).toBe(2);
  });
});

describe('createClientCredentialsTokenProvider: failures are typed and never carry the secret', () => {
  const failures: [string, () => Response | Promise<Response>, RegExp][] = [
    [
      '401 invalid_client',
      () =>
        Response.json(
          { error: 'invalid_client', error_description: `bad secret ${SECRET}` },
          { status: 401 },
        ),
      /refused|invalid_client.*Check clientId/s,
    ],
    ['a 500 HTML page', () => new Response(`<h1>oops ${SECRET}</h1>`, { status: 500 }), /answered 500/],
    [
      '200 without access_token',
      () => Response.json({ token_type: 'Bearer', echo: SECRET }),
      /no access_token/,
    ],
    ['a non-bearer token type', () => Response.json({ access_token: 'x', token_type: 'mac' }), /not Bearer/],
    ['a body that is not JSON', () => new Response(`not json ${SECRET}`), /not JSON/],
    [
      'a network failure',
      () => {
        throw new TypeError(`connect ECONNREFUSED (${SECRET})`);
      },
      /Could not reach the token endpoint/,
    ],
  ];

  it.each(failures)(
    '%s rejects with TokenExchangeError without the secret',
    async (_name, answer, message) => {
      const logs: unknown[] = [];
      const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((level) =>
        vi.spyOn(console, level).mockImplementation((...args) => logs.push(args)),
      );
      try {
        const endpoint = tokenEndpoint(answer);
        const error = await provider(endpoint.fetch)
          .getAccessToken()
          .catch((caught: unknown) => caught);
        expect(error).toBeInstanceOf(TokenExchangeError);
        const typed = error as TokenExchangeError;
        expect(typed.message).toMatch(message);
        for (const text of [
          typed.message,
          String(typed),
          typed.stack ?? '',
          inspect(typed, { depth: 10 }),
          JSON.stringify(typed),
          JSON.stringify(logs),
        ]) {
          expect(text).not.toContain(SECRET);
          expect(text).not.toContain(encodeURIComponent(SECRET));
        }
      } finally {
        for (const spy of spies) spy.mockRestore();
      }
    },
  );

  it('reports the status and OAuth error code of a refusal', async () => {
    const endpoint = tokenEndpoint(() => Response.json({ error: 'invalid_client' }, { status: 401 }));
    const error = (await provider(endpoint.fetch)
      .getAccessToken()
      .catch((caught: unknown) => caught)) as TokenExchangeError;
    expect(error.status).toBe(401);
    expect(error.oauthError).toBe('invalid_client');
    expect(error.message).toContain('Check clientId ("bank-client") and clientSecret');
  });

  it('shows no secret in toString, JSON.stringify or util.inspect of the provider, before and after a token', async () => {
    const endpoint = tokenEndpoint(token('the-access-token', 3600));
    const tokens = provider(endpoint.fetch);
    const views = () => [
      String(tokens),
      `${tokens}`,
      JSON.stringify(tokens),
      inspect(tokens, { depth: 10, showHidden: true }),
    ];
    for (const text of views()) expect(text).not.toContain(SECRET);
    await tokens.getAccessToken();
    for (const text of views()) {
      expect(text).not.toContain(SECRET);
      expect(text).not.toContain('the-access-token');
      expect(text).toContain('bank-client');
    }
  });

  it('refuses a missing secret or a non-URL token endpoint at once, saying what to give', () => {
    const fetch = tokenEndpoint(token('t', 1)).fetch;
    expect(() => provider(fetch, { clientSecret: '' })).toThrow(/clientSecret is empty/);
    expect(() => provider(fetch, { tokenUrl: '/oauth2/token' })).toThrow(/not an absolute http\(s\) URL/);
    expect(() => provider(fetch, { clientAuthentication: 'jwt' as 'basic' })).toThrow(/"basic" or "body"/);
    expect(() => provider(fetch, { timeoutMs: 0 })).toThrow(/timeoutMs must be more than 0/);
  });

  it('gives up on a token endpoint that does not answer within timeoutMs', async () => {
    const silent = (async (_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      })) as typeof fetch;
    const error = await provider(silent, { timeoutMs: 50 })
      .getAccessToken()
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TokenExchangeError);
    expect((error as Error).message).toMatch(/no answer within 50 ms/);
  });
});

describe('createClientCredentialsTokenProvider: an echoing token endpoint cannot leak the secret', () => {
  const CLIENT_ID = 'bank-client';
  const ECHO_SECRET = 'Echo-Secret_value+/=&9';
  // Every form the secret travels in, alone and with the id: plain, form- and URL-encoded, base64.
  const formEncode = (value: string) => new URLSearchParams({ v: value }).toString().slice(2);
  const secretForms = [
    ECHO_SECRET,
    formEncode(ECHO_SECRET),
    encodeURIComponent(ECHO_SECRET),
    btoa(ECHO_SECRET),
    btoa(formEncode(ECHO_SECRET)),
    btoa(`${CLIENT_ID}:${ECHO_SECRET}`),
    btoa(`${formEncode(CLIENT_ID)}:${formEncode(ECHO_SECRET)}`),
    // The secret's own characters without the padding a base64 tail may lose when cut.
    btoa(`${CLIENT_ID}:${formEncode(ECHO_SECRET)}`).slice(0, 24),
    btoa(ECHO_SECRET).slice(0, 16),
  ];

  /** Everything an error shows: message, String, stack, JSON, inspect, and the same for each cause. */
  function views(error: unknown): string[] {
    const out: string[] = [];
    let current: unknown = error;
    for (let depth = 0; current !== undefined && current !== null && depth < 10; depth += 1) {
      const e = current as Error;
      out.push(String(e), e.message ?? '', e.stack ?? '', JSON.stringify(e) ?? '');
      out.push(inspect(e, { depth: 10, showHidden: true }));
      current = e.cause;
    }
    return out;
  }

  function expectNoSecret(texts: string[]) {
    for (const text of texts) {
      for (const form of secretForms) expect(text).not.toContain(form);
    }
  }

  let server: Server;
  let base: string;
  beforeAll(async () => {
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const echo = `${request.headers.authorization ?? ''} ${body}`;
        const form = new URLSearchParams(body);
        const mode = (request.url ?? '').slice(1);
        const answers: Record<string, [number, string, string]> = {
          // A WAF page quoting the request, cut anywhere.
          'html-401': [401, 'text/html', `<p>Denied: ${echo}</p>`],
          'text-500': [500, 'text/plain', `upstream error ${echo}`.slice(0, 118)],
          'json-400': [
            400,
            'application/json',
            JSON.stringify({
              error: `invalid_request ${echo}`,
              error_description: echo,
            }),
          ],
          'json-401-description': [
            401,
            'application/json',
            JSON.stringify({ error: 'invalid_client', error_description: `bad credentials ${echo}` }),
          ],
          '200-not-json': [200, 'text/plain', `ok ${echo}`],
          '200-token-type': [
            200,
            'application/json',
            JSON.stringify({ access_token: 'a', token_type: echo }),
          ],
          '200-expires-in': [
            200,
            'application/json',
            JSON.stringify({ access_token: 'a', token_type: 'Bearer', expires_in: echo }),
          ],
          '200-no-token': [
            200,
            'application/json',
            JSON.stringify({ token_type: 'Bearer', scope: echo, secret: form.get('client_secret') }),
          ],
        };
        const [status, type, text] = answers[mode] ?? [404, 'text/plain', echo];
        response.writeHead(status, { 'content-type': type });
        response.end(text);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  const modes = [
    'html-401',
    'text-500',
    'json-400',
    'json-401-description',
    '200-not-json',
    '200-token-type',
    '200-expires-in',
    '200-no-token',
  ];
  const cases = modes.flatMap((mode) => (['basic', 'body'] as const).map((auth) => [mode, auth] as const));

  it.each(cases)(
    '%s (client authentication %s): no form of the secret in the error, its causes or the logs',
    async (mode, clientAuthentication) => {
      const logs: unknown[] = [];
      const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((level) =>
        vi.spyOn(console, level).mockImplementation((...args) => logs.push(args)),
      );
      try {
        const tokens = createClientCredentialsTokenProvider({
          tokenUrl: `${base}/${mode}`,
          clientId: CLIENT_ID,
          clientSecret: ECHO_SECRET,
          clientAuthentication,
        });
        const error = await tokens.getAccessToken().catch((caught: unknown) => caught);
        expect(error).toBeInstanceOf(TokenExchangeError);
        const typed = error as TokenExchangeError;
        expect(typed.message).toContain(`${base}/${mode}`);
        if (!mode.startsWith('200')) expect(typed.status).toBe(Number(mode.match(/\d{3}/)?.[0]));
        expectNoSecret([...views(typed), JSON.stringify(logs), inspect(logs, { depth: 10 })]);
      } finally {
        for (const spy of spies) spy.mockRestore();
      }
    },
  );

  it('keeps a valid OAuth error code and drops one that is not ^[a-z_]+$', async () => {
    const valid = (await createClientCredentialsTokenProvider({
      tokenUrl: `${base}/json-401-description`,
      clientId: CLIENT_ID,
      clientSecret: ECHO_SECRET,
    })
      .getAccessToken()
      .catch((caught: unknown) => caught)) as TokenExchangeError;
    expect(valid.oauthError).toBe('invalid_client');
    expect(valid.message).toContain('invalid_client');
    expect(valid.message).not.toContain('bad credentials');
    const invalid = (await createClientCredentialsTokenProvider({
      tokenUrl: `${base}/json-400`,
      clientId: CLIENT_ID,
      clientSecret: ECHO_SECRET,
    })
      .getAccessToken()
      .catch((caught: unknown) => caught)) as TokenExchangeError;
    expect(invalid.status).toBe(400);
    expect(invalid.oauthError).toBeUndefined();
  });

  it('a fetch that rejects with the request (headers, body) in its message and cause leaks nothing', async () => {
    const leaky = (async (url: RequestInfo | URL, init?: RequestInit) => {
      const headers = new Headers(init?.headers);
      const detail = `${String(url)} ${headers.get('authorization')} ${String(init?.body)}`;
      const cause = Object.assign(new Error(`socket closed: ${detail}`), {
        code: 'ECONNRESET',
        request: { headers: Object.fromEntries(headers), body: init?.body },
      });
      throw new TypeError(`fetch failed for ${detail}`, { cause });
    }) as typeof fetch;
    for (const clientAuthentication of ['basic', 'body'] as const) {
      const error = await createClientCredentialsTokenProvider({
        tokenUrl: `${base}/unused`,
        clientId: CLIENT_ID,
        clientSecret: ECHO_SECRET,
        clientAuthentication,
        fetch: leaky,
      })
        .getAccessToken()
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(TokenExchangeError);
      expect((error as Error).message).toMatch(/Could not reach the token endpoint .*ECONNRESET/);
      expectNoSecret(views(error));
    }
  });

  it('a real network failure (nothing listening) names the error code and leaks nothing', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const error = await createClientCredentialsTokenProvider({
      tokenUrl: `http://127.0.0.1:${port}/token`,
      clientId: CLIENT_ID,
      clientSecret: ECHO_SECRET,
    })
      .getAccessToken()
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TokenExchangeError);
    expect((error as Error).message).toMatch(/ECONNREFUSED/);
    expectNoSecret(views(error));
  });

  it("the offers proxy's onError and its answer to the browser carry no form of the secret", async () => {
    const tokenProvider = createClientCredentialsTokenProvider({
      tokenUrl: `${base}/json-401-description`,
      clientId: CLIENT_ID,
      clientSecret: ECHO_SECRET,
    });
    const client = createIssuerClient({ baseUrl: base, organizationId: 'org', tokenProvider });
    const errors: unknown[] = [];
    const handler = createOffersProxy({
      client,
      getUserId: () => 'u1',
      onError: (error) => errors.push(error),
    });
    const response = await handler(
      new Request('https://bank.test/api/rewards/v2/issuers/org/users/u1/offers'),
    );
    expect(response.status).toBeGreaterThanOrEqual(500);
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.some((error) => error instanceof TokenExchangeError)).toBe(true);
    expectNoSecret([...errors.flatMap(views), await response.text(), JSON.stringify([...response.headers])]);
  });

  it('the issuer client rejects with the same clean error when no token can be had', async () => {
    const tokenProvider = createClientCredentialsTokenProvider({
      tokenUrl: `${base}/html-401`,
      clientId: CLIENT_ID,
      clientSecret: ECHO_SECRET,
    });
    const client = createIssuerClient({ baseUrl: base, organizationId: 'org', tokenProvider });
    const error = await client.issuer.get().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TokenExchangeError);
    expectNoSecret(views(error));
  });
});

describe('createClientCredentialsTokenProvider: a burst of 401s (no stampede)', () => {
  const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('invalidate(failedToken) forgets only that token and never cancels an exchange in flight', async () => {
    let issued = 0;
    let release: () => void = () => {};
    const endpoint = tokenEndpoint(async () => {
      issued += 1;
      const value = `t${issued}`;
      if (issued === 2) await new Promise<void>((resolve) => (release = resolve));
      return Response.json({ access_token: value, token_type: 'Bearer', expires_in: 3600 });
    });
    const tokens = provider(endpoint.fetch);
    expect(await tokens.getAccessToken()).toBe('t1');
    tokens.invalidate('some-other-token'); // not the cached one: nothing happens
    expect(await tokens.getAccessToken()).toBe('t1');
    expect(endpoint.calls()).toBe(1);
    tokens.invalidate('t1');
    const waiting = tokens.getAccessToken(); // exchange #2 starts and waits
    await delay(5);
    tokens.invalidate('t1'); // a late 401 of the old token: the exchange in flight goes on
    tokens.invalidate(); // even without an argument, nothing in flight is cancelled
    const joined = tokens.getAccessToken();
    release();
    expect(await Promise.all([waiting, joined])).toEqual(['t2', 't2']);
    tokens.invalidate('t1'); // after the exchange: t2 stays
    expect(await tokens.getAccessToken()).toBe('t2');
    expect(endpoint.calls()).toBe(2);
  });

  it('20 concurrent calls through the issuer client that get a 401 for the old token: ≤ 2 exchanges, all succeed', async () => {
    let issued = 0;
    const endpoint = tokenEndpoint(async () => {
      issued += 1;
      const value = `t${issued}`;
      await delay(15);
      return Response.json({ access_token: value, token_type: 'Bearer', expires_in: 3600 });
    });
    const tokenProvider = provider(endpoint.fetch);
    let revoked = false;
    let calls = 0;
    const upstream = (async (_url: RequestInfo | URL, init?: RequestInit) => {
      calls += 1;
      const bearer = new Headers(init?.headers).get('authorization');
      // 401s arrive spread out: some before the new token is issued, some after.
      await delay((calls % 10) * 5);
      if (bearer === 'Bearer t1' && revoked) {
        return Response.json(
          { errors: [{ status: '401', title: 'Unauthorized Error', detail: 'revoked' }] },
          { status: 401 },
        );
      }
      return Response.json({ bearer });
    }) as typeof fetch;
    const client = createIssuerClient({
      baseUrl: 'https://rewards.bank.test',
      organizationId: 'org',
      tokenProvider,
      fetch: upstream,
    });
    const get = () => client.forward({ method: 'GET', pathAndQuery: '/v2/issuers/org/users/u1/offers' });
    expect((await get()).status).toBe(200); // t1 is cached
    revoked = true;
    const answers = await Promise.all(Array.from({ length: 20 }, get));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((answer) => JSON.parse(answer.text).bearer))).toEqual(new Set(['Bearer t2']));
    expect(endpoint.calls()).toBeLessThanOrEqual(2);
    expect(endpoint.calls()).toBe(2); // t1, then one exchange for the whole burst
  });
});

describe('createClientCredentialsTokenProvider: hostile token endpoint answers', () => {
  async function listen(handler: Parameters<typeof createServer>[1]) {
    const server = createServer(handler);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return { server, port: (server.address() as AddressInfo).port };
  }
  const close = (server: Server) => new Promise((resolve) => server.close(resolve));

  it.each(['basic', 'body'] as const)(
    'never follows a redirect (client authentication %s): the credentials reach no other address',
    async (clientAuthentication) => {
      const seen: string[] = [];
      const elsewhere = await listen((request, response) => {
        let body = '';
        request.on('data', (chunk) => (body += chunk));
        request.on('end', () => {
          seen.push(`${request.method} ${request.headers.authorization ?? ''} ${body}`);
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ access_token: 'stolen', token_type: 'Bearer' }));
        });
      });
      const tokenEndpoint = await listen((_request, response) => {
        // 307 keeps the method and the body; localhost is another origin than 127.0.0.1.
        response.writeHead(307, { location: `http://localhost:${elsewhere.port}/collect` });
        response.end();
      });
      try {
        const error = await createClientCredentialsTokenProvider({
          tokenUrl: `http://127.0.0.1:${tokenEndpoint.port}/token`,
          clientId: 'bank-client',
          clientSecret: SECRET,
          clientAuthentication,
        })
          .getAccessToken()
          .catch((caught: unknown) => caught);
        expect(error).toBeInstanceOf(TokenExchangeError);
        expect((error as TokenExchangeError).status).toBe(307);
        expect((error as Error).message).toMatch(/redirect/);
        expect((error as Error).message).not.toContain('collect');
        expect(seen).toEqual([]);
      } finally {
        await Promise.all([close(elsewhere.server), close(tokenEndpoint.server)]);
      }
    },
  );

  it('stops reading a token answer larger than 1 MiB', async () => {
    const endpoint = await listen((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      // 8 MiB without an end in sight (no content-length): the provider must not hold it all.
      const chunk = 'x'.repeat(64 * 1024);
      let sent = 0;
      const write = () => {
        while (sent < 128) {
          sent += 1;
          if (!response.write(chunk)) {
            response.once('drain', write);
            return;
          }
        }
        response.end();
      };
      response.write('{"access_token":"');
      write();
    });
    try {
      const error = await createClientCredentialsTokenProvider({
        tokenUrl: `http://127.0.0.1:${endpoint.port}/token`,
        clientId: 'bank-client',
        clientSecret: SECRET,
      })
        .getAccessToken()
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(TokenExchangeError);
      expect((error as Error).message).toMatch(/more than 1048576 bytes/);
    } finally {
      await close(endpoint.server);
    }
  });
});

describe('createClientCredentialsTokenProvider: an access token that cannot be a header value', () => {
  it.each(['tok\nen-VISIBLE', 'tok en-VISIBLE', 'tok\u0000en-VISIBLE', 'tökén-VISIBLE'])(
    'refuses %j with a TokenExchangeError that does not quote it (Headers.set would)',
    async (value) => {
      const endpoint = tokenEndpoint(() => Response.json({ access_token: value, token_type: 'Bearer' }));
      const error = await provider(endpoint.fetch)
        .getAccessToken()
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(TokenExchangeError);
      expect((error as Error).message).toMatch(/cannot be sent in an Authorization header/);
      expect(inspect(error)).not.toContain('VISIBLE');
    },
  );
});

it('drops an OAuth error code that echoes a secret of the code grammar (lower-case letters and _)', async () => {
  const secret = 'only_lower_case_secret';
  const endpoint = tokenEndpoint(() => Response.json({ error: `invalid_client_${secret}` }, { status: 400 }));
  const error = (await provider(endpoint.fetch, { clientSecret: secret })
    .getAccessToken()
    .catch((caught: unknown) => caught)) as TokenExchangeError;
  expect(error.status).toBe(400);
  expect(error.oauthError).toBeUndefined();
  expect(inspect(error)).not.toContain(secret);
});
