import AxeBuilder from '@axe-core/playwright';
import type { Offer } from '@offerkit/data';
import { type SandboxServer, startSandboxServer } from '@offerkit/sandbox/server';
import {
  createClientCredentialsTokenProvider,
  createIssuerClient,
  type IssuerClient,
} from '@offerkit/server';
import { expect, type Page, type Request, test } from '@playwright/test';
import type { WebBankingServer } from '../../../examples/web-banking/server/startWebBankingServer.ts';
import { startBankOn } from './exampleOnSandbox.ts';

/**
 * examples/web-banking end to end in Chromium: the page built with Vite, the bank's server and the sandbox
 * on ephemeral 127.0.0.1 ports, started here exactly as `pnpm example` starts them (client credentials
 * from the sandbox's token endpoint). The sandbox's state is read back through its API with an issuer
 * client of our own.
 */
test.describe.configure({ mode: 'serial' });

let sandboxServer: SandboxServer;
let bank: WebBankingServer;
let issuer: IssuerClient;
/** What the bank's server logged (webhooks received, failures). */
const serverLog: string[] = [];

test.beforeAll(async () => {
  // Building the page and starting two servers on a busy two-core machine.
  test.setTimeout(120_000);
  sandboxServer = await startSandboxServer({ port: 0 });
  const { sandbox } = sandboxServer;
  const tokenUrl = `${new URL(sandboxServer.url).origin}${sandbox.oauth.tokenPath}`;
  bank = await startBankOn(sandboxServer, { log: (line, level) => serverLog.push(`${level}: ${line}`) });
  issuer = createIssuerClient({
    baseUrl: sandboxServer.url,
    organizationId: sandbox.organizationId,
    tokenProvider: createClientCredentialsTokenProvider({
      tokenUrl,
      clientId: sandbox.oauth.clientId,
      clientSecret: sandbox.oauth.clientSecret,
    }),
  });
});

test.afterAll(async () => {
  await bank?.close();
  await sandboxServer?.close();
});

/** The offers the service now has for `userId` (through its API, not the page), with CTA and detail tags. */
async function serviceOffers(userId: string): Promise<Offer[]> {
  const document = await issuer.offers.list(userId, {
    supportedComponents: ['cta', 'detailTags'],
    pageSize: 100,
  });
  return document.offers;
}

/** One offer as the service now has it for `userId`. */
async function serviceOffer(userId: string, offerId: string): Promise<Offer> {
  const offer = (await serviceOffers(userId)).find((candidate) => candidate.id === offerId);
  if (offer === undefined) throw new Error(`The sandbox does not list offer ${offerId} for ${userId}.`);
  return offer;
}

/** Activations and boosts the sandbox recorded (asset loads, also recorded, are left out). */
function actionsTaken(): string[] {
  return sandboxServer.sandbox.attributionEvents
    .filter((event) => event.eventCode === 'ACTIVATE' || event.eventCode === 'BOOST')
    .map((event) => `${event.eventCode} ${event.entityId} for ${event.userId}`);
}

/** The path of an action on the bank's proxy, as the page's client would build it. */
function actionPath(userId: string, offerId: string, action: 'activate' | 'boost'): string {
  const { organizationId } = sandboxServer.sandbox;
  return `/api/rewards/v2/issuers/${organizationId}/users/${encodeURIComponent(userId)}/offers/${offerId}/${action}?include=offer&supportedComponents=cta`;
}

/** Axe's WCAG 2.0–2.2 A and AA rules that fail on the page, as `rule: target` lines. */
async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`),
  );
}

async function signIn(page: Page, name: string): Promise<void> {
  await page.goto(bank.url);
  await page.getByRole('radio', { name: new RegExp(name) }).check();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${bank.url}/offers`);
  await expect(page.getByRole('banner')).toContainText(`Signed in as ${name}`);
}

