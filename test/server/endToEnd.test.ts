import { createServer, type Server } from 'node:http';
import { createRewardsClient, RewardsApiError } from '@offerkit/data';
import { createSandbox, type Sandbox } from '@offerkit/sandbox';
import { type SandboxServer, startSandboxServer } from '@offerkit/sandbox/server';
import {
  createClientCredentialsTokenProvider,
  createIssuerClient,
  createOffersProxy,
  hashEmail,
  TokenExchangeError,
  toNodeHandler,
} from '@offerkit/server';
import {
  SANDBOX_ORIGIN,
  sandboxFetch,
  sandboxIssuerClient,
  sandboxServerIssuerClient,
} from './sandboxIssuerClient.ts';

// The whole backend half against the sandbox: in process (the sandbox's fetch), and over HTTP with the
// sandbox's Node server (port 4161) and the proxy behind a Node http server (port 4162).

const inProcess = (sandbox: Sandbox) =>
  sandboxIssuerClient(sandbox, { auth: 'oauth', retry: { baseDelayMs: 1, maxDelayMs: 50 } });

describe('@offerkit/server against the sandbox, in process', () => {
  it('gets a token from /oauth2/token and uses it for users, offers, locations and actions', async () => {
    const sandbox = createSandbox();
    const { client } = inProcess(sandbox);
    const hashedEmail = await hashEmail('Jane.Doe+bank@gmail.com');
    const created = await client.users.create([
      {
        id: 'e2e-1',
        attributes: { enrolledRewards: ['CARDLINKED'], hashedEmail, historicalTransactionsSent: true },
      },
    ]);
    expect(created.failed).toEqual([]);
    expect(created.created[0]?.attributes.hashedEmail).toBe(hashedEmail);
    const offers = await client.offers.list('e2e-1', { supportedComponents: ['cta', 'tags'], pageSize: 5 });
    expect(offers.offers.length).toBeGreaterThan(0);
    const locations = await client.locations.list('e2e-1', { supportedComponents: ['cta'] });
    expect(locations.locations.length).toBeGreaterThan(0);
    const activated = await client.offers.activate('e2e-1', sandbox.catalog.roles.activatable, {
      supportedComponents: ['cta', 'detailTags'],
    });
    expect(activated.attribution.attributes.eventCode).toBe('ACTIVATE');
    expect(activated.offer?.id).toBe(sandbox.catalog.roles.activatable);
    expect(activated.offer?.attributes.components?.cta).toBeUndefined();
    expect(activated.offer?.attributes.components?.detailTags).toEqual(['Activated']);
    expect(sandbox.oauth.issuedCount).toBe(1); // one exchange, cached for every call
    await client.users.delete('e2e-1');
    await expect(client.users.get('e2e-1')).rejects.toMatchObject({ status: 404 });
  });

  it('creates 250 users through the sandbox in three requests and reports the conflicts of a 207', async () => {
    const sandbox = createSandbox();
    const { client } = inProcess(sandbox);
    await client.users.create([{ id: 'bulk-150', attributes: { enrolledRewards: ['CARDLINKED'] } }]);
    const result = await client.users.create(
      Array.from({ length: 250 }, (_, index) => ({
        id: `bulk-${index + 1}`,
        attributes: { enrolledRewards: ['CARDLINKED'] },
      })),
    );
    const creates = sandbox.requests
      .filter((request) => request.route === 'createUsers')
      .map((request) => request.status);
    expect(creates).toEqual([201, 201, 207, 201]);
    expect(result.created).toHaveLength(249);
    expect(result.failed).toEqual([{ id: 'bulk-150', error: expect.objectContaining({ status: '409' }) }]);
  });

  it('keeps historicalTransactionsSent true: the client refuses false, the sandbox keeps it', async () => {
    const sandbox = createSandbox();
    const { client } = inProcess(sandbox);
    await client.users.create([
      { id: 'h1', attributes: { enrolledRewards: ['CARDLINKED'], historicalTransactionsSent: true } },
    ]);
    await expect(client.users.update('h1', { historicalTransactionsSent: false })).rejects.toThrow(
      /never be set back/,
    );
    const updated = await client.users.update('h1', { zipCode: '10001' });
    expect(updated.attributes).toMatchObject({ zipCode: '10001', historicalTransactionsSent: true });
  });

  it('refreshes a token that expired early (401) once, and goes on', async () => {
    const sandbox = createSandbox({ expireTokensEarly: true });
    const { client } = inProcess(sandbox);
    await client.users.get(sandbox.newCustomerId); // token 1, used once
    await client.users.get(sandbox.newCustomerId); // 401 → token 2
    await client.offers.list(sandbox.newCustomerId); // 401 → token 3
    expect(sandbox.oauth.issuedCount).toBe(3);
    const statuses = sandbox.requests
      .filter((request) => request.route !== undefined)
      .map((request) => request.status);
    expect(statuses).toEqual([200, 401, 200, 401, 200]);
  });

  it('rejects with TokenExchangeError for wrong credentials, never calling the API', async () => {
    const sandbox = createSandbox();
    const fetch = sandboxFetch(sandbox);
    const client = createIssuerClient({
      baseUrl: SANDBOX_ORIGIN,
      organizationId: sandbox.organizationId,
      fetch,
      tokenProvider: createClientCredentialsTokenProvider({
        tokenUrl: `${SANDBOX_ORIGIN}/oauth2/token`,
        clientId: sandbox.oauth.clientId,
        clientSecret: 'not-the-secret',
        clientAuthentication: 'body',
        fetch,
      }),
    });
    const error = await client.offers.list(sandbox.newCustomerId).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TokenExchangeError);
    expect((error as Error).message).toContain('invalid_client');
    expect((error as Error).message).not.toContain('not-the-secret');
    expect(sandbox.requests.filter((request) => request.route !== undefined)).toHaveLength(0);
  });
});

