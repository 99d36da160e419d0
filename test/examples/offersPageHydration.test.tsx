import { tmpdir } from 'node:os';
import { createSandbox } from '@offerkit/sandbox';
import { createIssuerClient, createWebhookHandler, memoryWebhookStore } from '@offerkit/server';
import { act, waitFor } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { createWebBankingApp } from '../../examples/web-banking/server/createWebBankingApp.ts';
import { DIAGNOSTIC_PREFIX } from '../../examples/web-banking/src/logOfferkitDiagnostic.ts';

const ORIGIN = 'http://127.0.0.1:4200';
const INDEX_HTML =
  '<!doctype html><html><head><title>Northwind Bank</title></head><body><div id="root"></div></body></html>';

/**
 * The offers page as a customer's browser gets it: the server renders the first offers into `/offers`, and
 * the page's own script (`src/startPage.tsx`, which the entry starts after the first paint) takes that
 * markup over.
 * A mismatch would make React throw the server's cards away and draw new ones; a lost cache would make it
 * ask for the offers again.
 */
describe('the server-rendered offers page, taken over by its script', () => {
  it('hydrates the cards the server drew, keeps their nodes and asks for no offers', async () => {
    const sandbox = createSandbox();
    const store = memoryWebhookStore();
    const app = createWebBankingApp({
      origin: ORIGIN,
      organizationId: sandbox.organizationId,
      customers: [{ id: sandbox.newCustomerId, name: 'Alex Morgan', description: 'New customer' }],
      issuerClient: createIssuerClient({
        baseUrl: 'http://sandbox.test',
        organizationId: sandbox.organizationId,
        getAccessToken: () => sandbox.token,
        fetch: (input, init) => sandbox.fetch(new Request(input, init)),
      }),
      indexHtml: INDEX_HTML,
      pageDir: tmpdir(),
      imageOrigins: ['http://sandbox.test'],
      webhookHandler: createWebhookHandler({ key: 'test-webhook-key', store, onEvent: () => undefined }),
      earnedRewards: store,
    });
    const signIn = await app.request('/signin', {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ customer: sandbox.newCustomerId }).toString(),
    });
    const cookie = /wb_session=[^;]+/.exec(signIn.headers.get('set-cookie') ?? '')?.[0] ?? '';
    const html = await (await app.request('/offers', { headers: { cookie } })).text();
    expect(sandbox.requests.map((request) => request.route)).toEqual(['offers']);

    // The browser's document: the server's body, at /offers.
    const served = new DOMParser().parseFromString(html, 'text/html');
    const startHref = window.location.href;
    document.body.innerHTML = served.body.innerHTML;
    window.history.replaceState(null, '', '/offers');
    const drawnByServer = [...document.querySelectorAll('article.ok-OfferCard')];
    expect(drawnByServer).toHaveLength(12);

    const errors = vi.spyOn(console, 'error');
    const warnings = vi.spyOn(console, 'warn');
    const uncaught: unknown[] = [];
    const onError = (event: ErrorEvent) => uncaught.push(event.error);
    window.addEventListener('error', onError);
    // The page talks to the bank's server only (its session, its proxy): answered by the app in-process.
    let reactRoot: Root | undefined;
    const fetches = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      const request = new Request(
        new URL(String(input instanceof Request ? input.url : input), ORIGIN),
        init,
      );
      request.headers.set('cookie', cookie);
      return Promise.resolve(app.fetch(request));
    });
    try {
      const { startPage } = await import('../../examples/web-banking/src/startPage.tsx');
      let takenOver = false;
      reactRoot = startPage(document.getElementById('root') as HTMLElement, () => {
        takenOver = true;
      });
      // Taken over: the offers page says so once it has mounted (hydrated).
      await waitFor(() => expect(takenOver).toBe(true));
      // Hydrated: the icons, which only the browser sanitizes and draws, are drawn into the server's cards.
      await waitFor(() =>
        expect(document.querySelector('.ok-CtaButton-icon')?.getAttribute('data-state')).not.toBe('pending'),
      );
      const cards = [...document.querySelectorAll('article.ok-OfferCard')];
      expect(cards).toHaveLength(12);
      expect(errors).not.toHaveBeenCalled();
      expect(uncaught).toEqual([]);
      // The very nodes the server sent: React took them over instead of drawing the list again.
      expect(cards.map((card, index) => card === drawnByServer[index])).toEqual(cards.map(() => true));
      // No request for the offers: the page read the server's cache.
      const asked = fetches.mock.calls.map(([input]) => String(input instanceof Request ? input.url : input));
      expect(asked.filter((url) => url.includes('/offers'))).toEqual([]);
      // The sandbox's default offers decode cleanly: the page logs no diagnostic of its own or the server's.
      expect(warnings.mock.calls.filter(([line]) => String(line).startsWith(DIAGNOSTIC_PREFIX))).toEqual([]);
    } finally {
      act(() => reactRoot?.unmount());
      window.removeEventListener('error', onError);
      vi.restoreAllMocks();
      // The next file in this worker gets the empty document at the URL it started with.
      document.body.replaceChildren();
      window.history.replaceState(null, '', startHref);
    }
  });
});
