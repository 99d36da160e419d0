/**
 * Property-based tests of the offers proxy (fast-check): for generated request targets (segments with
 * random encodings, dot and `;` forms, methods, query names and values, headers, session users) and
 * hostile service answers, the proxy forwards only what its route grammar allows, for the session's user
 * only, and every answer — forwarded or refused — is JSON it wrote, with `Cache-Control: private,
 * no-store`, nosniff and the sandboxing CSP. A failure prints fast-check's seed and path; replay it with
 * `FUZZ_SEED=<seed> FUZZ_PATH=<path> pnpm exec vitest run test/server/proxy/offersProxy.property.test.ts`.
 */
import { createIssuerClient, createOffersProxy } from '@offerkit/server';
import fc from 'fast-check';

const SERVICE = 'https://rewards.test';
const SITE = 'https://bank.test';
const ORG = 'org-1';
const TOKEN = 'service-token-9b7d31';
const CSP = "default-src 'none'; frame-ancestors 'none'; sandbox";

/** fast-check settings: a fixed seed and path when replaying (FUZZ_SEED, FUZZ_PATH), else a fresh seed. */
function settings(numRuns: number): fc.Parameters<unknown> {
  const seed = process.env.FUZZ_SEED;
  const path = process.env.FUZZ_PATH;
  return {
    numRuns,
    ...(seed !== undefined && seed !== '' ? { seed: Number(seed) } : {}),
    ...(path !== undefined && path !== '' ? { path } : {}),
  };
}

// ---- The oracle: written from the rules, not from the proxy's code. ----

const UNRESERVED = /^[A-Za-z0-9\-._~]$/;
const ROUTES: Record<string, { method: string; shape: string[]; names: string[] }> = {
  offers: {
    method: 'GET',
    shape: ['v2', 'issuers', ORG, 'users', '{user}', 'offers'],
    names: [
      'supportedComponents',
      'filter[search]',
      'filter[category]',
      'filter[purchaseChannel]',
      'filter[isTargeted]',
      'sort',
      'include',
      'page[size]',
      'page[after]',
      'page[before]',
    ],
  },
  locations: {
    method: 'GET',
    shape: ['v2', 'issuers', ORG, 'users', '{user}', 'locations'],
    names: [
      'supportedComponents',
      'include',
      'longitude',
      'latitude',
      'filter[name]',
      'filter[latitude]',
      'filter[longitude]',
      'filter[radius]',
      'filter[city]',
      'filter[zipCode]',
      'filter[state]',
      'filter[category]',
      'sort',
      'page[size]',
      'page[after]',
      'page[before]',
    ],
  },
  activate: {
    method: 'POST',
    shape: ['v2', 'issuers', ORG, 'users', '{user}', 'offers', '{offer}', 'activate'],
    names: ['include', 'supportedComponents'],
  },
  boost: {
    method: 'POST',
    shape: ['v2', 'issuers', ORG, 'users', '{user}', 'offers', '{offer}', 'boost'],
    names: ['include', 'supportedComponents'],
  },
};

/** A segment is unreserved characters and `%XX` forms of unreserved characters, and no dot segment. */
function segmentOk(segment: string): boolean {
  if (segment === '') return false;
  let decoded = '';
  for (let at = 0; at < segment.length; at++) {
    const char = segment[at] as string;
    if (char === '%') {
      const hex = segment.slice(at + 1, at + 3);
      if (!/^[0-9A-Fa-f]{2}$/.test(hex)) return false;
      const byte = String.fromCharCode(Number.parseInt(hex, 16));
      if (!UNRESERVED.test(byte)) return false;
      decoded += byte;
      at += 2;
    } else if (UNRESERVED.test(char)) {
      decoded += char;
    } else {
      return false;
    }
  }
  return decoded !== '.' && decoded !== '..';
}

/** Why a forwarded request breaks the rules, or `undefined` when the rules allow it. */
/** What reached the service: the URL string exactly as fetch got it. */
interface Forwarded {
  url: string;
  method: string;
  headers: Headers;
}

