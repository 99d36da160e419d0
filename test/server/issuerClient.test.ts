import { RewardsApiError, RewardsNetworkError, RewardsRequestError } from '@offerkit/data';
import {
  createIssuerClient,
  type IssuerClientOptions,
  type NewUser,
  NotificationConflictError,
  type TokenProvider,
} from '@offerkit/server';

const BASE = 'https://rewards.test';
const ORG = 'org-1';

interface Seen {
  method: string;
  url: string;
  authorization: string | null;
  contentType: string | null;
  body: unknown;
}

/** A service double: `answer` is called with every request; every request is recorded. */
function service(answer: (seen: Seen, index: number) => Response | Promise<Response>) {
  const seen: Seen[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    const text = typeof init?.body === 'string' ? init.body : undefined;
    const record: Seen = {
      method: init?.method ?? 'GET',
      url: String(input),
      authorization: headers.get('authorization'),
      contentType: headers.get('content-type'),
      body: text === undefined ? undefined : JSON.parse(text),
    };
    seen.push(record);
    return answer(record, seen.length - 1);
  };
  return { fetch: fetch as typeof globalThis.fetch, seen };
}

/** A token provider double that hands out t1, t2… and counts invalidations. */
function countingTokens(): TokenProvider & { invalidations: number } {
  let issued = 0;
  let current: string | undefined;
  return {
    invalidations: 0,
    async getAccessToken() {
      if (current === undefined) {
        issued += 1;
        current = `t${issued}`;
      }
      return current;
    },
    invalidate() {
      this.invalidations += 1;
      current = undefined;
    },
  };
}

function client(fetch: typeof globalThis.fetch, extra: Partial<IssuerClientOptions> = {}) {
  const options: IssuerClientOptions = {
    baseUrl: BASE,
    organizationId: ORG,
    fetch,
    retry: { baseDelayMs: 1, maxDelayMs: 2000 },
    ...extra,
  };
  if (options.getAccessToken === undefined && options.tokenProvider === undefined) {
    options.tokenProvider = countingTokens();
  }
  return createIssuerClient(options);
}

const userDoc = (id: string) => ({ type: 'user', id, attributes: { enrolledRewards: ['CARDLINKED'] } });
const newUsers = (count: number): NewUser[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `u${index + 1}`,
    attributes: { enrolledRewards: ['CARDLINKED'] },
  }));
const offersPage = { data: [], links: { self: null, next: null, prev: null }, included: [] };

describe('createIssuerClient: bearer tokens', () => {
  it('sends the provider’s token on every call', async () => {
    const api = service(() => Response.json(offersPage));
    const tokens = countingTokens();
    const issuer = client(api.fetch, { tokenProvider: tokens });
    await issuer.offers.list('u1');
    await issuer.locations.list('u1');
    expect(api.seen.map((request) => request.authorization)).toEqual(['Bearer t1', 'Bearer t1']);
  });

  it('on a 401 invalidates the token and retries once with a fresh one (also a POST)', async () => {
    const api = service((request) =>
      request.authorization === 'Bearer t1'
        ? Response.json(
            { errors: [{ status: '401', title: 'Unauthorized Error', detail: 'expired' }] },
            { status: 401 },
          )
        : Response.json(
            {
              data: {
                type: 'offerAttribution',
                id: 'a1',
                attributes: {
                  entityId: 'o1',
                  eventCode: 'ACTIVATE',
                  medium: 'CTA',
                  eventDate: '2026-01-01T00:00:00Z',
                },
              },
            },
            { status: 201 },
          ),
    );
    const tokens = countingTokens();
    const document = await client(api.fetch, { tokenProvider: tokens }).offers.activate('u1', 'o1');
    expect(document.attribution.attributes.eventCode).toBe('ACTIVATE');
    expect(api.seen.map((request) => `${request.method} ${request.authorization}`)).toEqual([
      'POST Bearer t1',
      'POST Bearer t2',
    ]);
    expect(tokens.invalidations).toBe(1);
  });

  it('refreshes only once: a second 401 is a RewardsApiError', async () => {
    const api = service(() =>
      Response.json(
        { errors: [{ status: '401', title: 'Unauthorized Error', detail: 'no' }] },
        { status: 401 },
      ),
    );
    const tokens = countingTokens();
    const error = await client(api.fetch, { tokenProvider: tokens })
      .users.get('u1')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RewardsApiError);
    expect((error as RewardsApiError).status).toBe(401);
    expect(api.seen).toHaveLength(2);
    expect(tokens.invalidations).toBe(1);
  });

  it('accepts getAccessToken instead of a provider, and refuses neither or both', async () => {
    const api = service(() => Response.json({ data: userDoc('u1') }));
    await client(api.fetch, { getAccessToken: () => 'static-token' }).users.get('u1');
    expect(api.seen[0]?.authorization).toBe('Bearer static-token');
    expect(() => createIssuerClient({ baseUrl: BASE, organizationId: ORG })).toThrow(
      /exactly one of tokenProvider/,
    );
    expect(() =>
      createIssuerClient({ baseUrl: 'not a url', organizationId: ORG, getAccessToken: () => 't' }),
    ).toThrow(RewardsRequestError);
  });
});

