import {
  createRewardsClient,
  type Diagnostic,
  RewardsApiError,
  type RewardsClientOptions,
  RewardsDecodeError,
  RewardsNetworkError,
  RewardsRequestError,
} from '@offerkit/data';
import { delay, HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import {
  actionBody,
  BASE,
  errorBody,
  ORG,
  offersPage,
  PREFIXED_BASE,
  rawLocation,
  rawOffer,
  USER,
} from './fixtures.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

const offersUrl = `${BASE}/v2/issuers/${ORG}/users/${USER}/offers`;
const activateUrl = `${offersUrl}/o1/activate`;

/** A client with tiny retry delays, so retry tests need no timing. */
function client(options: Partial<RewardsClientOptions> = {}) {
  return createRewardsClient({
    baseUrl: BASE,
    organizationId: ORG,
    retry: { baseDelayMs: 1, maxDelayMs: 50 },
    ...options,
  });
}

/** Records every request the server sees. */
function recordRequests() {
  const requests: Request[] = [];
  server.events.on('request:start', ({ request }) => {
    requests.push(request);
  });
  return requests;
}

/** Answers with each response in turn, the last one repeatedly. */
function sequence(...responses: (() => Response)[]) {
  let call = 0;
  return () => {
    const next = responses[Math.min(call, responses.length - 1)] as () => Response;
    call += 1;
    return next();
  };
}

beforeEach(() => {
  server.events.removeAllListeners();
});

describe('createRewardsClient: successful calls', () => {
  it('gets and decodes offers, sending Accept and the host headers', async () => {
    const requests = recordRequests();
    server.use(http.get(offersUrl, () => HttpResponse.json(offersPage(['o1', 'o2']))));
    const document = await client({
      headers: { 'X-Static': 'a', Accept: 'application/vnd.api+json' },
      getHeaders: async () => ({ Authorization: 'Bearer t1', 'x-static': 'b' }),
    }).getOffers(USER, { supportedComponents: ['cta', 'tags'], category: 'Food & Beverage', pageSize: 2 });
    expect(document.offers.map((offer) => offer.id)).toEqual(['o1', 'o2']);
    expect(document.offers[0]?.categories[0]?.attributes.name).toBe('Food & Beverage');
    const [request] = requests;
    expect(request?.url).toBe(
      `${offersUrl}?supportedComponents=cta&supportedComponents=tags&filter[category]=Food%20%26%20Beverage&page[size]=2`,
    );
    expect(request?.method).toBe('GET');
    expect(request?.headers.get('authorization')).toBe('Bearer t1');
    expect(request?.headers.get('x-static')).toBe('b');
    expect(request?.headers.get('accept')).toBe('application/vnd.api+json');
  });

  it('sends Accept: application/json by default', async () => {
    const requests = recordRequests();
    server.use(http.get(offersUrl, () => HttpResponse.json(offersPage([]))));
    await client().getOffers(USER);
    expect(requests[0]?.headers.get('accept')).toBe('application/json');
  });

  it('gets locations with offers joined', async () => {
    server.use(
      http.get(`${BASE}/v2/issuers/${ORG}/users/${USER}/locations`, ({ request }) => {
        expect(new URL(request.url).search).toBe('?include=offers,categories&filter[city]=Springfield');
        return HttpResponse.json({ data: [rawLocation('l1', ['o1'])], included: [rawOffer('o1')] });
      }),
    );
    const document = await client().getLocations(USER, { city: 'Springfield' });
    expect(document.locations[0]?.offers[0]?.id).toBe('o1');
  });

  it('activates and boosts with POST, include=offer and the components', async () => {
    const requests = recordRequests();
    server.use(
      http.post(activateUrl, () => HttpResponse.json(actionBody('o1'), { status: 201 })),
      http.post(`${offersUrl}/o1/boost`, () => HttpResponse.json(actionBody('o1', 'BOOST'), { status: 201 })),
    );
    const activated = await client().activateOffer(USER, 'o1', { supportedComponents: ['cta'] });
    expect(activated.offer?.attributes.components?.detailTags).toEqual(['Activated']);
    const boosted = await client().boostOffer(USER, 'o1', { includeOffer: false });
    expect(boosted.attribution.attributes.eventCode).toBe('BOOST');
    expect(requests.map((request) => [request.method, request.url])).toEqual([
      ['POST', `${activateUrl}?include=offer&supportedComponents=cta`],
      ['POST', `${offersUrl}/o1/boost`],
    ]);
  });

  it('runs a cta.action with its URL exactly as given, under the base path prefix', async () => {
    const requests = recordRequests();
    const action = {
      url: `/v2/issuers/${ORG}/users/${USER}/offers/o1/activate?supportedComponents=cta&include=offer&n=a%2Fb+c&supportedComponents=tags`,
      method: 'POST',
    };
    server.use(
      http.post(`${PREFIXED_BASE}/v2/issuers/${ORG}/users/${USER}/offers/o1/activate`, () =>
        HttpResponse.json(actionBody('o1'), { status: 201 }),
      ),
    );
    const document = await client({ baseUrl: PREFIXED_BASE }).runAction(USER, 'o1', action);
    expect(document.offer?.id).toBe('o1');
    expect(requests[0]?.url).toBe(`${PREFIXED_BASE}${action.url}`);
    expect(requests[0]?.method).toBe('POST');
  });

  it('reports decode diagnostics through onDiagnostic', async () => {
    const seen: Diagnostic[] = [];
    server.use(
      http.get(offersUrl, () => HttpResponse.json({ data: [rawOffer('o1'), { type: 'standardOffer' }] })),
    );
    const document = await client({ onDiagnostic: (d) => seen.push(d) }).getOffers(USER);
    expect(document.offers).toHaveLength(1);
    expect(seen).toEqual([{ path: '/data/1', reason: expect.any(String), severity: 'dropped' }]);
    expect(document.diagnostics).toEqual(seen);
  });

  it('uses the fetch it is given', async () => {
    server.use(http.get(offersUrl, () => HttpResponse.json(offersPage([]))));
    const fetchSpy = vi.fn((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
    await client({ fetch: fetchSpy }).getOffers(USER);
    expect(fetchSpy).toHaveBeenCalledWith(offersUrl, expect.objectContaining({ method: 'GET' }));
  });
});

describe('createRewardsClient: refused requests and configuration', () => {
  it('refuses an unknown component before any request', async () => {
    const requests = recordRequests();
    await expect(client().getOffers(USER, { supportedComponents: ['nope' as 'cta'] })).rejects.toThrow(
      RewardsRequestError,
    );
    await expect(
      client().runAction(USER, 'o1', { url: 'javascript:alert(1)', method: 'POST' }),
    ).rejects.toThrow(RewardsRequestError);
    expect(requests).toEqual([]);
  });

  it.each<[string, Partial<RewardsClientOptions>, RegExp]>([
    ['no base URL', { baseUrl: '' }, /baseUrl/],
    ['no organization', { organizationId: '' }, /organizationId/],
    ['a zero timeout', { timeoutMs: 0 }, /timeoutMs/],
    ['negative retries', { retry: { retries: -1 } }, /retries/],
    ['fractional retries', { retry: { retries: 1.5 } }, /retries/],
  ])('throws at creation for %s', (_case, options, message) => {
    expect(() => client(options)).toThrow(message);
  });

  it('rejects with the header provider’s own error', async () => {
    const failure = new Error('token expired');
    await expect(client({ getHeaders: () => Promise.reject(failure) }).getOffers(USER)).rejects.toBe(failure);
  });
});

describe('createRewardsClient: typed errors', () => {
  it.each([
    [400, 'Invalid Request', 'Unknown supportedComponents value'],
    [401, 'Unauthorized Error', 'Missing or invalid token'],
    [404, 'Does Not Exist Error', 'No such user'],
    [409, 'Conflict Error', 'Already activated'],
    [500, 'Internal Server Error', 'Server failure'],
  ])('%i gives a RewardsApiError with the error objects', async (status, title, detail) => {
    server.use(http.post(activateUrl, () => HttpResponse.json(errorBody(status, title, detail), { status })));
    const error = await client()
      .activateOffer(USER, 'o1')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RewardsApiError);
    expect(error).toMatchObject({ kind: 'api', status, errors: [{ status: String(status), title, detail }] });
    expect((error as Error).message).toBe(`The rewards service answered ${status}: ${title}: ${detail}`);
  });

  it('gives a useful RewardsApiError for a body that is not an error document', async () => {
    server.use(
      http.get(offersUrl, () => new HttpResponse('<html><body>Bad gateway</body></html>', { status: 418 })),
    );
    const error = (await client()
      .getOffers(USER)
      .catch((e: unknown) => e)) as RewardsApiError;
    expect(error).toBeInstanceOf(RewardsApiError);
    expect(error.status).toBe(418);
    expect(error.errors).toEqual([
      {
        status: '418',
        title: expect.any(String),
        detail: 'The response carried no error document: "<html><body>Bad gateway</body></html>"',
      },
    ]);
  });

  it('rejects a 2xx body that is not JSON with RewardsDecodeError', async () => {
    server.use(http.get(offersUrl, () => HttpResponse.text('<!doctype html><p>login</p>')));
    const error = await client()
      .getOffers(USER)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RewardsDecodeError);
    expect((error as Error).message).toMatch(/not JSON/);
  });

  it('rejects a 2xx JSON body that is not the document with RewardsDecodeError', async () => {
    server.use(http.get(offersUrl, () => HttpResponse.json({ hello: 'world' })));
    await expect(client().getOffers(USER)).rejects.toBeInstanceOf(RewardsDecodeError);
  });

  it('turns a connection failure into RewardsNetworkError', async () => {
    server.use(http.get(offersUrl, () => HttpResponse.error()));
    const error = await client({ retry: false })
      .getOffers(USER)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RewardsNetworkError);
    expect(error).toMatchObject({ kind: 'network', timedOut: false });
    expect((error as Error).message).toContain(`GET ${offersUrl}`);
  });
});

