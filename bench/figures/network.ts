import type { Locator, Page } from 'playwright';
import { closePage, openPage } from '../lib/chromium.ts';
import type { Row } from '../lib/report.ts';
import type { BenchServer } from '../lib/server.ts';
import type { Figure, FigureContext } from './context.ts';

const FIGURE = '3 network';

/** A search term whose first page holds at least two activate CTAs and one boost CTA (found by asking the sandbox). */
async function chooseSearchTerm(server: BenchServer): Promise<string> {
  const sandbox = server.resetSandbox();
  for (const category of sandbox.catalog.categories) {
    const term = category.attributes.name;
    const url =
      `http://127.0.0.1/api/v2/issuers/${sandbox.organizationId}/users/${sandbox.newCustomerId}/offers` +
      `?supportedComponents=cta&filter%5Bsearch%5D=${encodeURIComponent(term)}`;
    const response = await sandbox.fetch(
      new Request(url, { headers: { authorization: `Bearer ${sandbox.token}` } }),
    );
    const document = (await response.json()) as {
      data: { attributes: { components?: { cta?: { buttonStyle?: string } } } }[];
    };
    const styles = document.data.map((offer) => offer.attributes.components?.cta?.buttonStyle);
    const count = (style: string) => styles.filter((value) => value === style).length;
    if (count('PRIMARY') >= 2 && count('SECONDARY') >= 1) return term;
  }
  throw new Error('no category of the sandbox catalog has two activate CTAs and a boost CTA on one page');
}