describe('createIssuerClient: retries (shared with the browser client)', () => {
  it('retries a GET on 503 after the Retry-After pause, then succeeds', async () => {
    const api = service((_request, index) =>
      index === 0
        ? Response.json(
            { errors: [{ status: '503', title: 'Service Unavailable', detail: 'busy' }] },
            { status: 503, headers: { 'retry-after': '1' } },
          )
        : Response.json(offersPage),
    );
    const started = Date.now();
    await client(api.fetch).offers.list('u1');
    expect(api.seen).toHaveLength(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
  });

  it.each([408, 429, 500, 502])('retries a GET on %i with backoff, at most twice', async (status) => {
    const api = service(() =>
      Response.json({ errors: [{ status: String(status), title: 'x', detail: 'y' }] }, { status }),
    );
    const error = await client(api.fetch)
      .files.list('dailyReconciliationFile')
      .catch((caught: unknown) => caught);
    expect((error as RewardsApiError).status).toBe(status);
    expect(api.seen).toHaveLength(3);
  });

  it('gives up at once when Retry-After asks for longer than maxDelayMs', async () => {
    const api = service(
      () => new Response('{"errors":[]}', { status: 429, headers: { 'retry-after': '120' } }),
    );
    await expect(client(api.fetch).issuer.get()).rejects.toBeInstanceOf(RewardsApiError);
    expect(api.seen).toHaveLength(1);
  });

  it('never retries a POST on 5xx', async () => {
    const api = service(() =>
      Response.json(
        { errors: [{ status: '500', title: 'Internal Server Error', detail: 'x' }] },
        { status: 500 },
      ),
    );
    await expect(client(api.fetch).offers.boost('u1', 'o1')).rejects.toBeInstanceOf(RewardsApiError);
    expect(api.seen).toHaveLength(1);
  });

  it('turns a failure to connect into RewardsNetworkError after the GET retries', async () => {
    const api = service(() => {
      throw new TypeError('fetch failed');
    });
    await expect(client(api.fetch).users.get('u1')).rejects.toBeInstanceOf(RewardsNetworkError);
    expect(api.seen).toHaveLength(3);
  });
});

describe('users', () => {
  it('creates 250 users in requests of 100, 100 and 50 and merges a 207 in the middle', async () => {
    const api = service((request, index) => {
      const items = (request.body as { data: { id: string }[] }).data;
      if (index !== 1) return Response.json({ data: items.map((item) => userDoc(item.id)) }, { status: 201 });
      // Second batch: u101..u200; two of them fail.
      return Response.json(
        {
          errors: [
            { status: '409', title: 'Conflict Error', detail: 'exists', id: 'u150' },
            {
              status: '400',
              title: 'Invalid Request',
              detail: 'bad zip',
              id: 'u199',
              source: { pointer: '/data/98/attributes/zipCode' },
            },
          ],
          data: items
            .filter((item) => item.id !== 'u150' && item.id !== 'u199')
            .map((item) => userDoc(item.id)),
        },
        { status: 207 },
      );
    });
    const result = await client(api.fetch).users.create(newUsers(250));
    expect(api.seen.map((request) => (request.body as { data: unknown[] }).data.length)).toEqual([
      100, 100, 50,
    ]);
    expect(
      api.seen.every(
        (request) => request.method === 'POST' && request.url === `${BASE}/v2/issuers/${ORG}/users`,
      ),
    ).toBe(true);
    expect(api.seen[0]?.contentType).toBe('application/json');
    expect((api.seen[0]?.body as { data: unknown[] } | undefined)?.data[0]).toEqual({
      type: 'user',
      ...newUsers(1)[0],
    });
    expect(result.created).toHaveLength(248);
    expect(result.failed).toEqual([
      { id: 'u150', error: expect.objectContaining({ status: '409', id: 'u150' }) },
      { id: 'u199', error: expect.objectContaining({ status: '400', detail: 'bad zip' }) },
    ]);
  });

  it('marks every user of a batch answered 409 as failed with its own error, and keeps going', async () => {
    const api = service((request, index) => {
      const items = (request.body as { data: { id: string }[] }).data;
      if (index === 0) {
        return Response.json(
          {
            errors: items.map((item) => ({
              status: '409',
              title: 'Conflict Error',
              detail: `${item.id} exists`,
              id: item.id,
            })),
          },
          { status: 409 },
        );
      }
      return Response.json({ data: items.map((item) => userDoc(item.id)) }, { status: 201 });
    });
    const result = await client(api.fetch).users.create(newUsers(101));
    expect(result.failed).toHaveLength(100);
    expect(result.failed[41]).toEqual({
      id: 'u42',
      error: expect.objectContaining({ detail: 'u42 exists' }),
    });
    expect(result.created.map((user) => user.id)).toEqual(['u101']);
  });

  it('reports a user the service neither created nor refused as failed with an unknown outcome', async () => {
    const api = service(() => Response.json({ errors: [], data: [userDoc('u1')] }, { status: 207 }));
    const result = await client(api.fetch).users.create(newUsers(2));
    expect(result.failed).toEqual([
      { id: 'u2', error: expect.objectContaining({ title: 'Unknown outcome' }) },
    ]);
  });

  it('refuses historicalTransactionsSent: false before any request, explaining the rule', async () => {
    const api = service(() => Response.json({ data: userDoc('u1') }));
    const error = await client(api.fetch)
      .users.update('u1', { historicalTransactionsSent: false })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RewardsRequestError);
    expect((error as Error).message).toMatch(
      /once true it can never be set back.*not evaluated for targeted offers.*Omit the field/s,
    );
    expect(api.seen).toHaveLength(0);
  });

  it('updates, gets and deletes a user with the right method, path and body', async () => {
    const api = service((request) =>
      request.method === 'DELETE'
        ? new Response(null, { status: 204 })
        : Response.json({
            data: {
              ...userDoc('u 1'),
              attributes: { enrolledRewards: ['CARDLINKED'], historicalTransactionsSent: true },
            },
          }),
    );
    const issuer = client(api.fetch);
    const updated = await issuer.users.update('u 1', { historicalTransactionsSent: true });
    expect(updated.attributes.historicalTransactionsSent).toBe(true);
    await issuer.users.get('u 1');
    await issuer.users.delete('u 1');
    expect(api.seen.map((request) => `${request.method} ${request.url}`)).toEqual([
      `PUT ${BASE}/v2/issuers/${ORG}/users/u%201`,
      `GET ${BASE}/v2/issuers/${ORG}/users/u%201`,
      `DELETE ${BASE}/v2/issuers/${ORG}/users/u%201`,
    ]);
    expect(api.seen[0]?.body).toEqual({
      data: { type: 'user', id: 'u 1', attributes: { historicalTransactionsSent: true } },
    });
  });
});