function forwardedViolation(
  forwarded: Forwarded,
  sent: { method: string; headers: Record<string, string> },
  sessionUser: string | undefined,
): string | undefined {
  if (sessionUser === undefined) return 'forwarded without a session';
  if (!forwarded.url.startsWith(`${SERVICE}/`)) return `forwarded to ${forwarded.url}`;
  const target = forwarded.url.slice(SERVICE.length);
  const queryAt = target.indexOf('?');
  const path = queryAt === -1 ? target : target.slice(0, queryAt);
  const query = queryAt === -1 ? '' : target.slice(queryAt + 1);
  const segments = path.split('/').slice(1);
  if (!segments.every(segmentOk)) return `a segment outside the grammar: ${path}`;
  const decoded = segments.map((segment) => decodeURIComponent(segment));
  const route = Object.values(ROUTES).find(
    ({ shape }) =>
      shape.length === decoded.length &&
      shape.every((part, index) =>
        part === '{user}' ? decoded[index] === sessionUser : part === '{offer}' || part === decoded[index],
      ),
  );
  if (route === undefined) return `not a route of the session’s user: ${decoded.join('/')}`;
  if (forwarded.method !== route.method || sent.method !== route.method) {
    return `method ${sent.method} forwarded as ${forwarded.method}`;
  }
  if (query.includes(';')) return 'a ";" in the forwarded query';
  for (const pair of query.split('&')) {
    if (pair === '') continue;
    const name = decodeURIComponent(pair.split('=', 1)[0] as string);
    if (!route.names.includes(name)) return `query name ${JSON.stringify(name)} forwarded`;
  }
  if (route.method === 'POST') {
    const origin = sent.headers.origin;
    if (origin !== SITE && sent.headers['sec-fetch-site'] !== 'same-origin')
      return 'a cross-site POST forwarded';
  }
  if (forwarded.headers.get('authorization') !== `Bearer ${TOKEN}`) return 'not the service’s token';
  for (const name of ['cookie', 'origin', 'sec-fetch-site', 'x-forwarded-for']) {
    if (forwarded.headers.has(name)) return `the browser’s ${name} forwarded`;
  }
  return undefined;
}

// ---- Generators. ----

const hex = (byte: number, lower: boolean) => {
  const text = byte.toString(16).padStart(2, '0');
  return `%${lower ? text : text.toUpperCase()}`;
};

/** `value` with a random subset of its characters percent-encoded, in random case. */
const encodedVariant = (value: string) =>
  fc
    .array(fc.boolean(), { minLength: value.length, maxLength: value.length })
    .chain((flags) =>
      fc
        .boolean()
        .map((lower) =>
          [...value].map((char, index) => (flags[index] ? hex(char.charCodeAt(0), lower) : char)).join(''),
        ),
    );

const piece = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...'abcXYZ0189-._~'.split('')) },
  {
    weight: 2,
    arbitrary: fc.tuple(fc.integer({ min: 0, max: 255 }), fc.boolean()).map(([b, l]) => hex(b, l)),
  },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      ';',
      '.',
      '..',
      '..;',
      '%25',
      '%252e',
      '%252f',
      '%2e',
      '%2E%2e',
      '%2f',
      '%5c',
      '/',
      '\\',
      '@',
      ':',
      "'",
      '(',
      ')',
      '!',
      '*',
      '+',
      ',',
      '=',
      '$',
      '&',
      '%00',
      '%',
      'é',
      '．',
      '%EF%BC%8E',
      '|',
      '[',
      ']',
    ),
  },
);
const segment = fc.array(piece, { minLength: 0, maxLength: 5 }).map((pieces) => pieces.join(''));

const SESSION_USERS = ['user-1', 'u.1~x', 'A_b-9'];
const sessionUser = fc.option(fc.constantFrom(...SESSION_USERS), { nil: undefined, freq: 8 });

const userSegment = (user: string | undefined) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constant(user ?? 'user-1') },
    { weight: 3, arbitrary: user === undefined ? fc.constant('user-1') : encodedVariant(user) },
    { weight: 1, arbitrary: fc.constantFrom('user-2', 'user-1;', '..;', 'user-1%252e') },
    { weight: 2, arbitrary: segment },
  );
const orgSegment = fc.oneof(
  { weight: 5, arbitrary: fc.constant(ORG) },
  { weight: 3, arbitrary: encodedVariant(ORG) },
  { weight: 1, arbitrary: fc.constantFrom('org-2', 'org-1;x', '%6Frg-1') },
  { weight: 1, arbitrary: segment },
);
const offerSegment = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('o1', 'offer-9', 'A.b_c~d') },
  { weight: 3, arbitrary: segment },
);
const tail = fc.oneof(
  fc.constant('offers'),
  fc.constant('locations'),
  fc.constant('earned-rewards'),
  fc
    .tuple(offerSegment, fc.constantFrom('activate', 'boost'))
    .map(([offer, verb]) => `offers/${offer}/${verb}`),
  fc.array(segment, { maxLength: 4 }).map((segments) => segments.join('/')),
);
const prefix = fc.oneof(
  { weight: 8, arbitrary: fc.constant('/api/rewards/v2/issuers') },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '/api/rewards/v2;/issuers',
      '/api/other/v2/issuers',
      '/api/rewards//v2/issuers',
    ),
  },
  { weight: 1, arbitrary: segment.map((s) => `/api/rewards/${s}/issuers`) },
);