describe('createRewardsClient: retries', () => {
  it.each([408, 429, 500, 502, 503, 504])('retries a GET answered %i, then succeeds', async (status) => {
    const requests = recordRequests();
    server.use(
      http.get(
        offersUrl,
        sequence(
          () => HttpResponse.json(errorBody(status, 'Busy', 'try again'), { status }),
          () => HttpResponse.json(offersPage(['o1'])),
        ),
      ),
    );
    const document = await client().getOffers(USER);
    expect(document.offers).toHaveLength(1);
    expect(requests).toHaveLength(2);
  });

  it('retries a GET after a network failure', async () => {
    const requests = recordRequests();
    server.use(
      http.get(
        offersUrl,
        sequence(
          () => HttpResponse.error(),
          () => HttpResponse.json(offersPage(['o1'])),
        ),
      ),
    );
    await expect(client().getOffers(USER)).resolves.toMatchObject({ offers: [{ id: 'o1' }] });
    expect(requests).toHaveLength(2);
  });

  it('gives up after two retries by default, with the last error', async () => {
    const requests = recordRequests();
    server.use(
      http.get(offersUrl, () => HttpResponse.json(errorBody(503, 'Unavailable', 'down'), { status: 503 })),
    );
    await expect(client().getOffers(USER)).rejects.toMatchObject({ kind: 'api', status: 503 });
    expect(requests).toHaveLength(3);
  });

  it('honours the configured retry count', async () => {
    const requests = recordRequests();
    server.use(http.get(offersUrl, () => HttpResponse.error()));
    await expect(client({ retry: { retries: 4, baseDelayMs: 1 } }).getOffers(USER)).rejects.toBeInstanceOf(
      RewardsNetworkError,
    );
    expect(requests).toHaveLength(5);
  });

  it.each([400, 401, 404, 409])('does not retry a GET answered %i', async (status) => {
    const requests = recordRequests();
    server.use(http.get(offersUrl, () => HttpResponse.json(errorBody(status, 'No', 'no'), { status })));
    await expect(client().getOffers(USER)).rejects.toMatchObject({ status });
    expect(requests).toHaveLength(1);
  });

  it('never retries a POST, whatever the failure', async () => {
    const requests = recordRequests();
    server.use(
      http.post(activateUrl, () => HttpResponse.json(errorBody(503, 'Unavailable', 'down'), { status: 503 })),
      http.post(`${offersUrl}/o1/boost`, () => HttpResponse.error()),
    );
    await expect(client().activateOffer(USER, 'o1')).rejects.toMatchObject({ status: 503 });
    await expect(client().boostOffer(USER, 'o1')).rejects.toBeInstanceOf(RewardsNetworkError);
    await expect(
      client().runAction(USER, 'o1', { url: `${activateUrl}?include=offer`, method: 'POST' }),
    ).rejects.toMatchObject({
      status: 503,
    });
    expect(requests.map((request) => request.method)).toEqual(['POST', 'POST', 'POST']);
  });

  it.each([
    // Math.random() → [first delay, second delay]: base·2^n, less up to half of it as jitter.
    [0, [500, 1000]],
    [0.5, [750, 1500]],
    [0.999, [1000, 1999]],
  ])('waits with exponential backoff and jitter between attempts (random %f)', async (random, delays) => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.spyOn(Math, 'random').mockReturnValue(random);
    const requests = recordRequests();
    server.use(http.get(offersUrl, () => HttpResponse.json(errorBody(500, 'Oops', 'x'), { status: 500 })));
    const result = client({ retry: { retries: 2, baseDelayMs: 1000, maxDelayMs: 60_000 } })
      .getOffers(USER)
      .catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(0);
    expect(requests).toHaveLength(1);
    for (const [index, wait] of delays.entries()) {
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(requests).toHaveLength(index + 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(requests).toHaveLength(index + 2);
    }
    await expect(result).resolves.toBeInstanceOf(RewardsApiError);
  });

  it('caps the backoff at maxDelayMs', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const requests = recordRequests();
    server.use(http.get(offersUrl, () => HttpResponse.error()));
    const result = client({ retry: { retries: 1, baseDelayMs: 10_000, maxDelayMs: 300 } })
      .getOffers(USER)
      .catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(300);
    expect(requests).toHaveLength(2);
    await expect(result).resolves.toBeInstanceOf(RewardsNetworkError);
  });

  it.each([
    { form: 'in seconds', status: 429, title: 'Too Many', retryAfter: '3', waitMs: 3000 },
    {
      form: 'as an HTTP date',
      status: 503,
      title: 'Unavailable',
      retryAfter: 'Fri, 01 May 2026 12:00:05 GMT',
      waitMs: 5000,
    },
  ])('honours Retry-After $form', async ({ status, title, retryAfter, waitMs }) => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'Date'],
      now: new Date('2026-05-01T12:00:00Z'),
    });
    const requests = recordRequests();
    server.use(
      http.get(
        offersUrl,
        sequence(
          () =>
            HttpResponse.json(errorBody(status, title, 'come back later'), {
              status,
              headers: { 'Retry-After': retryAfter },
            }),
          () => HttpResponse.json(offersPage(['o1'])),
        ),
      ),
    );
    const result = client({ retry: { baseDelayMs: 1, maxDelayMs: 10_000 } }).getOffers(USER);
    await vi.advanceTimersByTimeAsync(waitMs - 1);
    expect(requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(requests).toHaveLength(2);
    await expect(result).resolves.toMatchObject({ offers: [{ id: 'o1' }] });
  });

  it('gives up at once when Retry-After exceeds maxDelayMs', async () => {
    const requests = recordRequests();
    server.use(
      http.get(offersUrl, () =>
        HttpResponse.json(errorBody(429, 'Too Many', 'later'), {
          status: 429,
          headers: { 'Retry-After': '120' },
        }),
      ),
    );
    await expect(client({ retry: { maxDelayMs: 10_000 } }).getOffers(USER)).rejects.toMatchObject({
      status: 429,
    });
    expect(requests).toHaveLength(1);
  });
});