describe('uploads, files, issuer, notifications', () => {
  it.each([
    [11, [10, 1]],
    [25, [10, 10, 5]],
    [10, [10]],
  ])('requests upload URLs for %i file names in requests of %j', async (count, sizes) => {
    const api = service((request) => {
      const items = (request.body as { data: { attributes: { filename: string } }[] }).data;
      return Response.json(
        {
          data: items.map((item) => ({
            type: 'historicalTransactionsFile',
            id: `id-${item.attributes.filename}`,
            attributes: { url: `https://bucket.test/${item.attributes.filename}?sig=1`, expiresIn: 900 },
          })),
        },
        { status: 201 },
      );
    });
    const names = Array.from({ length: count }, (_, index) => `history-${index}.jsonl`);
    const sessions = await client(api.fetch).uploads.requestUrls(names);
    expect(api.seen.map((request) => (request.body as { data: unknown[] }).data.length)).toEqual(sizes);
    expect(api.seen[0]?.url).toBe(`${BASE}/v2/issuers/${ORG}/transactions/uploads`);
    expect(sessions.map((session) => session.id)).toEqual(names.map((name) => `id-${name}`));
    expect((api.seen[0]?.body as { data: unknown[] } | undefined)?.data[0]).toEqual({
      type: 'historicalTransactionsFile',
      attributes: { filename: 'history-0.jsonl' },
    });
  });

  it('lists files by type, dropping a file without downloadUrl and reporting it', async () => {
    const api = service(() =>
      Response.json({
        data: [
          {
            type: 'file',
            id: 'f1',
            attributes: { downloadUrl: 'https://files.test/f1', name: 'cardlinked-reconciliation-260501' },
          },
          { type: 'file', id: 'f2', attributes: {} },
        ],
      }),
    );
    const diagnostics: unknown[] = [];
    const files = await client(api.fetch, {
      onDiagnostic: (diagnostic) => diagnostics.push(diagnostic),
    }).files.list('dailyReconciliationFile');
    expect(api.seen[0]?.url).toBe(`${BASE}/v2/issuers/${ORG}/files?fileType=dailyReconciliationFile`);
    expect(files.map((file) => file.id)).toEqual(['f1']);
    expect(files[0]?.attributes.name).toBe('cardlinked-reconciliation-260501');
    expect(diagnostics).toEqual([expect.objectContaining({ path: '/data/1', severity: 'dropped' })]);
  });

  it('gets the issuer from /v2/issuer', async () => {
    const api = service(() =>
      Response.json({ data: { type: 'issuer', id: ORG, attributes: { name: 'Bank' } } }),
    );
    expect(await client(api.fetch).issuer.get()).toEqual({
      type: 'issuer',
      id: ORG,
      attributes: { name: 'Bank' },
    });
    expect(api.seen[0]?.url).toBe(`${BASE}/v2/issuer`);
  });

  it('simulates a notification: 202 with eventId, 409 as NotificationConflictError', async () => {
    const api = service((_request, index) =>
      index === 0
        ? Response.json({ data: { eventId: 'evt-1' } }, { status: 202 })
        : Response.json(
            { errors: [{ status: '409', title: 'Conflict Error', detail: 'No subscription' }] },
            { status: 409 },
          ),
    );
    const issuer = client(api.fetch);
    const event = { userId: 'u1', transactionId: 'tx1', eventName: 'earnedRewardApproved' } as const;
    expect(await issuer.notifications.simulate(event)).toEqual({ eventId: 'evt-1' });
    expect(api.seen[0]?.body).toEqual({ data: [{ type: 'simulateTestTransaction', attributes: event }] });
    const error = await issuer.notifications.simulate(event).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NotificationConflictError);
    expect(error).toBeInstanceOf(RewardsApiError);
    expect((error as RewardsApiError).status).toBe(409);
    expect((error as Error).message).toMatch(/No subscription.*enabled webhook subscription/s);
  });
});