const ALL_NAMES = [...new Set(Object.values(ROUTES).flatMap((route) => route.names))];
const queryName = fc.oneof(
  { weight: 10, arbitrary: fc.constantFrom('include', 'supportedComponents') },
  { weight: 6, arbitrary: fc.constantFrom(...ALL_NAMES) },
  { weight: 1, arbitrary: fc.constantFrom(...ALL_NAMES).chain(encodedVariant) },
  { weight: 1, arbitrary: fc.constantFrom('userId', 'filter[unknown]', 'include;x', 'sort;include') },
  { weight: 1, arbitrary: segment },
);
const queryValue = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('categories', 'offer', 'cta', 'tags') },
  fc.constantFrom('categories', 'offer', 'offers', 'cta', 'tags', 'x;include=y', '-startDate', '5'),
  fc.string({ maxLength: 12 }).map(encodeURIComponent),
  segment,
);
const query = fc.option(
  fc
    .tuple(
      fc.array(fc.tuple(queryName, fc.option(queryValue, { nil: undefined })), { maxLength: 4 }),
      fc.constantFrom('&', '&', '&', ';'),
    )
    .map(
      ([pairs, separator]) =>
        `?${pairs.map(([name, value]) => (value === undefined ? name : `${name}=${value}`)).join(separator)}`,
    ),
  { nil: '', freq: 2 },
);

const requestCase = sessionUser
  .chain((user) =>
    fc.record({
      user: fc.constant(user),
      path: fc
        .tuple(prefix, orgSegment, userSegment(user), tail)
        .map(([start, org, id, rest]) => `${start}/${org}/users/${id}/${rest}`),
      search: query,
      method: fc.oneof(
        { weight: 6, arbitrary: fc.constant('auto') },
        { weight: 2, arbitrary: fc.constantFrom('GET', 'POST') },
        { weight: 1, arbitrary: fc.constantFrom('PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS') },
      ),
      origin: fc.constantFrom(SITE, SITE, 'https://evil.test', 'null', undefined),
      fetchSite: fc.constantFrom('same-origin', 'same-site', 'cross-site', undefined),
      accept: fc.constantFrom('text/html', '*/*', 'application/json', undefined),
      acceptLanguage: fc.option(fc.string({ maxLength: 40 }), { nil: undefined }),
      raw: fc.boolean(),
    }),
  )
  .map(({ path, search, method, ...rest }) => ({
    ...rest,
    target: `${path}${search}`,
    // Mostly the route's own method, so that many requests get as far as the service.
    method: method === 'auto' ? (/\/(activate|boost)$/.test(path) ? 'POST' : 'GET') : method,
  }));

/** What the hostile service answers: documents, markup, redirects, echoes of the token, failures. */
const ANSWERS: ((request: Request) => Response)[] = [
  () => Response.json({ data: [], links: {} }),
  () => new Response('{"data":[]}', { headers: { 'content-type': 'application/vnd.api+json' } }),
  () => new Response('<script>alert(1)</script>', { headers: { 'content-type': 'text/html' } }),
  () => new Response('alert(1)', { headers: { 'content-type': 'text/javascript' } }),
  () => new Response('<svg onload=alert(1)>', { headers: { 'content-type': 'image/svg+xml' } }),
  () => new Response('{"data":', { headers: { 'content-type': 'application/json' } }),
  () => new Response(null, { status: 302, headers: { location: 'http://169.254.169.254/' } }),
  (request) =>
    Response.json(
      { errors: [{ status: '403', title: 'Forbidden', detail: request.headers.get('authorization') }] },
      { status: 403, headers: { 'x-echo': TOKEN, 'retry-after': TOKEN } },
    ),
  (request) =>
    new Response(`<h1>${request.headers.get('authorization')}</h1>`, {
      status: 500,
      headers: { 'content-type': 'text/html', 'set-cookie': `t=${TOKEN}` },
    }),
  () => Response.json({ errors: [] }, { status: 429, headers: { 'retry-after': '3' } }),
];

function build(answerIndex: number) {
  const forwarded: Forwarded[] = [];
  const client = createIssuerClient({
    baseUrl: SERVICE,
    organizationId: ORG,
    getAccessToken: () => TOKEN,
    retry: false,
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      forwarded.push({ url: String(input), method: request.method, headers: request.headers });
      return (ANSWERS[answerIndex] as (request: Request) => Response)(request);
    }) as typeof fetch,
  });
  return { client, forwarded };
}

