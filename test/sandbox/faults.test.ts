import { type ErrorDocument, RewardsApiError, RewardsDecodeError, RewardsNetworkError } from '@offerkit/data';
import { createSandbox, FAULT_HEADER, parseFault, SandboxFaults } from '@offerkit/sandbox';
import { clientFor, TRANSPORTS, useHarness } from './harness.ts';

describe('parseFault', () => {
  it('reads every directive, separated by ; or ,', () => {
    expect(parseFault('status=429; retry-after=3')).toEqual({ status: 429, retryAfter: 3 });
    expect(parseFault(' latency=250 , drop ')).toEqual({ latency: 250, drop: true });
    expect(parseFault('MALFORMED')).toEqual({ malformed: true });
  });

  it.each([
    ['', /empty/],
    ['status=200', /400 to 599/],
    ['status=abc', /whole number/],
    ['latency=-1', /latency/],
    ['drop=yes', /takes no value/],
    ['explode', /is not a fault/],
  ])('refuses %j', (text, message) => {
    expect(() => parseFault(text)).toThrow(message);
  });
});

describe('SandboxFaults', () => {
  it('applies the first matching rule, counts down `times` and can be removed', () => {
    const faults = new SandboxFaults([{ route: 'offers', fault: 'status=500', times: 2 }]);
    const remove = faults.add({ route: ['activate', 'boost'], fault: { drop: true } });
    expect(faults.take('locations')).toBeUndefined();
    expect(faults.take('offers')).toEqual({ status: 500 });
    expect(faults.take('offers')).toEqual({ status: 500 });
    expect(faults.take('offers')).toBeUndefined();
    expect(faults.take('boost')).toEqual({ drop: true });
    remove();
    expect(faults.take('boost')).toBeUndefined();
    faults.add({ fault: 'latency=5' });
    expect(faults.take(undefined)).toEqual({ latency: 5 });
    faults.clear();
    expect(faults.size).toBe(0);
  });

  it('can be configured when the sandbox is created', async () => {
    const sandbox = createSandbox({ faults: [{ route: 'locations', fault: { status: 502 } }] });
    const get = (path: string) =>
      sandbox.fetch(
        new Request(
          `http://sandbox.test/v2/issuers/${sandbox.organizationId}/users/${sandbox.newCustomerId}/${path}`,
          {
            headers: { authorization: `Bearer ${sandbox.token}` },
          },
        ),
      );
    expect((await get('locations')).status).toBe(502);
    expect((await get('offers')).status).toBe(200);
  });
});

