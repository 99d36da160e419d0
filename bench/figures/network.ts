import type { Page } from 'playwright';
import { closePage, openPage } from '../lib/chromium.ts';
import type { Row } from '../lib/report.ts';
import type { BenchServer } from '../lib/server.ts';
import type { Figure } from './context.ts';

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

/**
 * Figure 3: a scripted user session in Chromium against the sandbox, through the library's defaults
 * (`ConnectedOfferList`, `ConnectedOfferDetail`, the cards' own CTAs). Requests are counted where the
 * sandbox receives them, by kind, and compared with what the contract needs.
 */
export const networkFigure: Figure = {
  name: 'network',
  browser: true,
  ci: true,
  async run({ browser, server, log }) {
    if (!browser || !server) throw new Error('the network figure needs the bench server and Chromium');
    const term = await chooseSearchTerm(server);
    const sandbox = server.resetSandbox();
    const marks: { step: string; at: number }[] = [];
    const mark = (step: string) => marks.push({ step, at: sandbox.requests.length });

    mark('open the list');
    const page = await openPage(browser, `${server.origin}/pages/session.html`);
    const trace = () =>
      sandbox.requests
        .filter((request) => request.route !== 'assets')
        .map((request) => `${request.method} ${request.route ?? '?'} ${request.status}`)
        .join(', ');
    try {
      const idle = trackIdle(page);
      const cards = page.locator('.ok-OfferList .ok-OfferCard');
      await cards.first().waitFor();
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
        if ((await button.count()) > 0) await button.click();
        else await page.mouse.wheel(0, 100_000);
        await idle();
      }
      const listed = await page.locator('.ok-OfferList-item').first().getAttribute('aria-setsize');

      mark('search');
      await page.getByRole('searchbox').fill(term);
      await page.getByRole('searchbox').press('Enter');
      await page.locator('.ok-OfferList[data-state="ready"]').waitFor();
      await idle();

      mark('open a detail');
      const activatable = page.locator('.ok-OfferList .ok-OfferCard[data-cta="primary"]');
      await activatable.first().locator('.ok-OfferCard-link').click();
      const detail = page.getByRole('region', { name: 'Offer detail' });
      await detail.locator('.ok-CtaButton').waitFor();
      await idle();

      mark('activate from the detail');
      await detail.locator('.ok-CtaButton[data-style="primary"]').click();
      await detail.locator('.ok-CtaButton[data-style="primary"]').waitFor({ state: 'detached' });
      await idle();
      await detail.getByRole('button', { name: 'Close' }).click();

      mark('activate from the list');
      const before = await activatable.count();
      await activatable.first().locator('.ok-CtaButton').click();
      await page.waitForFunction(
        (count) =>
          document.querySelectorAll('.ok-OfferList .ok-OfferCard[data-cta="primary"]').length < count,
        before,
      );
      await idle();

      mark('boost from the list');
      const boostable = page.locator('.ok-OfferList .ok-OfferCard[data-cta="secondary"]');
      const boostableBefore = await boostable.count();
      await boostable.first().locator('.ok-CtaButton').click();
      await page.waitForFunction(
        (count) =>
          document.querySelectorAll('.ok-OfferList .ok-OfferCard[data-cta="secondary"]').length < count,
        boostableBefore,
      );
      await idle();
      mark('end');

      const kindOf = (route: string | undefined, path: string): Kind => {
        if (route === 'offers')
          return path.includes('filter%5Bsearch%5D') || path.includes('filter[search]')
            ? 'search page'
            : 'list page';
        if (route === 'activate' || route === 'boost') return route;
        if (route === 'assets') return 'asset';
        return 'other';
      };
      const requests = sandbox.requests.map((request) => ({
        ...request,
        kind: kindOf(request.route, request.path),
      }));
      const count = (kind: Kind) => requests.filter((request) => request.kind === kind).length;
      const seen = new Set<string>();
      let refetches = 0;
      for (const request of requests) {
        if (request.kind !== 'list page' && request.kind !== 'search page') continue;
        if (seen.has(request.path)) refetches += 1;
        seen.add(request.path);
      }
      const steps = marks.slice(0, -1).map((step, index) => {
        const slice = requests
          .slice(step.at, marks[index + 1]?.at)
          .filter((request) => request.kind !== 'asset');
        return `${step.step}: ${slice.map((request) => `${request.method} ${request.kind}`).join(', ') || 'none'}`;
      });
      for (const line of steps) log(`network: ${line}`);
      log(`network: searched for "${term}"; ${listed} offers listed before the search`);
      const detailStep = marks.findIndex((step) => step.step === 'open a detail');
      const detailRequests = requests
        .slice(marks[detailStep]?.at, marks[detailStep + 1]?.at)
        .filter((request) => request.kind !== 'asset').length;
      const api = requests.filter((request) => request.kind !== 'asset');
      const failed = api.filter((request) => request.status >= 400);
      const minimum = 3 + 1 + 0 + 2 + 1;

      const exact = (measure: string, value: number, expected: number): Row => ({
        figure: FIGURE,
        measure,
        value,
        target: `= ${expected}`,
        ok: value === expected,
        gate: true,
      });
      return [
        exact('offers list requests (3 pages: open + load more)', count('list page'), 3),
        exact('search requests', count('search page'), 1),
        exact('requests to open a detail (offer is cached)', detailRequests, 0),
        exact('activate requests (2 offers)', count('activate'), 2),
        exact('boost requests (1 offer)', count('boost'), 1),
        exact('refetches of a page already loaded', refetches, 0),
        exact('other or failed API requests', count('other') + failed.length, 0),
        {
          figure: FIGURE,
          measure: 'API requests in the session vs contract minimum',
          value: api.length,
          baseline: minimum,
          ratio: api.length / minimum,
          target: `= ${minimum}`,
          ok: api.length === minimum,
          gate: true,
        },
        {
          figure: FIGURE,
          measure: 'logo image loads (not API calls; each records an impression)',
          value: count('asset'),
        },
      ];
    } catch (error) {
      log(`network: failed after step "${marks.at(-1)?.step}"; requests so far: ${trace()}`);
      throw error;
    } finally {
      await closePage(page);
    }
  },
};
