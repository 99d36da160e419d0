import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSandbox, type Sandbox } from '@offerkit/sandbox';
import {
  createIssuerClient,
  createWebhookHandler,
  memoryWebhookStore,
  signWebhookBody,
  WEBHOOK_SIGNATURE_HEADER,
} from '@offerkit/server';
import { createWebBankingApp } from '../../examples/web-banking/server/createWebBankingApp.ts';
import { SESSION_COOKIE } from '../../examples/web-banking/server/sessionStore.ts';

const ORIGIN = 'http://127.0.0.1:4200';
const WEBHOOK_KEY = 'test-webhook-key';
const INDEX_HTML = '<!doctype html><head><title>Northwind Bank</title></head><div id="root"></div>';
/** A script well over the 1 kB below which compressing is not worth it. */
const BIG_SCRIPT = Array.from({ length: 400 }, (_, index) => `console.log("line ${index}");`).join('\n');

/** The sign-in form's opening tag and content in a page, or undefined (attributes in any order). */
const signInForm = (html: string): { tag: string; content: string } | undefined => {
  const match = /(<form\b[^>]*\baction="\/signin"[^>]*>)([\s\S]*?)<\/form>/.exec(html);
  return match === null ? undefined : { tag: match[1] as string, content: match[2] as string };
};

/** The body of a gzip-encoded response, decoded. */
const gunzip = (response: Response): Promise<string> =>
  new Response(response.body?.pipeThrough(new DecompressionStream('gzip'))).text();