test('signed in as the new customer, activating an offer on its card makes the card Activated', async ({
  page,
}) => {
  const { sandbox } = sandboxServer;
  const offerId = sandbox.catalog.roles.activatable;
  const name = sandbox.catalog.offers.find((offer) => offer.id === offerId)?.name ?? '';
  expect((await serviceOffer(sandbox.newCustomerId, offerId)).attributes.components?.cta).toBeDefined();

  // Every request the page makes: to the bank, or an offer image at the service; never a bearer token.
  // Each header is read while the test runs: the listener keeps the promise, and the test awaits them all
  // once it stops listening, so no read can outlive the test.
  const seen: Promise<{ url: string; authorization: string | null }>[] = [];
  const onRequest = (request: Request) => {
    seen.push(
      request.headerValue('authorization').then((authorization) => ({ url: request.url(), authorization })),
    );
  };
  page.on('request', onRequest);

  await signIn(page, 'Alex Morgan');
  const card = page.getByRole('list', { name: 'Offers' }).getByRole('article', { name });
  await expect(card).toHaveAttribute('data-cta', 'primary');
  const activation = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && response.url().includes(`/offers/${offerId}/activate`),
  );
  await card.getByRole('button', { name: 'Activate' }).click();
  expect((await activation).status()).toBe(201);
  // The card drops its CTA, shows and announces Activated where it was, and its detail now reads Activated.
  await expect(card).toHaveAttribute('data-cta', 'none');
  await expect(card.getByRole('button', { name: 'Activate' })).toHaveCount(0);
  await expect(card.locator('.ok-OfferStatus')).toHaveText('Activated');
  await expect(card.getByRole('status')).toHaveText('Activated');
  await card.getByRole('button', { name }).click();
  const detail = page.getByRole('dialog', { name });
  await expect(detail.getByText('Activated', { exact: true })).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Activate' })).toHaveCount(0);

  page.off('request', onRequest);
  const requests = await Promise.all(seen);
  const sandboxAssets = `${new URL(sandboxServer.url).origin}/assets/`;
  expect(requests.some((request) => request.url.startsWith(`${bank.url}/api/rewards/`))).toBe(true);
  expect(
    requests.filter(
      (request) => !request.url.startsWith(`${bank.url}/`) && !request.url.startsWith(sandboxAssets),
    ),
  ).toEqual([]);
  expect(requests.filter((request) => request.authorization !== null)).toEqual([]);

  // The service has it too: the CTA is gone and the detail tag says Activated.
  const after = await serviceOffer(sandbox.newCustomerId, offerId);
  expect(after.attributes.components?.cta).toBeUndefined();
  expect(after.attributes.components?.detailTags).toContain('Activated');
});

test("a request forged from the page for the lapsed customer's id gets 403 and changes nothing", async ({
  page,
}) => {
  const { sandbox } = sandboxServer;
  // An offer the lapsed customer has not activated yet: its CTA would activate it.
  const target = (await serviceOffers(sandbox.lapsedCustomerId)).find((offer) =>
    offer.attributes.components?.cta?.action?.url.includes('/activate'),
  );
  if (target === undefined) throw new Error('The lapsed customer has no offer left to activate.');
  const actionsBefore = actionsTaken();

  await signIn(page, 'Alex Morgan');
  const forged = await page.evaluate(
    async ({ activate, offers }) => {
      const post = await fetch(activate, { method: 'POST', credentials: 'same-origin' });
      const get = await fetch(offers, { credentials: 'same-origin' });
      return { post: post.status, postBody: await post.text(), get: get.status };
    },
    {
      activate: actionPath(sandbox.lapsedCustomerId, target.id, 'activate'),
      offers: `/api/rewards/v2/issuers/${sandbox.organizationId}/users/${sandbox.lapsedCustomerId}/offers`,
    },
  );
  expect(forged.post).toBe(403);
  expect(forged.postBody).toContain('not the signed-in user');
  expect(forged.get).toBe(403);

  const after = await serviceOffer(sandbox.lapsedCustomerId, target.id);
  expect(after.attributes.components?.cta).toEqual(target.attributes.components?.cta);
  expect(actionsTaken()).toEqual(actionsBefore);
});