/** Resolves once no request has been in flight for `quietMs`. */
function trackIdle(page: Page, quietMs = 300) {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (delta: number) => {
    inFlight += delta;
    lastChange = Date.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  return async () => {
    const deadline = Date.now() + 15_000;
    while (inFlight > 0 || Date.now() - lastChange < quietMs) {
      if (Date.now() > deadline) throw new Error(`requests still in flight after 15 s (${inFlight})`);
      await page.waitForTimeout(50);
    }
  };
}

type Kind = 'list page' | 'search page' | 'activate' | 'boost' | 'asset' | 'other';

/** How one host app is driven: where it lives, how a search is entered, where the detail opens. */
interface Session {
  name: string;
  page: string;
  /** Enters the search term: Enter in a plain form, or typed key by key into a debounced box. */
  search(page: Page, term: string): Promise<void>;
  /** The detail that opened from a card's title. */
  detail(page: Page): Locator;
  close(detail: Locator): Promise<void>;
}

const SESSIONS: Session[] = [
  {
    name: 'ConnectedOfferList + ConnectedOfferDetail',
    page: 'session.html',
    async search(page, term) {
      await page.getByRole('searchbox').fill(term);
      await page.getByRole('searchbox').press('Enter');
    },
    detail: (page) => page.getByRole('region', { name: 'Offer detail' }),
    close: (detail) => detail.getByRole('button', { name: 'Close' }).click(),
  },
  {
    name: 'OffersExperience',
    page: 'experience.html',
    async search(page, term) {
      // A user typing: one key every 40 ms, well inside the box's debounce.
      await page.getByRole('searchbox').pressSequentially(term, { delay: 40 });
    },
    detail: (page) => page.getByRole('dialog'),
    close: (detail) => detail.getByRole('button', { name: 'Close' }).click(),
  },
];

interface SessionResult {
  counts: Record<Kind, number>;
  refetches: number;
  failed: number;
  detailRequests: number;
  api: number;
}

/**
 * One scripted session on a fresh sandbox: open the list, load until three pages have arrived, search,
 * open a detail, activate from the detail and from the list, boost from the list.
 */
async function runSession(
  { browser, server, log }: FigureContext,
  session: Session,
  term: string,
): Promise<SessionResult> {
  if (!browser || !server) throw new Error('the network figure needs the bench server and Chromium');
  const sandbox = server.resetSandbox();
  const marks: { step: string; at: number }[] = [];
  const mark = (step: string) => marks.push({ step, at: sandbox.requests.length });
  const trace = () =>
    sandbox.requests
      .filter((request) => request.route !== 'assets')
      .map((request) => `${request.method} ${request.route ?? '?'} ${request.status}`)
      .join(', ');

  mark('open the list');
  const page = await openPage(browser, `${server.origin}/pages/${session.page}`);
  try {
    const idle = trackIdle(page);
    const list = page.locator('.ok-OfferList');
    await list.locator('.ok-OfferCard').first().waitFor();
    await idle();

    // Three pages in all: "Load more" (or, once it is gone, a scroll to the end) until three distinct
    // pages have arrived. Progress is judged by distinct pages, so extra requests still show below.
    const listPages = () =>
      new Set(
        sandbox.requests
          .filter((request) => request.route === 'offers' && !request.path.includes('filter'))
          .map((request) => request.path),
      ).size;
    for (let attempt = 1; listPages() < 3; attempt += 1) {
      if (attempt > 6)
        throw new Error(`only ${listPages()} list pages arrived after ${attempt - 1} attempts`);
      mark(`load more (${attempt})`);
      const button = page.getByRole('button', { name: 'Load more' });
      if ((await button.count()) > 0) {
        // The button goes away when auto-loading lands the last page first; progress is checked above.
        await button.click({ timeout: 3000 }).catch(() => undefined);
      } else await page.mouse.wheel(0, 100_000);
      await idle();
    }

    mark('search');
    const searched = () => sandbox.requests.some((request) => /filter(%5B|\[)search/.test(request.path));
    await session.search(page, term);
    for (const deadline = Date.now() + 10_000; !searched(); await page.waitForTimeout(50)) {
      if (Date.now() > deadline) throw new Error('the search sent no request within 10 s');
    }
    await idle();
    await list.locator('.ok-OfferCard').first().waitFor();

    mark('open a detail');
    const activatable = list.locator('.ok-OfferCard[data-cta="primary"]');
    await activatable.first().locator('.ok-OfferCard-link').click();
    const detail = session.detail(page);
    await detail.locator('.ok-CtaButton').waitFor();
    await idle();

    mark('activate from the detail');
    await detail.locator('.ok-CtaButton[data-style="primary"]').click();
    await detail.locator('.ok-CtaButton[data-style="primary"]').waitFor({ state: 'detached' });
    await idle();
    await session.close(detail);

    const ctaGone = async (style: string) => {
      const cards = list.locator(`.ok-OfferCard[data-cta="${style}"]`);
      const before = await cards.count();
      await cards.first().locator('.ok-CtaButton').click();
      await page.waitForFunction(
        ({ style: wanted, before: count }) =>
          document.querySelectorAll(`.ok-OfferList .ok-OfferCard[data-cta="${wanted}"]`).length < count,
        { style, before },
        // Timer polling: a stalled compositor must not stall the wait.
        { polling: 100 },
      );
      await idle();
    };
    mark('activate from the list');
    await ctaGone('primary');
    mark('boost from the list');
    await ctaGone('secondary');
    mark('end');
  } catch (error) {
    log(`network (${session.name}): failed after step "${marks.at(-1)?.step}"; requests: ${trace()}`);
    throw error;
  } finally {
    await closePage(page);
  }

  const kindOf = (route: string | undefined, path: string): Kind => {
    if (route === 'offers') return /filter(%5B|\[)search/.test(path) ? 'search page' : 'list page';
    if (route === 'activate' || route === 'boost') return route;
    if (route === 'assets') return 'asset';
    return 'other';
  };
  const requests = sandbox.requests.map((request) => ({
    ...request,
    kind: kindOf(request.route, request.path),
  }));
  const counts = { 'list page': 0, 'search page': 0, activate: 0, boost: 0, asset: 0, other: 0 };
  for (const request of requests) counts[request.kind] += 1;
  const seen = new Set<string>();
  let refetches = 0;
  for (const request of requests) {
    if (request.kind !== 'list page' && request.kind !== 'search page') continue;
    if (seen.has(request.path)) refetches += 1;
    seen.add(request.path);
  }
  const api = requests.filter((request) => request.kind !== 'asset');
  const between = (step: string) => {
    const index = marks.findIndex((candidate) => candidate.step === step);
    return api.filter((request) => {
      const position = requests.indexOf(request);
      return position >= (marks[index]?.at ?? 0) && position < (marks[index + 1]?.at ?? requests.length);
    });
  };
  for (const { step } of marks.slice(0, -1)) {
    const sent = between(step).map((request) => `${request.method} ${request.kind}`);
    log(`network (${session.name}): ${step}: ${sent.join(', ') || 'none'}`);
  }
  return {
    counts,
    refetches,
    failed: api.filter((request) => request.status >= 400).length,
    detailRequests: between('open a detail').length,
    api: api.length,
  };
}

/**
 * Figure 3: scripted user sessions in Chromium against the sandbox, through the library's defaults: a
 * small host app on `ConnectedOfferList`/`ConnectedOfferDetail`, and the composed `OffersExperience`.
 * Requests are counted where the sandbox receives them, by kind, against what the contract needs.
 */
export const networkFigure: Figure = {
  name: 'network',
  browser: true,
  ci: true,
  async run(context) {
    if (!context.server) throw new Error('the network figure needs the bench server and Chromium');
    const term = await chooseSearchTerm(context.server);
    context.log(`network: searching for "${term}"`);
    const minimum = 3 + 1 + 0 + 2 + 1;
    const rows: Row[] = [];
    for (const session of SESSIONS) {
      const exact = (measure: string, value: number, expected: number): Row => ({
        figure: FIGURE,
        measure: `${session.name}: ${measure}`,
        value,
        target: `= ${expected}`,
        ok: value === expected,
        gate: true,
      });
      try {
        const result = await runSession(context, session, term);
        rows.push(
          exact('list page requests (3 pages)', result.counts['list page'], 3),
          exact('search requests', result.counts['search page'], 1),
          exact('requests to open a detail (offer cached)', result.detailRequests, 0),
          exact('activate requests (2 offers)', result.counts.activate, 2),
          exact('boost requests (1 offer)', result.counts.boost, 1),
          exact('refetches of a page already loaded', result.refetches, 0),
          exact('other or failed API requests', result.counts.other + result.failed, 0),
          {
            ...exact('API requests in all vs contract minimum', result.api, minimum),
            baseline: minimum,
            ratio: result.api / minimum,
          },
          {
            figure: FIGURE,
            measure: `${session.name}: logo image loads (not API calls; each records an impression)`,
            value: result.counts.asset,
          },
        );
      } catch (error) {
        const message = (error as Error).message.split('\n')[0] ?? '';
        rows.push({
          figure: FIGURE,
          measure: `${session.name}: error: ${message.slice(0, 140)}`,
          value: '—',
          ok: false,
          gate: true,
        });
      }
    }
    return rows;
  },
};