describe('createOffersProxy under generated requests (fast-check)', () => {
  it('forwards only what the route grammar allows, for the session’s user only; every answer is its own JSON', async () => {
    let forwardedCount = 0;
    await fc.assert(
      fc.asyncProperty(
        requestCase,
        fc.integer({ min: 0, max: ANSWERS.length - 1 }),
        async (input, answer) => {
          const { client, forwarded } = build(answer);
          const handler = createOffersProxy({
            client,
            getUserId: (request) => (request.headers.get('cookie') === 'session=ok' ? input.user : undefined),
            allowedOrigins: [SITE],
            earnedRewards: {
              listEarnedRewards: async (userId) => {
                if (userId !== input.user) throw new Error(`earned rewards read for ${userId}`);
                return [];
              },
            },
          });
          const headers: Record<string, string> = {};
          if (input.user !== undefined) headers.cookie = 'session=ok';
          if (input.origin !== undefined) headers.origin = input.origin;
          if (input.fetchSite !== undefined) headers['sec-fetch-site'] = input.fetchSite;
          if (input.accept !== undefined) headers.accept = input.accept;
          if (input.acceptLanguage !== undefined) headers['accept-language'] = input.acceptLanguage;
          let request: Request;
          try {
            request = new Request(`${SITE}${input.target}`, { method: input.method, headers });
          } catch {
            return; // Not a request a runtime can hold (an invalid header value): nothing to send.
          }
          const response = await handler(request, input.raw ? { rawUrl: input.target } : undefined);

          expect(response.headers.get('cache-control')).toBe('private, no-store');
          expect(response.headers.get('x-content-type-options')).toBe('nosniff');
          expect(response.headers.get('content-security-policy')).toBe(CSP);
          expect(response.headers.get('content-type')).toMatch(/^application\/(json|vnd\.api\+json)$/);
          const text = await response.text();
          expect(() => JSON.parse(text)).not.toThrow();
          expect(text).not.toMatch(/<script|<svg|<h1|alert\(/);
          expect(text).not.toContain(TOKEN);
          for (const [name, value] of response.headers) {
            expect(value, name).not.toContain(TOKEN);
            expect([
              'content-type',
              'cache-control',
              'x-content-type-options',
              'content-security-policy',
              'allow',
              'retry-after',
              'content-language',
            ]).toContain(name);
          }
          expect(forwarded.length).toBeLessThanOrEqual(1);
          if (forwarded.length === 0) {
            if (response.status < 400) {
              // Only earned rewards are answered without the service.
              expect(input.target).toMatch(/\/earned-rewards(\?|$)/);
            }
            return;
          }
          forwardedCount++;
          const violation = forwardedViolation(
            forwarded[0] as Forwarded,
            { method: input.method, headers },
            input.user,
          );
          expect(violation, `${input.method} ${input.target}`).toBeUndefined();
        },
      ),
      settings(400),
    );
    // The generators reach the service often enough for the forwarding rules to be exercised.
    expect(forwardedCount).toBeGreaterThan(10);
  });

  it('forwards every well-formed request of the session’s user byte for byte', async () => {
    const wellFormed = fc.record({
      user: fc.constantFrom(...SESSION_USERS),
      route: fc.constantFrom('offers', 'locations', 'activate', 'boost'),
      offer: fc.stringMatching(/^[A-Za-z0-9\-_~]{1,12}$/),
      lower: fc.boolean(),
      encodeUser: fc.boolean(),
      pairs: fc.array(fc.tuple(fc.constantFrom('include', 'supportedComponents'), fc.constantFrom(0, 1)), {
        maxLength: 3,
      }),
    });
    await fc.assert(
      fc.asyncProperty(wellFormed, async (input) => {
        const { client, forwarded } = build(0);
        const handler = createOffersProxy({
          client,
          getUserId: () => input.user,
          allowedOrigins: [SITE],
        });
        const user = input.encodeUser
          ? // Every character but ".": the proxy refuses any %2e, a dot segment or not.
            [...input.user]
              .map((char) => (char === '.' ? char : hex(char.charCodeAt(0), input.lower)))
              .join('')
          : input.user;
        const includeFor = { offers: 'categories', locations: 'offers', activate: 'offer', boost: 'offer' };
        const search = input.pairs
          .map(([name, pick]) =>
            name === 'include'
              ? `include=${includeFor[input.route as keyof typeof includeFor]}`
              : `supportedComponents=${pick === 0 ? 'cta' : '%63ta'}`,
          )
          .join('&');
        const path =
          input.route === 'offers' || input.route === 'locations'
            ? `/v2/issuers/${ORG}/users/${user}/${input.route}`
            : `/v2/issuers/${ORG}/users/${user}/offers/${input.offer}/${input.route}`;
        const target = `/api/rewards${path}${search === '' ? '' : `?${search}`}`;
        const method = input.route === 'offers' || input.route === 'locations' ? 'GET' : 'POST';
        const response = await handler(
          new Request(`${SITE}${target}`, { method, headers: { origin: SITE } }),
          { rawUrl: target },
        );
        expect(response.status, target).toBe(200);
        expect(forwarded.map((request) => request.url)).toEqual([
          `${SERVICE}${target.slice('/api/rewards'.length)}`,
        ]);
      }),
      settings(200),
    );
  });
});