test('a cross-origin POST is refused, with or without the session cookie', async ({ page, context }) => {
  const { sandbox } = sandboxServer;
  // The boost the customer could take: if either request got through, the offer would be boosted.
  const offerId = sandbox.catalog.roles.boostable;
  const boostable = await serviceOffer(sandbox.newCustomerId, offerId);
  expect(boostable.attributes.components?.cta?.action?.url).toContain('/boost');
  const actionsBefore = actionsTaken();

  await signIn(page, 'Alex Morgan');
  // The customer's own offer and a valid session cookie, but the request says it comes from another site.
  const forgedOrigin = await context.request.post(
    `${bank.url}${actionPath(sandbox.newCustomerId, offerId, 'boost')}`,
    {
      headers: { origin: 'http://attacker.test' },
    },
  );
  expect(forgedOrigin.status()).toBe(403);
  expect(await forgedOrigin.text()).toContain('Origin not allowed');

  // Classic CSRF: a page on another site auto-submits a form to the bank. The browser keeps the
  // SameSite=Lax cookie back on a cross-site POST, and the bank refuses the request.
  const target = `${bank.url}${actionPath(sandbox.newCustomerId, offerId, 'boost')}`;
  const attacker = await context.newPage();
  await attacker.route('http://attacker.test/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Win a prize</title><form method="post" action="${target.replaceAll('&', '&amp;')}"></form><script>document.forms[0].submit()</script>`,
    }),
  );
  const refused = attacker.waitForResponse((response) => response.url() === target);
  await attacker.goto('http://attacker.test/prize');
  const answer = await refused;
  expect(answer.status()).toBe(401);
  expect(await answer.request().headerValue('origin')).toBe('http://attacker.test');
  expect(await answer.request().headerValue('cookie')).toBeNull();

  const after = await serviceOffer(sandbox.newCustomerId, offerId);
  expect(after.attributes.components?.cta).toEqual(boostable.attributes.components?.cta);
  expect(actionsTaken()).toEqual(actionsBefore);
});

test('the sign-in page and the offers page pass axe (WCAG 2.2 A and AA)', async ({ page }) => {
  await page.goto(bank.url);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await signIn(page, 'Sam Rivera');
  await expect(page.getByRole('list', { name: 'Offers' }).getByRole('article').first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test("the offers page starts the number-formatting warm-up worker from the bank's own origin, within its CSP", async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
  });
  await signIn(page, 'Sam Rivera');
  const worker = page.waitForEvent('worker');
  await page.reload();
  expect(new URL((await worker).url()).origin).toBe(bank.url);
  expect((await worker).url()).toMatch(/numberFormatWarmUp/);
  await expect(page.getByRole('list', { name: 'Offers' }).getByRole('article').first()).toBeVisible();
  expect(violations).toEqual([]);
});

test('the offers page keeps room for a scrollbar from its first frame, so nothing moves sideways as it arrives', async ({
  page,
}) => {
  await signIn(page, 'Sam Rivera');
  // Without it, Lighthouse's desktop runs saw the page and the header's right side shift 7 and 15 px (CLS
  // 0.010 in 5 of 8 runs) when the scrollbar appeared. Playwright's Chromium hides scrollbars, so the
  // style that prevents it is read instead.
  const gutter = await page.evaluate(() => getComputedStyle(document.documentElement).scrollbarGutter);
  expect(gutter).toBe('stable');
});

test('on a phone (375 × 812) the page has one h1 and the first offer is on the first screen; the chips are one Tab stop', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, 'Alex Morgan');
  const list = page.getByRole('list', { name: 'Offers' });
  const card = list.getByRole('article').first();
  await expect(card).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(['Cash back offers']);
  // The whole first card, without scrolling (it started at y ≈ 650 under a three-row header and two titles).
  const box = await card.boundingBox();
  expect(box).not.toBeNull();
  expect((box?.y ?? Number.POSITIVE_INFINITY) + (box?.height ?? 0)).toBeLessThanOrEqual(812);
  // No tab of the view tabs wraps its name.
  for (const tab of await page.getByRole('tab').all()) {
    const height = (await tab.boundingBox())?.height ?? 0;
    expect(height).toBeLessThan(56);
  }
  // From the top of the page to the first offer's action: sign-out, 3 controls, the chips once, sort, a
  // card. Activate or Boost: earlier tests of this file activate Alex Morgan's first offer on this sandbox.
  const activate = list.getByRole('button', { name: /^(Activate|Boost)\b/ }).first();
  let tabs = 0;
  while (tabs < 15 && !(await activate.evaluate((element) => element === document.activeElement))) {
    await page.keyboard.press('Tab');
    tabs += 1;
  }
  await expect(activate).toBeFocused();
  expect(tabs).toBeLessThanOrEqual(10);
});