describe.each(TRANSPORTS)('faults over %s', (kind) => {
  const harness = useHarness(kind);
  const offersPath = () => harness.orgPath(`/users/${harness.userId}/offers`);
  beforeEach(() => harness.sandbox.faults.clear());

  const faulty = (fault: string, options: Parameters<typeof clientFor>[1] = {}) =>
    clientFor(harness, {
      headers: { authorization: `Bearer ${harness.sandbox.token}`, [FAULT_HEADER]: fault },
      ...options,
    });

  it('answers a requested status with a proper error document', async () => {
    const error = await faulty('status=500', { retry: false })
      .getOffers(harness.sandbox.newCustomerId)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RewardsApiError);
    expect((error as RewardsApiError).status).toBe(500);
    expect((error as RewardsApiError).errors[0]).toMatchObject({
      status: '500',
      title: 'Internal Server Error',
    });
  });

  it('sends Retry-After with 429 (1 s unless given)', async () => {
    const given = await harness.request<ErrorDocument>('GET', offersPath(), {
      headers: { [FAULT_HEADER]: 'status=429; retry-after=3' },
    });
    expect(given.status).toBe(429);
    expect(given.headers.get('retry-after')).toBe('3');
    expect(given.body.errors[0]).toMatchObject({ status: '429', title: 'Too Many Requests' });
    const fallback = await harness.request('GET', offersPath(), {
      headers: { [FAULT_HEADER]: 'status=429' },
    });
    expect(fallback.headers.get('retry-after')).toBe('1');
  });

  it('a rule with times: 1 fails one request; the client retries the GET and succeeds', async () => {
    harness.sandbox.faults.add({ route: 'offers', fault: 'status=503; retry-after=0', times: 1 });
    const page = await harness.client.getOffers(harness.sandbox.newCustomerId);
    expect(page.offers.length).toBeGreaterThan(0);
    expect(
      harness.sandbox.requests
        .filter((request) => request.route === 'offers')
        .map((request) => request.status),
    ).toEqual([503, 200]);
    expect(harness.sandbox.faults.size).toBe(0);
  });

  it('a failing POST is not retried and changes nothing', async () => {
    const { newCustomerId, catalog } = harness.sandbox;
    harness.sandbox.faults.add({ route: 'activate', fault: { status: 500 } });
    const error = await harness.client
      .activateOffer(newCustomerId, catalog.roles.activatable)
      .catch((caught: unknown) => caught);
    expect((error as RewardsApiError).status).toBe(500);
    expect(harness.sandbox.requests.filter((request) => request.route === 'activate')).toHaveLength(1);
    harness.sandbox.faults.clear();
    const offer = (
      await harness.client.getOffers(newCustomerId, { pageSize: 100, supportedComponents: ['cta'] })
    ).offers.find((candidate) => candidate.id === catalog.roles.activatable);
    expect(offer?.attributes.components?.cta?.buttonStyle).toBe('PRIMARY');
  });

  it('malformed: the right status and headers with a body that is not JSON', async () => {
    const raw = await harness.request('GET', offersPath(), { headers: { [FAULT_HEADER]: 'malformed' } });
    expect(raw.status).toBe(200);
    expect(raw.headers.get('content-type')).toMatch(/json/);
    expect(raw.text.length).toBeGreaterThan(10);
    expect(() => JSON.parse(raw.text)).toThrow();
    const error = await faulty('malformed', { retry: false })
      .getOffers(harness.sandbox.newCustomerId)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RewardsDecodeError);
  });

  it('drop: no response at all, a network error for the caller', async () => {
    await expect(
      harness.request('GET', offersPath(), { headers: { [FAULT_HEADER]: 'drop' } }),
    ).rejects.toThrow(TypeError);
    const error = await faulty('drop', { retry: false })
      .getOffers(harness.sandbox.newCustomerId)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RewardsNetworkError);
    expect(harness.sandbox.requests.at(-1)).toMatchObject({
      route: 'offers',
      status: 0,
      fault: { drop: true },
    });
  });

  it('latency: a delayed request answers after one sent later without delay', async () => {
    const order: string[] = [];
    const slow = harness
      .request('GET', offersPath(), { headers: { [FAULT_HEADER]: 'latency=800' } })
      .then((response) => order.push(`slow ${response.status}`));
    await new Promise((resolve) => setTimeout(resolve, 20));
    const fast = harness
      .request('GET', offersPath())
      .then((response) => order.push(`fast ${response.status}`));
    await Promise.all([slow, fast]);
    expect(order).toEqual(['fast 200', 'slow 200']);
  });

  it('answers 400 naming the header when the fault grammar is wrong', async () => {
    const response = await harness.request<ErrorDocument>('GET', offersPath(), {
      headers: { [FAULT_HEADER]: 'explode' },
    });
    expect(response.status).toBe(400);
    expect(response.body.errors[0]?.source?.header).toBe(FAULT_HEADER);
  });

  it('faults apply to asset images too', async () => {
    const id = harness.sandbox.catalog.roles.standard;
    harness.sandbox.faults.add({ route: 'assets', fault: 'status=500', times: 1 });
    const url = `/assets/logos/${id}.svg?eventCode=IMPRESSION&medium=WEB`;
    expect((await harness.request('GET', url, { token: null })).status).toBe(500);
    expect((await harness.request('GET', url, { token: null })).status).toBe(200);
  });
});
