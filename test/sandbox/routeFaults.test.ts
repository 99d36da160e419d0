import { SERVICE_ROUTES, serviceRoute } from '@offerkit/data/backend';
import {
  createSandbox,
  SANDBOX_ATTRIBUTION_EVENTS_PATH,
  SANDBOX_CLIENT_ID,
  SANDBOX_CLIENT_SECRET,
  SANDBOX_ROUTES,
  SANDBOX_TOKEN_PATH,
  type SandboxRoute,
} from '@offerkit/sandbox';

/**
 * Faults target routes by their name in the route table of `@offerkit/data`, which the sandbox registers
 * its routes from: the token endpoint, uploads and their presigned storage, files and webhooks as well as
 * the offer routes.
 */
const origin = 'http://sandbox.test';

function tokenRequest(): Request {
  return new Request(`${origin}${SANDBOX_TOKEN_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: SANDBOX_CLIENT_ID,
      client_secret: SANDBOX_CLIENT_SECRET,
    }),
  });
}

describe('faults by route name', () => {
  it('targets the token route', async () => {
    const sandbox = createSandbox({ faults: [{ route: 'token', fault: 'status=503', times: 1 }] });
    const faulted = await sandbox.fetch(tokenRequest());
    expect(faulted.status).toBe(503);
    expect(faulted.headers.get('retry-after')).toBe('1');
    expect((await sandbox.fetch(tokenRequest())).status).toBe(200);
    // The request log leaves token exchanges without a route, so that counting API calls leaves them out.
    expect(sandbox.requests.map(({ route, status, fault }) => [route, status, fault])).toEqual([
      [undefined, 503, { status: 503 }],
      [undefined, 200, undefined],
    ]);
  });

  it('targets an upload route: the URL request, and the presigned PUT', async () => {
    const sandbox = createSandbox();
    const uploads = () =>
      sandbox.fetch(
        new Request(`${origin}/v2/issuers/${sandbox.organizationId}/transactions/uploads`, {
          method: 'POST',
          headers: { authorization: `Bearer ${sandbox.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            data: [{ type: 'historicalTransactionsFile', attributes: { filename: 'history.jsonl' } }],
          }),
        }),
      );
    const remove = sandbox.faults.add({ route: 'uploads', fault: { status: 500 } });
    expect((await uploads()).status).toBe(500);
    remove();
    const session = (await (await uploads()).json()) as { data: { attributes: { url: string } }[] };
    const url = session.data[0]?.attributes.url as string;
    sandbox.faults.add({ route: 'uploadFile', fault: { drop: true }, times: 1 });
    await expect(
      sandbox.fetch(new Request(url, { method: 'PUT', body: '', headers: { 'content-type': 'text/plain' } })),
    ).rejects.toThrow(TypeError);
    expect(sandbox.requests.map((request) => request.route)).toEqual(['uploads', 'uploads', 'uploadFile']);
  });

  it('names files, webhook and control routes in the request log', async () => {
    const sandbox = createSandbox();
    const call = (method: string, path: string) =>
      sandbox.fetch(
        new Request(`${origin}${path}`, { method, headers: { authorization: `Bearer ${sandbox.token}` } }),
      );
    const org = `/v2/issuers/${sandbox.organizationId}`;
    await call('GET', `${org}/files?fileType=dailyReconciliationFile`);
    await call('GET', `${org}/subscriptions`);
    await call('DELETE', `${org}/subscriptions/sub-unknown`);
    await call('GET', SANDBOX_ATTRIBUTION_EVENTS_PATH);
    await call('GET', '/sandbox/webhook-events');
    expect(sandbox.requests.map((request) => request.route)).toEqual([
      'files',
      'listSubscriptions',
      'deleteSubscription',
      'attributionEvents',
      'webhookEvents',
    ]);
  });

  it('refuses a rule naming a route the sandbox does not have', () => {
    const sandbox = createSandbox();
    expect(() => sandbox.faults.add({ route: 'offer' as SandboxRoute, fault: 'status=500' })).toThrow(
      /route "offer", which the sandbox does not have; routes: offers, locations/,
    );
  });

  it('offers every route of the table but the proxy’s own, under the paths the constants name', () => {
    expect(SANDBOX_ROUTES).toEqual(
      SERVICE_ROUTES.filter((route) => route.access !== 'proxy').map((route) => route.name),
    );
    expect(SANDBOX_ROUTES).not.toContain('earnedRewards');
    expect(serviceRoute('token').path).toBe(SANDBOX_TOKEN_PATH);
    expect(serviceRoute('attributionEvents').path).toBe(SANDBOX_ATTRIBUTION_EVENTS_PATH);
  });
});
