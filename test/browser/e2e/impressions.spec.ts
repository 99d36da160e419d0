import { SANDBOX_ATTRIBUTION_EVENTS_PATH } from '@offerkit/sandbox';
import { type SandboxServer, startSandboxServer } from '@offerkit/sandbox/server';
import { expect, type Page, test } from '@playwright/test';
import type { WebBankingServer } from '../../../examples/web-banking/server/startWebBankingServer.ts';
import { startBankOn } from './exampleOnSandbox.ts';

/**
 * Impressions a merchant can trust, measured on examples/web-banking in Chromium as the lapsed customer
 * (48 offers): what the sandbox recorded (read back over `GET /sandbox/attribution-events`) against the
 * cards that were at least half in the viewport for one continuous second, at a desktop and a phone size.
 * Every asset request the page makes is counted too: no asset URL is ever requested twice in a session.
 */
test.describe.configure({ mode: 'serial' });

let sandboxServer: SandboxServer;
let bank: WebBankingServer;

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 812 };

test.beforeAll(async () => {
  test.setTimeout(120_000);
  sandboxServer = await startSandboxServer({ port: 0 });
  bank = await startBankOn(sandboxServer, { log: () => {} });
});

test.afterAll(async () => {
  await bank?.close();
  await sandboxServer?.close();
});

interface ReadBackEvent {
  entityId: string;
  eventCode: string;
  medium: string;
  userId?: string;
}

/** The lapsed customer's events the sandbox recorded, read back over its sandbox-only route. */
async function recordedEvents(): Promise<ReadBackEvent[]> {
  const { sandbox } = sandboxServer;
  const response = await fetch(
    `${sandboxServer.url}${SANDBOX_ATTRIBUTION_EVENTS_PATH}?userId=${encodeURIComponent(sandbox.lapsedCustomerId)}&source=asset`,
    { headers: { authorization: `Bearer ${sandbox.token}` } },
  );
  expect(response.status).toBe(200);
  const body = (await response.json()) as { data: { attributes: ReadBackEvent }[] };
  return body.data.map((item) => item.attributes);
}

/** The offer names of `events` (the card titles), sorted. */
function namesOf(events: readonly ReadBackEvent[], eventCode = 'IMPRESSION'): string[] {
  const { catalog } = sandboxServer.sandbox;
  return events
    .filter((event) => event.eventCode === eventCode)
    .map((event) => catalog.offers.find((offer) => offer.id === event.entityId)?.name ?? event.entityId)
    .sort();
}

/** Titles of the cards at least half inside the viewport now. */
function halfVisibleCards(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('.ok-OfferList .ok-OfferCard'))
      .filter((card) => {
        const box = card.getBoundingClientRect();
        const height = Math.max(0, Math.min(box.bottom, window.innerHeight) - Math.max(box.top, 0));
        const width = Math.max(0, Math.min(box.right, window.innerWidth) - Math.max(box.left, 0));
        return box.width * box.height > 0 && (height * width) / (box.width * box.height) >= 0.5;
      })
      .map((card) => card.querySelector('.ok-OfferCard-title')?.textContent?.trim() ?? '')
      .sort(),
  );
}

/** Every offer image URL the page requests from the service (the sandbox), with how often. */
function countAssetRequests(page: Page): Map<string, number> {
  const counts = new Map<string, number>();
  const sandboxAssets = `${new URL(sandboxServer.url).origin}/assets/`;
  page.on('request', (request) => {
    if (!request.url().startsWith(sandboxAssets)) return;
    counts.set(request.url(), (counts.get(request.url()) ?? 0) + 1);
  });
  return counts;
}

const repeated = (counts: Map<string, number>) => [...counts].filter(([, count]) => count > 1);

/** Duplicates among `events`: offer id and code recorded more than once. */
function duplicates(events: readonly ReadBackEvent[]): string[] {
  const seen = new Set<string>();
  const twice: string[] = [];
  for (const event of events) {
    const key = `${event.eventCode} ${event.entityId}`;
    if (seen.has(key)) twice.push(key);
    seen.add(key);
  }
  return twice;
}

/**
 * Signs in as the lapsed customer and waits for the server-drawn list, and (unless `live: false`) for the
 * page's script to have taken it over. Returns how many events existed before.
 */