describe('forward', () => {
  it('sends the path and query byte for byte with the bearer token', async () => {
    const api = service(() => Response.json(offersPage, { headers: { 'x-extra': '1' } }));
    const path = `/v2/issuers/${ORG}/users/u%2D1/offers?supportedComponents=cta&filter%5Bsearch%5D=caf%C3%A9&sort=-startDate&page[size]=5`;
    const response = await client(api.fetch).forward({
      method: 'GET',
      pathAndQuery: path,
      headers: { authorization: 'Bearer browser' },
    });
    expect(api.seen[0]?.url).toBe(`${BASE}${path}`);
    expect(api.seen[0]?.authorization).toBe('Bearer t1');
    expect(response.status).toBe(200);
    expect(JSON.parse(response.text)).toEqual(offersPage);
  });

  it.each([
    '/v2/issuers/org-1/users/u/../x',
    '/v2/issuers/org-1/users/%2e%2e/offers',
    '/v2/a%2fb',
    '//evil.test/v2',
    '/v2\\x',
  ])('refuses %s before sending', async (path) => {
    const api = service(() => Response.json({}));
    await expect(client(api.fetch).forward({ method: 'GET', pathAndQuery: path })).rejects.toBeInstanceOf(
      RewardsRequestError,
    );
    expect(api.seen).toHaveLength(0);
  });
});

