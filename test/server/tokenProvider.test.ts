import { inspect } from 'node:util';
import { createClientCredentialsTokenProvider, TokenExchangeError } from '@offerkit/server';

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