async function openOffers(page: Page, { live = true } = {}): Promise<number> {
  const before = (await recordedEvents()).length;
  await page.goto(bank.url);
  await page.getByRole('radio', { name: /Sam Rivera/ }).check();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${bank.url}/offers`);
  await expect(page.getByRole('list', { name: 'Offers' }).getByRole('article').first()).toBeVisible();
  if (live) await expect(page.locator('#root')).toHaveAttribute('data-live', 'true');
  return before;
}

/**
 * Measures, in the page itself and from the moment the document starts, how long each card (by title) was
 * at least half inside the viewport in one stretch: the truth a recorded impression is checked against,
 * whatever the machine's load does to the test's own pace. Call before the page is opened.
 */
async function measureViewability(page: Page): Promise<() => Promise<Map<string, number>>> {
  await page.addInitScript(() => {
    const longest = new Map<string, number>();
    const since = new Map<Element, number>();
    const title = (card: Element) => card.querySelector('.ok-OfferCard-title')?.textContent?.trim() ?? '';
    const end = (card: Element, now: number) => {
      const start = since.get(card);
      if (start === undefined) return;
      since.delete(card);
      longest.set(title(card), Math.max(longest.get(title(card)) ?? 0, now - start));
    };
    const observer = new IntersectionObserver(
      (entries) => {
        const now = performance.now();
        for (const entry of entries) {
          if (entry.isIntersecting && entry.intersectionRatio >= 0.5) {
            if (!since.has(entry.target)) since.set(entry.target, now);
          } else end(entry.target, now);
        }
      },
      { threshold: [0, 0.5] },
    );
    const cards = (node: Node) =>
      node instanceof Element
        ? [...(node.matches('.ok-OfferCard') ? [node] : []), ...node.querySelectorAll('.ok-OfferCard')]
        : [];
    // Cards arrive with the server's HTML and with every virtualized mount; a card unmounted in view ends.
    new MutationObserver((records) => {
      const now = performance.now();
      for (const record of records) {
        for (const node of record.addedNodes) for (const card of cards(node)) observer.observe(card);
        for (const node of record.removedNodes) for (const card of cards(node)) end(card, now);
      }
    }).observe(document, { childList: true, subtree: true });
    Object.defineProperty(window, '__okLongestInView', {
      value: () => {
        const now = performance.now();
        const result = new Map(longest);
        for (const [card, start] of since)
          result.set(title(card), Math.max(result.get(title(card)) ?? 0, now - start));
        return [...result];
      },
    });
  });
  return async () =>
    new Map(
      await page.evaluate(() =>
        (window as unknown as { __okLongestInView: () => [string, number][] }).__okLongestInView(),
      ),
    );
}

/**
 * The recorded impressions against what the page measured: every card in view for well over the policy's
 * second is recorded, and no card in view for clearly less. The margins absorb the moments between the
 * measurement starting with the document and the page's watcher starting with its first script.
 */
function expectRecordedAsSeen(recordedNames: readonly string[], longest: ReadonlyMap<string, number>) {
  // Each failure quotes what the page measured, in ms, so that a failure on a loaded machine explains itself.
  const measured = JSON.stringify(
    Object.fromEntries([...longest].map(([name, ms]) => [name, Math.round(ms)])),
  );
  const surely = [...longest].filter(([, ms]) => ms >= 1600).map(([name]) => name);
  const never = [...longest].filter(([, ms]) => ms < 900).map(([name]) => name);
  expect(
    surely.filter((name) => !recordedNames.includes(name)),
    `seen for over 1.6 s, not recorded; measured ${measured}`,
  ).toEqual([]);
  expect(
    recordedNames.filter((name) => !longest.has(name) || never.includes(name)),
    `recorded, but never in view for 0.9 s; measured ${measured}`,
  ).toEqual([]);
}

/** Scrolls the window by `step` pixels every `pause` ms until `done`. */
async function scrollBy(page: Page, step: number, pause: number, done: () => Promise<boolean>) {
  for (let round = 0; round < 200 && !(await done()); round += 1) {
    await page.mouse.wheel(0, step);
    await page.waitForTimeout(pause);
  }
}

const atBottom = (page: Page) =>
  page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2);
const atTop = (page: Page) => page.evaluate(() => window.scrollY <= 0);

for (const [label, viewport] of [
  ['desktop 1280×800', DESKTOP],
  ['phone 375×812', PHONE],
] as const) {
  test(`${label}: load without scrolling records exactly the cards half visible for a second`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const assets = countAssetRequests(page);
    const longestInView = await measureViewability(page);
    const before = await openOffers(page);
    await page.waitForTimeout(1800);
    const seen = await halfVisibleCards(page);
    expect(seen.length).toBeGreaterThan(0);
    const recorded = namesOf((await recordedEvents()).slice(before));
    // Nobody scrolled: exactly the cards on screen.
    expect(recorded).toEqual(seen);
    expectRecordedAsSeen(recorded, await longestInView());
    expect(repeated(assets)).toEqual([]);
  });

  test(`${label}: a fast scroll to the end records only the cards that met the rule`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const longestInView = await measureViewability(page);
    const before = await openOffers(page);
    // Every 60 ms, well under the second a card must stay in view.
    await scrollBy(page, viewport.height, 60, () => atBottom(page));
    await page.waitForTimeout(1800);
    const seen = await halfVisibleCards(page);
    const recorded = namesOf((await recordedEvents()).slice(before));
    // The cards on screen at the end, and of the rest only what stayed in view for its second (the first
    // screen, when the page took over a second to be scrolled): never what flew by.
    const longest = await longestInView();
    expect(recorded, `measured ${JSON.stringify([...longest])}`).toEqual(expect.arrayContaining(seen));
    expectRecordedAsSeen(recorded, longest);
    expect(recorded.length).toBeLessThan(48);
  });

  test(`${label}: a slow scroll down and back up, tab switches and a resize record no duplicate`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(viewport);
    const assets = countAssetRequests(page);
    const before = await openOffers(page);
    // Slower than the rule: every card passing by is seen for over a second, the first screen's too (with
    // a compact header the first row leaves the viewport at the first step).
    await page.waitForTimeout(1300);
    await scrollBy(page, Math.round(viewport.height * 0.7), 1300, () => atBottom(page));
    await page.waitForTimeout(1300);
    const down = (await recordedEvents()).slice(before);
    expect(duplicates(down)).toEqual([]);
    // Every card passed by slowly: far more than one screen's worth was counted.
    expect(namesOf(down).length).toBeGreaterThan(12);
    await scrollBy(page, -Math.round(viewport.height * 0.7), 1300, () => atTop(page));
    await page.waitForTimeout(1300);
    const up = (await recordedEvents()).slice(before);
    expect(up.length - down.length, 'recorded on the way back up').toBe(0);

    // The experience's tabs: the list unmounts and mounts again.
    await page.getByRole('tab', { name: 'Your rewards' }).click();
    await page.waitForTimeout(300);
    await page.getByRole('tab', { name: 'Offers' }).click();
    await expect(page.getByRole('list', { name: 'Offers' }).getByRole('article').first()).toBeVisible();
    await page.waitForTimeout(1500);
    // The browser's tabs: the page hidden behind another one, then shown again.
    const other = await page.context().newPage();
    await other.bringToFront();
    await page.waitForTimeout(300);
    await page.bringToFront();
    await other.close();
    await page.waitForTimeout(1500);
    // A resize (phone to desktop or back) shows cards again, and new ones.
    await page.setViewportSize(viewport === PHONE ? DESKTOP : PHONE);
    await page.waitForTimeout(1800);
    await page.setViewportSize(viewport);
    await page.waitForTimeout(1800);

    const all = (await recordedEvents()).slice(before);
    expect(duplicates(all)).toEqual([]);
    expect(repeated(assets)).toEqual([]);
  });
}

test('cards seen for a second before the page is live, then scrolled past, are recorded once it is', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  const assets = countAssetRequests(page);
  const longestInView = await measureViewability(page);
  // A slow phone: the page's script (everything but the small entry) arrives only when the test says so.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/startPage-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const before = await openOffers(page, { live: false });
  // The server's cards, seen for over a second, then scrolled away, all before the page is live.
  await page.waitForTimeout(2500);
  const seenBeforeLive = await halfVisibleCards(page);
  expect(seenBeforeLive.length).toBeGreaterThan(0);
  await scrollBy(page, PHONE.height, 60, async () =>
    (await halfVisibleCards(page)).every((name) => !seenBeforeLive.includes(name)),
  );
  await expect(page.locator('#root')).not.toHaveAttribute('data-live', 'true');
  expect((await recordedEvents()).length - before, 'recorded before the page was live').toBe(0);

  release();
  await expect(page.locator('#root')).toHaveAttribute('data-live', 'true');
  await page.waitForTimeout(1800);
  const onScreen = await halfVisibleCards(page);
  const events = (await recordedEvents()).slice(before);
  const recorded = namesOf(events);
  // What was seen before the page was live, and what is on screen now; nothing scrolled past faster.
  expect(recorded).toEqual(expect.arrayContaining([...seenBeforeLive, ...onScreen]));
  expectRecordedAsSeen(recorded, await longestInView());
  expect(duplicates(events)).toEqual([]);
  expect(repeated(assets)).toEqual([]);
});

test('opening a detail records exactly one VIEW, with medium WEB, and reopening it none more', async ({
  page,
}) => {
  const assets = countAssetRequests(page);
  const before = await openOffers(page);
  const card = page.getByRole('list', { name: 'Offers' }).getByRole('article').first();
  const name = (await card.locator('.ok-OfferCard-title').textContent())?.trim() ?? '';
  await card.getByRole('button', { name }).click();
  const detail = page.getByRole('dialog', { name });
  await expect(detail).toBeVisible();
  await page.waitForTimeout(1500);
  const opened = (await recordedEvents()).slice(before);
  expect(namesOf(opened, 'VIEW')).toEqual([name]);
  expect(opened.filter((event) => event.eventCode === 'VIEW').map((event) => event.medium)).toEqual(['WEB']);
  // The banner was on screen for a second in the dialog: one impression of its own (the card's logo and the
  // detail's, the same URL, count once).
  expect(await detail.locator('.ok-OfferBanner img').count()).toBe(1);
  expect(namesOf(opened).filter((recorded) => recorded === name)).toHaveLength(2);

  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();
  await card.getByRole('button', { name }).click();
  await expect(page.getByRole('dialog', { name })).toBeVisible();
  await page.waitForTimeout(1500);
  const reopened = (await recordedEvents()).slice(before);
  // Nothing more: the VIEW and the images count once per page session.
  expect(reopened).toEqual(opened);
  expect(repeated(assets)).toEqual([]);
});