describe('the browser client through the proxy on Node, against the sandbox server', () => {
  let sandboxServer: SandboxServer;
  let proxyServer: Server;
  const proxyBase = 'http://127.0.0.1:4162/api/rewards';
  let sessionUser = '';

  beforeAll(async () => {
    sandboxServer = await startSandboxServer({ port: 4161 });
    const { sandbox } = sandboxServer;
    sessionUser = sandbox.newCustomerId;
    const client = sandboxServerIssuerClient(sandboxServer);
    const handler = createOffersProxy({
      client,
      // A stand-in for the bank's session: the cookie names a signed-in session.
      getUserId: (request) => (request.headers.get('cookie') === 'session=s1' ? sessionUser : undefined),
      allowedOrigins: ['http://127.0.0.1:4162'],
    });
    proxyServer = createServer(toNodeHandler(handler));
    await new Promise<void>((resolve) => proxyServer.listen(4162, '127.0.0.1', resolve));
  });

  afterAll(async () => {
    proxyServer.closeAllConnections();
    await new Promise((resolve) => proxyServer.close(resolve));
    await sandboxServer.close();
  });

  const browser = () =>
    createRewardsClient({
      baseUrl: proxyBase,
      organizationId: sandboxServer.sandbox.organizationId,
      // What a browser adds by itself on a same-origin page.
      headers: { cookie: 'session=s1', origin: 'http://127.0.0.1:4162' },
      retry: false,
    });

  it('lists offers and activates one through the proxy; the browser never holds a token', async () => {
    const client = browser();
    const page = await client.getOffers(sessionUser, {
      supportedComponents: ['cta', 'detailTags'],
      pageSize: 50,
    });
    const offer = page.offers.find(
      (candidate) => candidate.id === sandboxServer.sandbox.catalog.roles.activatable,
    );
    const action = offer?.attributes.components?.cta?.action;
    expect(action?.url).toMatch(/^\/v2\/issuers\/.+\/activate\?/);
    // The cta.action path and query, sent through the proxy exactly as the service wrote them.
    const response = await fetch(`${proxyBase}${action?.url}`, {
      method: 'POST',
      headers: { cookie: 'session=s1', origin: 'http://127.0.0.1:4162' },
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const seen = sandboxServer.sandbox.requests.at(-1);
    expect(seen?.path).toBe(action?.url);
    const detailTags = (
      (await response.json()) as { included: { attributes: { components?: { detailTags?: string[] } } }[] }
    ).included[0]?.attributes.components?.detailTags;
    expect(detailTags).toEqual(['Activated']);
  });

  it('refuses another user’s offers with 403 through the real stack, as a RewardsApiError in the browser', async () => {
    const error = await browser()
      .getOffers(sandboxServer.sandbox.lapsedCustomerId)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RewardsApiError);
    expect((error as RewardsApiError).status).toBe(403);
  });

  it('passes the sandbox’s error documents on with their status', async () => {
    const response = await fetch(
      `${proxyBase}/v2/issuers/${sandboxServer.sandbox.organizationId}/users/${sessionUser}/offers?page[size]=100000`,
      {
        headers: { cookie: 'session=s1' },
      },
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: { source?: { parameter?: string } }[] };
    expect(body.errors[0]?.source?.parameter).toBe('page[size]');
  });
});