describe('createRewardsClient: timeout and abort', () => {
  it('times out with RewardsNetworkError{timedOut: true}', async () => {
    server.use(
      http.get(offersUrl, async () => {
        await delay('infinite');
        return HttpResponse.json(offersPage([]));
      }),
    );
    const error = await client({ timeoutMs: 20, retry: false })
      .getOffers(USER)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RewardsNetworkError);
    expect(error).toMatchObject({ kind: 'network', timedOut: true });
    expect((error as Error).message).toContain('within 20 ms');
  });

  it('retries a timed-out GET but not a timed-out POST', async () => {
    const requests = recordRequests();
    const hang = async () => {
      await delay('infinite');
      return HttpResponse.json({});
    };
    server.use(http.get(offersUrl, hang), http.post(activateUrl, hang));
    await expect(client({ timeoutMs: 20 }).getOffers(USER)).rejects.toMatchObject({ timedOut: true });
    expect(requests).toHaveLength(3);
    await expect(client({ timeoutMs: 20 }).activateOffer(USER, 'o1')).rejects.toMatchObject({
      timedOut: true,
    });
    expect(requests).toHaveLength(4);
  });

  it('rejects with the caller’s AbortError as is, without retrying', async () => {
    const requests = recordRequests();
    const controller = new AbortController();
    server.use(
      http.get(offersUrl, async () => {
        controller.abort();
        await delay('infinite');
        return HttpResponse.json(offersPage([]));
      }),
    );
    const error = await client()
      .getOffers(USER, {}, { signal: controller.signal })
      .catch((e: unknown) => e);
    expect(error).toBe(controller.signal.reason);
    expect((error as DOMException).name).toBe('AbortError');
    expect(requests).toHaveLength(1);
  });

  it('passes a custom abort reason through', async () => {
    const controller = new AbortController();
    const reason = new Error('user navigated away');
    server.use(
      http.post(activateUrl, async () => {
        controller.abort(reason);
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    await expect(client().activateOffer(USER, 'o1', { signal: controller.signal })).rejects.toBe(reason);
  });

  it('sends nothing when the signal is already aborted', async () => {
    const requests = recordRequests();
    const controller = new AbortController();
    controller.abort();
    await expect(
      client().runAction(
        USER,
        'o1',
        { url: `${activateUrl}?include=offer`, method: 'POST' },
        { signal: controller.signal },
      ),
    ).rejects.toBe(controller.signal.reason);
    expect(requests).toEqual([]);
  });

  it('stops waiting between retries when aborted', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const requests = recordRequests();
    const controller = new AbortController();
    server.use(http.get(offersUrl, () => HttpResponse.json(errorBody(503, 'Down', 'x'), { status: 503 })));
    const result = client({ retry: { baseDelayMs: 5000, maxDelayMs: 10_000 } })
      .getOffers(USER, {}, { signal: controller.signal })
      .catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(100);
    expect(requests).toHaveLength(1);
    controller.abort();
    await expect(result).resolves.toBe(controller.signal.reason);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(requests).toHaveLength(1);
  });
});
