import type { User } from '@offerkit/data/backend';
import { createSandbox, SANDBOX_EPOCH, SANDBOX_TOKEN, sandboxCatalog } from '@offerkit/sandbox';

const call = (
  sandbox: ReturnType<typeof createSandbox>,
  method: string,
  path: string,
  body?: unknown,
  token = sandbox.token,
) =>
  sandbox.fetch(
    new Request(`http://sandbox.test${sandbox.basePath}/v2/issuers/${sandbox.organizationId}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }),
  );

describe('createSandbox', () => {
  it('has documented defaults', () => {
    const sandbox = createSandbox();
    expect(sandbox).toMatchObject({
      organizationId: 'org-sandbox',
      issuerName: 'offerkit',
      token: SANDBOX_TOKEN,
      tokens: [SANDBOX_TOKEN],
      basePath: '',
      newCustomerId: 'sandbox-offerkit-new-customer',
      lapsedCustomerId: 'sandbox-offerkit-lapsed-customer',
    });
    expect(sandbox.catalog).toEqual(sandboxCatalog());
  });

  it('takes its organization, issuer name, tokens and base path from options', async () => {
    const sandbox = createSandbox({
      organizationId: 'bank-1',
      issuerName: 'acme',
      tokens: ['t1', 't2'],
      basePath: 'api/rewards/',
    });
    expect(sandbox.basePath).toBe('/api/rewards');
    expect(sandbox.newCustomerId).toBe('sandbox-acme-new-customer');
    expect((await call(sandbox, 'GET', `/users/${sandbox.newCustomerId}`, undefined, 't2')).status).toBe(200);
    expect(
      (await call(sandbox, 'GET', `/users/${sandbox.newCustomerId}`, undefined, SANDBOX_TOKEN)).status,
    ).toBe(401);
    expect(() => createSandbox({ tokens: [] })).toThrow(/at least one/);
  });

  it('stamps events with its clock and lays the catalog out around it', async () => {
    const sandbox = createSandbox({ clock: () => new Date('2027-05-01T08:00:00Z') });
    expect(sandbox.catalog.referenceDate).toBe('2027-05-01T08:00:00.000Z');
    const response = await call(
      sandbox,
      'POST',
      `/users/${sandbox.newCustomerId}/offers/${sandbox.catalog.roles.activatable}/activate`,
    );
    const body = (await response.json()) as { data: { attributes: { eventDate: string } } };
    expect(body.data.attributes.eventDate).toBe('2027-05-01T08:00:00.000Z');
    expect(createSandbox().catalog.referenceDate).toBe(SANDBOX_EPOCH);
  });

  it('defaults historicalTransactionsSent to true for a legacy integration', async () => {
    const sandbox = createSandbox({ legacyIntegration: true });
    const response = await call(sandbox, 'POST', '/users', {
      data: [{ type: 'user', id: 'old', attributes: { enrolledRewards: ['CARDLINKED'] } }],
    });
    const body = (await response.json()) as { data: User[] };
    expect(body.data[0]?.attributes.historicalTransactionsSent).toBe(true);
  });

  it('reset() restores users, progress and supply, and clears the logs', async () => {
    const sandbox = createSandbox();
    await call(sandbox, 'DELETE', `/users/${sandbox.newCustomerId}`);
    await call(
      sandbox,
      'POST',
      `/users/${sandbox.lapsedCustomerId}/offers/${sandbox.catalog.roles.limitedSupply}/activate`,
    );
    expect(sandbox.requests).toHaveLength(2);
    expect(sandbox.attributionEvents).toHaveLength(1);
    sandbox.reset();
    expect(sandbox.requests).toHaveLength(0);
    expect(sandbox.attributionEvents).toHaveLength(0);
    expect((await call(sandbox, 'GET', `/users/${sandbox.newCustomerId}`)).status).toBe(200);
  });

  it('gives the lapsed customer history: activated, boosted and part-way offers', async () => {
    const sandbox = createSandbox();
    const response = await call(
      sandbox,
      'GET',
      `/users/${sandbox.lapsedCustomerId}/offers?page[size]=100&supportedComponents=progressBar&supportedComponents=boostedReward&supportedComponents=detailTags`,
    );
    const body = (await response.json()) as {
      data: {
        id: string;
        attributes: {
          components?: {
            progressBar?: { currentProgress: number };
            boostedReward?: string;
            detailTags?: string[];
          };
        };
      }[];
    };
    const byId = new Map(body.data.map((offer) => [offer.id, offer.attributes.components]));
    const { roles } = sandbox.catalog;
    expect(byId.get(roles.multiRedemptionContinuous)?.progressBar?.currentProgress).toBe(7);
    expect(byId.get(roles.journey)?.progressBar?.currentProgress).toBe(2);
    expect(byId.get(roles.boostable)?.boostedReward).toBe('8% cash back');
    expect(byId.get(roles.activatable)?.detailTags).toEqual(['Activated']);
  });

  it('logs every request with the route it addressed', async () => {
    const sandbox = createSandbox();
    const user = `/users/${sandbox.newCustomerId}`;
    const offer = `${user}/offers/${sandbox.catalog.roles.boostable}`;
    await call(sandbox, 'POST', '/users', {
      data: [{ type: 'user', id: 'n', attributes: { enrolledRewards: [] } }],
    });
    await call(sandbox, 'GET', user);
    await call(sandbox, 'PUT', '/users/n', { data: { type: 'user', id: 'n', attributes: {} } });
    await call(sandbox, 'DELETE', '/users/n');
    await call(sandbox, 'GET', `${user}/offers`);
    await call(sandbox, 'GET', `${user}/locations`);
    await call(sandbox, 'POST', `${offer}/activate`);
    await call(sandbox, 'POST', `${offer}/boost`);
    await call(sandbox, 'POST', '/transactions', { data: [] });
    await call(sandbox, 'PATCH', user);
    await sandbox.fetch(
      new Request(
        `http://sandbox.test/assets/logos/${sandbox.catalog.roles.boostable}.svg?eventCode=VIEW&medium=WEB`,
      ),
    );
    expect(sandbox.requests.map((request) => [request.route, request.status])).toEqual([
      ['createUsers', 201],
      ['getUser', 200],
      ['updateUser', 200],
      ['deleteUser', 204],
      ['offers', 200],
      ['locations', 200],
      ['activate', 409],
      ['boost', 201],
      ['transactions', 400],
      [undefined, 404],
      ['assets', 200],
    ]);
  });

  it('answers CORS preflights for browsers calling the Node server, fault header included', async () => {
    const sandbox = createSandbox();
    const response = await sandbox.fetch(
      new Request(
        `http://sandbox.test/v2/issuers/${sandbox.organizationId}/users/${sandbox.newCustomerId}/offers`,
        {
          method: 'OPTIONS',
          headers: {
            origin: 'http://localhost:6006',
            'access-control-request-method': 'GET',
            'access-control-request-headers': 'authorization, x-offerkit-sandbox-fault',
          },
        },
      ),
    );
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(
      'x-offerkit-sandbox-fault',
    );
  });

  it('adds configured latency to every answer', async () => {
    vi.useFakeTimers();
    try {
      const sandbox = createSandbox({ latency: 50 });
      let settled = false;
      const pending = call(sandbox, 'GET', `/users/${sandbox.newCustomerId}`).then((response) => {
        settled = true;
        return response;
      });
      await vi.advanceTimersByTimeAsync(49);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect((await pending).status).toBe(200);
      expect(settled).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