describe('the web-banking server (createWebBankingApp)', () => {
  let sandbox: Sandbox;
  let pageDir: string;
  let app: ReturnType<typeof createWebBankingApp>;
  let proxyErrors: unknown[];
  let webhookEvents: string[];

  beforeAll(async () => {
    pageDir = await mkdtemp(join(tmpdir(), 'offerkit-web-banking-page-'));
    await mkdir(join(pageDir, 'assets'));
    await writeFile(join(pageDir, 'index.html'), INDEX_HTML);
    await writeFile(join(pageDir, 'assets', 'index-abc123.js'), 'console.log("page");');
    await writeFile(join(pageDir, 'assets', 'big-abc123.js'), BIG_SCRIPT);
  });
  afterAll(() => rm(pageDir, { recursive: true, force: true }));

  beforeEach(() => {
    sandbox = createSandbox();
    proxyErrors = [];
    webhookEvents = [];
    const store = memoryWebhookStore();
    const issuerClient = createIssuerClient({
      baseUrl: 'http://sandbox.test',
      organizationId: sandbox.organizationId,
      getAccessToken: () => sandbox.token,
      fetch: (input, init) => sandbox.fetch(new Request(input, init)),
    });
    app = createWebBankingApp({
      origin: ORIGIN,
      organizationId: sandbox.organizationId,
      customers: [
        { id: sandbox.newCustomerId, name: 'Alex Morgan', description: 'New customer' },
        { id: sandbox.lapsedCustomerId, name: 'Sam Rivera', description: 'Lapsed customer' },
      ],
      issuerClient,
      indexHtml: INDEX_HTML,
      pageDir,
      imageOrigins: ['http://sandbox.test'],
      webhookHandler: createWebhookHandler({
        key: WEBHOOK_KEY,
        store,
        onEvent: (event) => {
          webhookEvents.push(`${event.type} ${event.id}`);
        },
      }),
      earnedRewards: store,
      onProxyError: (error) => proxyErrors.push(error),
    });
  });

  const signIn = (customer: string, origin = ORIGIN) =>
    app.request('/signin', {
      method: 'POST',
      headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ customer }).toString(),
    });

  /** `wb_session=<id>` from a sign-in response's Set-Cookie. */
  const sessionCookie = (response: Response): string => {
    const match = /wb_session=([^;]+)/.exec(response.headers.get('set-cookie') ?? '');
    if (match === null) throw new Error(`no ${SESSION_COOKIE} cookie was set`);
    return `${SESSION_COOKIE}=${match[1]}`;
  };

  const offersPath = (userId: string) =>
    `/api/rewards/v2/issuers/${sandbox.organizationId}/users/${encodeURIComponent(userId)}/offers?supportedComponents=cta`;

  it('serves the sign-in page to a visitor and sends /offers back to it, under a strict CSP', async () => {
    const home = await app.request('/');
    expect(home.status).toBe(200);
    const html = await home.text();
    expect(html.startsWith('<!doctype html><head><title>Northwind Bank</title></head><div id="root">')).toBe(
      true,
    );
    expect(signInForm(html)?.tag).toContain('method="post"');
    expect(home.headers.get('cache-control')).toBe('no-store');
    const csp = home.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("img-src 'self' data: http://sandbox.test");
    const offers = await app.request('/offers');
    expect(offers.status).toBe(303);
    expect(offers.headers.get('location')).toBe('/');
  });

  it('renders the sign-in form into the page, so signing in works without JavaScript', async () => {
    const html = await (await app.request('/')).text();
    const form = signInForm(html);
    expect(form?.tag).toContain('method="post"');
    const radios = [...(form?.content ?? '').matchAll(/<input\b[^>]*>/g)].map(([tag]) => tag);
    expect(radios.every((tag) => tag.includes('type="radio"') && tag.includes('name="customer"'))).toBe(true);
    expect(radios.map((tag) => /value="([^"]+)"/.exec(tag)?.[1])).toEqual([
      sandbox.newCustomerId,
      sandbox.lapsedCustomerId,
    ]);
    const content = form?.content ?? '';
    expect(radios[0]).toContain('checked=""');
    expect(content).toContain('Alex Morgan');
    expect(content).toMatch(/<button type="submit"[^>]*>Sign in<\/button>/);
    // The session it was rendered for, for the page's script to take the markup over.
    const json = /<script type="application\/json" id="wb-session">([^<]*)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(json ?? 'null')).toEqual({
      signedIn: false,
      customers: [
        { id: sandbox.newCustomerId, name: 'Alex Morgan', description: 'New customer' },
        { id: sandbox.lapsedCustomerId, name: 'Sam Rivera', description: 'Lapsed customer' },
      ],
    });
    // The form's post signs in.
    const signedIn = await signIn(sandbox.lapsedCustomerId);
    expect(signedIn.headers.get('location')).toBe('/offers');
  });

  it('shows a refused sign-in with its fixed message and reflects nothing of the query', async () => {
    const refused = await (await app.request('/?error=unknown-customer')).text();
    expect(refused).toContain('role="alert"');
    expect(refused).toContain('That customer is not one of the choices.');
    const probe = await (await app.request('/?error=%3Cscript%3Ealert(1)%3C%2Fscript%3E')).text();
    expect(probe).toContain('Signing in failed; try again.');
    expect(probe).not.toContain('alert(1)');
    expect(probe).not.toContain('<script>');
  });

  it("compresses the page, its scripts and the proxy's JSON with gzip, keeping every header", async () => {
    const home = await app.request('/', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(home.headers.get('content-encoding')).toBe('gzip');
    expect(home.headers.get('vary')).toContain('Accept-Encoding');
    expect(home.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(signInForm(await gunzip(home))?.tag).toContain('method="post"');

    const script = await app.request('/assets/big-abc123.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(script.headers.get('content-encoding')).toBe('gzip');
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(script.headers.get('content-length')).toBeNull();
    const body = new Uint8Array(
      await new Response(
        (await app.request('/assets/big-abc123.js', { headers: { 'accept-encoding': 'gzip' } })).body,
      ).arrayBuffer(),
    );
    expect(body.length).toBeLessThan(BIG_SCRIPT.length / 4);
    expect(await gunzip(script)).toBe(BIG_SCRIPT);

    const cookie = sessionCookie(await signIn(sandbox.newCustomerId));
    const plain = await app.request(offersPath(sandbox.newCustomerId), { headers: { cookie } });
    const offers = await app.request(offersPath(sandbox.newCustomerId), {
      headers: { cookie, 'accept-encoding': 'gzip' },
    });
    expect(offers.status).toBe(200);
    expect(offers.headers.get('content-encoding')).toBe('gzip');
    // The proxy's own headers, its sandboxing CSP first, are not replaced by the page's.
    expect(offers.headers.get('content-security-policy')).toBe(plain.headers.get('content-security-policy'));
    expect(offers.headers.get('content-security-policy')).toContain('sandbox');
    expect(offers.headers.get('cache-control')).toBe(plain.headers.get('cache-control'));
    expect(offers.headers.get('content-type')).toBe(plain.headers.get('content-type'));
    expect(JSON.parse(await gunzip(offers))).toEqual(await plain.json());
    // A client that asks for no encoding gets none.
    expect(plain.headers.get('content-encoding')).toBeNull();
  });

  it('signs in with a session cookie that is HttpOnly, SameSite=Lax and random, then serves /offers', async () => {
    const response = await signIn(sandbox.newCustomerId);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/offers');
    const setCookie = response.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^wb_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(setCookie).not.toContain(sandbox.newCustomerId);
    const cookie = sessionCookie(response);
    expect(sessionCookie(await signIn(sandbox.newCustomerId))).not.toBe(cookie);

    const page = await app.request('/offers', { headers: { cookie } });
    expect(page.status).toBe(200);
    const home = await app.request('/', { headers: { cookie } });
    expect(home.headers.get('location')).toBe('/offers');
    const session = await app.request('/api/session', { headers: { cookie } });
    expect(await session.json()).toEqual({
      signedIn: true,
      customer: { id: sandbox.newCustomerId, name: 'Alex Morgan' },
      organizationId: sandbox.organizationId,
      rewardsBaseUrl: `${ORIGIN}/api/rewards`,
    });
  });

  /** The offers cache rendered into an `/offers` page, or undefined. */
  const renderedOffers = (html: string) => {
    const json = /<script type="application\/json" id="wb-offers">([^<]*)<\/script>/.exec(html)?.[1];
    return json === undefined
      ? undefined
      : (JSON.parse(json) as {
          cache: {
            queries: {
              queryKey: unknown[];
              state: { data: { pages: { offers: { attributes: { name: string } }[] }[] } };
            }[];
          };
          diagnostics: unknown[];
        });
  };

  it("renders the customer's own first offers into /offers, asked of the proxy with that customer's session", async () => {
    const cookie = sessionCookie(await signIn(sandbox.newCustomerId));
    const html = await (await app.request('/offers', { headers: { cookie } })).text();
    const rendered = renderedOffers(html);
    const [query] = rendered?.cache.queries ?? [];
    const offers = query?.state.data.pages[0]?.offers ?? [];
    expect(offers).toHaveLength(12);
    // Keyed as the page's client keys it: the absolute proxy URL, the organization and this customer.
    expect(query?.queryKey.slice(0, 5)).toEqual([
      'offerkit',
      `${ORIGIN}/api/rewards`,
      sandbox.organizationId,
      sandbox.newCustomerId,
      'offers',
    ]);
    // The cards are in the markup, before the data that hydrates them.
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    expect(main).toContain('aria-label="Offers"');
    const asHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    for (const offer of offers) expect(main).toContain(`>${asHtml(offer.attributes.name)}</`);
    expect(main).not.toContain('Loading your offers');
    const asked = (userId: string) => `/users/${encodeURIComponent(userId)}/offers?`;
    expect(sandbox.requests.map((request) => request.route)).toEqual(['offers']);
    expect(sandbox.requests[0]?.path).toContain(asked(sandbox.newCustomerId));

    // Another customer's session renders that customer's offers, not the first one's.
    const lapsed = sessionCookie(await signIn(sandbox.lapsedCustomerId));
    const other = renderedOffers(
      await (await app.request('/offers', { headers: { cookie: lapsed } })).text(),
    );
    expect(other?.cache.queries[0]?.queryKey[3]).toBe(sandbox.lapsedCustomerId);
    expect(sandbox.requests.at(-1)?.path).toContain(asked(sandbox.lapsedCustomerId));
  });

  it('sends /offers with the loading status when the service fails or is slow, and for the other views', async () => {
    const cookie = sessionCookie(await signIn(sandbox.newCustomerId));
    const loading = async (path: string) => {
      const html = await (await app.request(path, { headers: { cookie } })).text();
      expect(renderedOffers(html)).toBeUndefined();
      expect(html).toContain('role="status">Loading your offers…</p></main>');
    };
    await loading('/offers?view=nearby');
    await loading('/offers?view=rewards');
    expect(sandbox.requests).toEqual([]);

    sandbox.faults.add({ route: 'offers', fault: 'status=500' });
    await loading('/offers');
    sandbox.faults.clear();
    sandbox.faults.add({ route: 'offers', fault: 'latency=5000' });
    const started = performance.now();
    await loading('/offers');
    expect(performance.now() - started).toBeLessThan(4000);
  });

  it('tells a visitor the sign-in choices and nothing else', async () => {
    const response = await app.request('/api/session');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      signedIn: false,
      customers: [
        { id: sandbox.newCustomerId, name: 'Alex Morgan', description: 'New customer' },
        { id: sandbox.lapsedCustomerId, name: 'Sam Rivera', description: 'Lapsed customer' },
      ],
    });
  });

  it('refuses a sign-in posted from another origin, and an unknown customer, without a session', async () => {
    const foreign = await signIn(sandbox.newCustomerId, 'http://evil.test');
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('set-cookie')).toBeNull();
    const unknown = await signIn('somebody-else');
    expect(unknown.status).toBe(303);
    expect(unknown.headers.get('location')).toBe('/?error=unknown-customer');
    expect(unknown.headers.get('set-cookie')).toBeNull();
  });

  it("proxies the signed-in customer's own offers, and refuses another customer's (403) or no session (401)", async () => {
    const cookie = sessionCookie(await signIn(sandbox.newCustomerId));
    const own = await app.request(offersPath(sandbox.newCustomerId), { headers: { cookie } });
    expect(own.status).toBe(200);
    const document = (await own.json()) as { data: unknown[] };
    expect(document.data.length).toBeGreaterThan(0);

    const other = await app.request(offersPath(sandbox.lapsedCustomerId), { headers: { cookie } });
    expect(other.status).toBe(403);
    const anonymous = await app.request(offersPath(sandbox.newCustomerId));
    expect(anonymous.status).toBe(401);
    // Only the customer's own request reached the service.
    expect(sandbox.requests.map((request) => request.route)).toEqual(['offers']);
    expect(proxyErrors).toEqual([]);
  });

  it('activates through the proxy only when the POST comes from the bank origin', async () => {
    const cookie = sessionCookie(await signIn(sandbox.newCustomerId));
    const offerId = sandbox.catalog.roles.activatable;
    const activate = (origin: string) =>
      app.request(
        `/api/rewards/v2/issuers/${sandbox.organizationId}/users/${sandbox.newCustomerId}/offers/${offerId}/activate`,
        { method: 'POST', headers: { cookie, origin } },
      );
    expect((await activate('http://evil.test')).status).toBe(403);
    expect(sandbox.attributionEvents).toEqual([]);
    expect((await activate(ORIGIN)).status).toBe(201);
    expect(sandbox.attributionEvents).toEqual([
      expect.objectContaining({ entityId: offerId, eventCode: 'ACTIVATE', userId: sandbox.newCustomerId }),
    ]);
  });

  it('signs out: the session ends on the server and the cookie is cleared', async () => {
    const cookie = sessionCookie(await signIn(sandbox.lapsedCustomerId));
    const response = await app.request('/signout', {
      method: 'POST',
      headers: { cookie, origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/');
    expect(response.headers.get('set-cookie')).toMatch(/^wb_session=; Max-Age=0; Path=\//);
    // The old cookie no longer means anything.
    expect(await (await app.request('/api/session', { headers: { cookie } })).json()).toMatchObject({
      signedIn: false,
    });
    expect((await app.request(offersPath(sandbox.lapsedCustomerId), { headers: { cookie } })).status).toBe(
      401,
    );
  });

  it('serves the hashed assets as immutable files, and nothing outside them', async () => {
    const asset = await app.request('/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await asset.text()).toBe('console.log("page");');
    expect((await app.request('/assets/missing.js')).status).toBe(404);
    expect((await app.request('/assets/%2e%2e/index.html')).status).toBe(404);
    const unknown = await app.request('/admin');
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toBe('Nothing at /admin: the web-banking pages are / and /offers.');
  });

  it('takes signed webhooks at /webhooks/offerkit and serves each reward to its own customer only', async () => {
    const body = JSON.stringify({
      data: {
        type: 'earnedRewardApproved',
        id: 'evt_1',
        attributes: {
          message: 'You earned $1.25 at Maple Street Bakery',
          transactionId: 'txn_1',
          transactionAmountInCents: 2500,
          name: 'Maple Street Bakery',
        },
        relationships: { user: { data: { type: 'user', id: sandbox.newCustomerId } } },
      },
    });
    const deliver = async (signature: string) =>
      app.request('/webhooks/offerkit', {
        method: 'POST',
        headers: { 'content-type': 'application/json', [WEBHOOK_SIGNATURE_HEADER]: signature },
        body,
      });
    // The signature is the only authentication of this route: a wrong one is refused and stores nothing.
    expect((await deliver(await signWebhookBody({ body, key: 'another-key' }))).status).toBe(401);
    const signature = await signWebhookBody({ body, key: WEBHOOK_KEY });
    expect((await deliver(signature)).status).toBe(200);
    expect((await deliver(signature)).status).toBe(200); // a redelivery
    expect(webhookEvents).toEqual(['earnedRewardApproved evt_1']);

    const earned = (userId: string, cookie: string) =>
      app.request(
        `/api/rewards/v2/issuers/${sandbox.organizationId}/users/${encodeURIComponent(userId)}/earned-rewards`,
        { headers: { cookie } },
      );
    const newCustomer = sessionCookie(await signIn(sandbox.newCustomerId));
    const own = await earned(sandbox.newCustomerId, newCustomer);
    expect(own.status).toBe(200);
    const document = (await own.json()) as { data: { id: string; attributes: { status: string } }[] };
    expect(document.data.map((reward) => [reward.id, reward.attributes.status])).toEqual([
      ['txn_1', 'PENDING'],
    ]);
    expect((await earned(sandbox.lapsedCustomerId, newCustomer)).status).toBe(403);
    const lapsedCustomer = sessionCookie(await signIn(sandbox.lapsedCustomerId));
    expect(await (await earned(sandbox.lapsedCustomerId, lapsedCustomer)).json()).toEqual({ data: [] });
  });
});