test('"Use my location": a granted position lists the merchants around it, nearest first; a refusal says so and keeps the search by place', async ({
  browser,
}) => {
  // The Mission District, San Francisco: the sandbox has merchants around it.
  const granted = await browser.newContext({
    geolocation: { latitude: 37.7599, longitude: -122.4148 },
    permissions: ['geolocation'],
    locale: 'en-US',
  });
  const page = await granted.newPage();
  await signIn(page, 'Alex Morgan');
  await page.getByRole('tab', { name: 'Nearby' }).click();
  // With the permission already given the view locates at once; else the button asks.
  const locate = page.getByRole('button', { name: 'Use my location' });
  if (await locate.isVisible()) await locate.click();
  const locations = page.getByRole('list', { name: 'Nearby' });
  await expect(locations.getByRole('article').first()).toBeVisible();
  const miles = (await locations.locator('.ok-LocationCard-distance').allTextContents()).map((text) =>
    Number.parseFloat(text),
  );
  expect(miles.length).toBeGreaterThan(0);
  expect(miles).toEqual([...miles].sort((a, b) => a - b));
  expect(miles[0]).toBeLessThan(1);
  await granted.close();

  const refused = await browser.newContext({ locale: 'en-US' });
  const other = await refused.newPage();
  await signIn(other, 'Alex Morgan');
  await other.getByRole('tab', { name: 'Nearby' }).click();
  await other.getByRole('button', { name: 'Use my location' }).click();
  await expect(other.getByRole('status').filter({ hasText: /turned off|not available/ })).toBeVisible();
  await expect(other.getByRole('textbox', { name: 'City' })).toBeVisible();
  await refused.close();
});

test('sign-out, and a session that ends while the page is open, lead back to sign-in', async ({ page }) => {
  await signIn(page, 'Sam Rivera');
  // Sign-out is a form post; afterwards the offers page sends the visitor back to sign in.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(`${bank.url}/`);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.goto(`${bank.url}/offers`);
  await expect(page).toHaveURL(`${bank.url}/`);

  // The session ends while the page is open (here: its cookie is gone): the next request gets 401 from
  // the bank and the page goes back to sign-in.
  await signIn(page, 'Alex Morgan');
  await expect(page.getByRole('list', { name: 'Offers' }).getByRole('article').first()).toBeVisible();
  // Let the list finish loading on its own first (it fetches the next page while the end is in view),
  // so that the search below is what meets the ended session.
  await page.waitForLoadState('networkidle');
  await page.context().clearCookies();
  await page.getByRole('searchbox', { name: 'Search offers' }).fill('coffee');
  await expect(page).toHaveURL(`${bank.url}/`);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

/** The sandbox's record of its webhook deliveries (its own control route, no token needed). */
interface SandboxWebhookEvents {
  data: {
    id: string;
    attributes: {
      eventName: string;
      userId: string | null;
      deliveries: { url: string; outcome: string; status?: number; redelivery: boolean }[];
    };
  }[];
}

async function webhookEvents(): Promise<SandboxWebhookEvents['data']> {
  await sandboxServer.sandbox.webhooks.idle();
  const response = await fetch(`${sandboxServer.url}/sandbox/webhook-events`);
  expect(response.status).toBe(200);
  return ((await response.json()) as SandboxWebhookEvents).data;
}

/** Submits one transaction event to the sandbox as the bank's card processor would, and returns its outcome. */
async function submitTransaction(attributes: Record<string, unknown>, id: string): Promise<string> {
  const response = await issuer.forward({
    method: 'POST',
    pathAndQuery: `/v2/issuers/${sandboxServer.sandbox.organizationId}/transactions`,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data: [{ type: 'transaction', id, attributes }] }),
  });
  expect(response.status).toBe(201);
  return (
    (JSON.parse(response.text) as { meta: { results: { outcome: string }[] } }).meta.results[0]?.outcome ?? ''
  );
}