describe('ids that would leave their path segment (issue 26)', () => {
  const HOSTILE = ['.', '..', '%2e%2e', '%2E%2e', 'a/b', 'a\\b', 'a%2fb'];
  const methods: [string, string, (issuer: ReturnType<typeof client>, id: string) => Promise<unknown>][] = [
    ['users.update', 'userId', (issuer, id) => issuer.users.update(id, { zipCode: '10001' })],
    ['users.get', 'userId', (issuer, id) => issuer.users.get(id)],
    ['users.delete', 'userId', (issuer, id) => issuer.users.delete(id)],
    ['offers.list', 'userId', (issuer, id) => issuer.offers.list(id)],
    ['offers.activate (user)', 'userId', (issuer, id) => issuer.offers.activate(id, 'o1')],
    ['offers.activate (offer)', 'offerId', (issuer, id) => issuer.offers.activate('u1', id)],
    ['offers.boost (user)', 'userId', (issuer, id) => issuer.offers.boost(id, 'o1')],
    ['offers.boost (offer)', 'offerId', (issuer, id) => issuer.offers.boost('u1', id)],
    ['locations.list', 'userId', (issuer, id) => issuer.locations.list(id)],
    [
      'uploads.uploadHistorical markUsersSent',
      'userId',
      (issuer, id) =>
        issuer.uploads.uploadHistorical({
          files: ['a.jsonl'],
          source: () => 'x\n',
          markUsersSent: ['u1', id],
        }),
    ],
  ];
  for (const [name, field, call] of methods) {
    it.each(HOSTILE)(`${name} refuses %j before any request, naming ${field}`, async (id) => {
      const api = service(() => Response.json({}));
      const error = await call(client(api.fetch), id).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(Error);
      expect(String((error as Error).message)).toContain(field);
      expect(api.seen).toHaveLength(0);
    });
  }

  it.each(HOSTILE)('createIssuerClient refuses organizationId %j at once', (id) => {
    const api = service(() => Response.json({}));
    expect(() => client(api.fetch, { organizationId: id })).toThrow(/organizationId/);
    expect(api.seen).toHaveLength(0);
  });
});