test('a purchase at an activated offer reaches "Your rewards" through the signed webhook: pending, then earned, once', async ({
  page,
}) => {
  const { sandbox } = sandboxServer;
  // An offer the new customer can still activate (not the one the first test took).
  const offer = (await serviceOffers(sandbox.newCustomerId)).find(
    (candidate) =>
      candidate.id !== sandbox.catalog.roles.activatable &&
      candidate.attributes.components?.cta?.action?.url.includes('/activate'),
  );
  if (offer === undefined) throw new Error('The new customer has no second offer to activate.');
  const name = sandbox.catalog.offers.find((candidate) => candidate.id === offer.id)?.name ?? '';
  const amount = Math.max(offer.attributes.minTransactionAmount?.value ?? 0, 5000);

  await signIn(page, 'Alex Morgan');
  await page.getByRole('searchbox', { name: 'Search offers' }).fill(name);
  const card = page.getByRole('list', { name: 'Offers' }).getByRole('article', { name });
  await card.getByRole('button', { name: 'Activate' }).click();
  await expect(card).toHaveAttribute('data-cta', 'none');

  // The card processor reports the purchase: approved now, settled later (same transaction id).
  const transactionId = `txn-e2e-${offer.id}`;
  const purchase = {
    userId: sandbox.newCustomerId,
    amount,
    direction: 'DEBIT',
    currency: 'USD',
    description: name,
    authorizationDate: '2026-03-02T16:00:00.000Z',
  };
  expect(await submitTransaction({ ...purchase, status: 'APPROVED' }, transactionId)).toBe('matched');
  const [approved] = (await webhookEvents()).filter(
    (event) => event.attributes.eventName === 'earnedRewardApproved',
  );
  expect(approved?.attributes.userId).toBe(sandbox.newCustomerId);
  // Delivered, signed, to the bank's webhook endpoint, which took it.
  expect(approved?.attributes.deliveries).toEqual([
    expect.objectContaining({ url: bank.webhookUrl, outcome: 'delivered', status: 200, redelivery: false }),
  ]);

  await page.getByRole('tab', { name: 'Your rewards' }).click();
  await expect(page).toHaveURL(`${bank.url}/offers?view=rewards`);
  const rewards = page.getByRole('list', { name: 'Your rewards' }).getByRole('listitem');
  await expect(rewards).toHaveCount(1);
  await expect(rewards.first()).toContainText('Pending');

  expect(
    await submitTransaction(
      { ...purchase, status: 'SETTLED', settledDate: '2026-03-03T10:00:00.000Z' },
      transactionId,
    ),
  ).toBe('matched');
  const [settled] = (await webhookEvents()).filter(
    (event) => event.attributes.eventName === 'earnedRewardSettled',
  );
  expect(settled?.attributes.deliveries).toEqual([
    expect.objectContaining({ url: bank.webhookUrl, outcome: 'delivered', status: 200 }),
  ]);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Your rewards' })).toHaveAttribute('aria-selected', 'true');
  await expect(rewards).toHaveCount(1);
  await expect(rewards.first()).toContainText('Earned');
  await expect(rewards.first()).not.toContainText('Pending');

  // The sandbox delivers both envelopes again: the bank acknowledges them and changes nothing.
  for (const event of [approved, settled]) {
    const redelivery = await fetch(`${sandboxServer.url}/sandbox/redeliver`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ eventId: event?.id }),
    });
    expect(redelivery.status).toBe(202);
  }
  const after = await webhookEvents();
  for (const event of after.filter(
    (candidate) => candidate.id === approved?.id || candidate.id === settled?.id,
  )) {
    expect(event.attributes.deliveries).toEqual([
      expect.objectContaining({ outcome: 'delivered', status: 200, redelivery: false }),
      expect.objectContaining({ outcome: 'delivered', status: 200, redelivery: true }),
    ]);
  }
  await page.reload();
  await expect(rewards).toHaveCount(1);
  await expect(rewards.first()).toContainText('Earned');
  // The bank's notification code ran once per event, not again for the redeliveries.
  expect(serverLog.filter((line) => line.includes(transactionId))).toEqual([
    `info: webhook earnedRewardApproved for ${sandbox.newCustomerId}: transaction ${transactionId}`,
    `info: webhook earnedRewardSettled for ${sandbox.newCustomerId}: transaction ${transactionId}`,
  ]);
  expect(serverLog.filter((line) => line.startsWith('error:'))).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
});
