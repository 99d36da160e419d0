/**
 * Every XSS corpus vector in every SVG and text slot of an offer, in real Chromium: served by the sandbox
 * (running in the page, its offers page rewritten to hold the hostile offers), decoded by the client,
 * cached by the hooks and drawn by the data-bound `OfferCard` / `OfferDetail`. For each slot, all vectors
 * render at once; then:
 *
 * - no script ran: the canary `__okXss` was never called, no error was thrown, no dialog opened (in-page
 *   and through Playwright's dialog events), no window opened;
 * - no request left for another origin than the page's own (Playwright request interception; such
 *   requests are also blocked);
 * - the DOM holds nothing that could run or load (test/security/dangerScan.ts), hostile text shows
 *   verbatim as text, and the rest of every card still renders.
 *
 * Controls at the start prove that each detector fires when something does get through.
 */
import { LocationCard, OfferCard, OfferDetail } from '@offerkit/components';
import { createRewardsClient, SUPPORTED_COMPONENTS } from '@offerkit/data';
import { createOfferkitQueryClient, OfferkitProvider, useLocations, useOffers } from '@offerkit/hooks';
import { createSandbox } from '@offerkit/sandbox';
import type { ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commands } from 'vitest/browser';
import {
  checkRenderedCase,
  checkRenderedLocation,
  hostileActionUrl,
  hostileCases,
  hostileLocationsBody,
} from '../../security/hostileOffers.ts';
import { unlistedEventHandlers } from '../../security/unlistedEventHandlers.ts';
import { CANARY, XSS_VECTORS } from '../../security/xssCorpus.ts';
import { type HostileCase, XSS_SLOTS } from '../../security/xssSlots.ts';
import type {} from './commands.ts';

const BASE_PATH = '/api/rewards';
const sandbox = createSandbox({ basePath: BASE_PATH });
const USER = sandbox.newCustomerId;
const actionUrl = hostileActionUrl(sandbox.organizationId, USER);
const payloadOf = new Map(XSS_VECTORS.map((vector) => [vector.id, vector.payload]));

/** What ran in the page: canary calls, in-page dialogs and window.open calls, uncaught errors. */
const page = { canary: [] as string[], dialogs: [] as string[], errors: [] as string[] };

/** The hostile offers the sandbox's next offers page carries. */
let served: readonly HostileCase[] = [];
/** The hostile locations page the sandbox's next locations page is replaced with. */
const hostileLocations = hostileLocationsBody();

/**
 * The page's fetch for the client: the sandbox answers in the page (no request leaves it), and a Get
 * Offers by User page is rewritten to hold the current hostile offers, and a Get Locations by User page to
 * hold the hostile locations.
 */
async function sandboxFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = new Request(input, init);
  const response = await sandbox.fetch(request);
  const path = new URL(request.url).pathname;
  if (request.method === 'GET' && /\/users\/[^/]+\/locations$/.test(path) && response.ok) {
    return new Response(JSON.stringify(hostileLocations), {
      status: response.status,
      headers: response.headers,
    });
  }
  const isOffers = request.method === 'GET' && /\/users\/[^/]+\/offers$/.test(path);
  if (!isOffers || !response.ok) return response;
  const body = (await response.json()) as {
    data: unknown[];
    included: unknown[];
    links: Record<string, unknown>;
  };
  body.data = served.map((item) => item.parts.offer);
  body.included = [...body.included, ...served.map((item) => item.parts.category)];
  body.links.next = null;
  return new Response(JSON.stringify(body), { status: response.status, headers: response.headers });
}

const client = createRewardsClient({
  baseUrl: `${location.origin}${BASE_PATH}`,
  organizationId: sandbox.organizationId,
  headers: { Authorization: `Bearer ${sandbox.token}` },
  fetch: sandboxFetch,
});

/** The list the test renders: every offer of the page in the slot's view, each in a wrapper of its own. */
function HostileOffers({ view }: { view: 'card' | 'detail' }) {
  const { offers, status } = useOffers({ pageSize: 100 });
  return (
    <div data-status={status}>
      {offers.map((offer) => (
        <div key={offer.id} data-case={offer.id}>
          {view === 'card' ? <OfferCard offer={offer} /> : <OfferDetail offer={offer} timeZone="UTC" />}
        </div>
      ))}
    </div>
  );
}

/** Every location of the page as a card, each in a wrapper of its own. */
function HostileLocations() {
  const { locations, status } = useLocations({ pageSize: 100 });
  return (
    <div data-status={status}>
      {locations.map((location) => (
        <div key={location.id} data-case={location.id}>
          <LocationCard location={location} userPosition={{ latitude: 40.7, longitude: -74 }} />
        </div>
      ))}
    </div>
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const frames = (count: number) =>
  new Promise<void>((resolve) => {
    const step = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
    step(count);
  });

/** Waits until `ready()` holds, failing after `ms`. */
async function until(ready: () => boolean, what: string, ms = 30_000): Promise<void> {
  const start = performance.now();
  while (!ready()) {
    if (performance.now() - start > ms) throw new Error(`Timed out waiting for ${what}.`);
    await sleep(20);
  }
}

let host: HTMLElement;
let root: Root | undefined;

/** Renders the cases through sandbox, client, hooks and components, and waits until everything settled. */
async function renderCases(cases: readonly HostileCase[], view: 'card' | 'detail'): Promise<HTMLElement> {
  served = cases;
  return renderThrough(<HostileOffers view={view} />, cases.length);
}

/** Renders `ui` under a fresh provider and waits until `count` cases are on screen and settled. */
async function renderThrough(ui: ReactElement, count: number): Promise<HTMLElement> {
  root?.unmount();
  host.replaceChildren();
  root = createRoot(host);
  root.render(
    <OfferkitProvider
      client={client}
      userId={USER}
      supportedComponents={SUPPORTED_COMPONENTS}
      queryClient={createOfferkitQueryClient()}
      locale="en-US"
    >
      {ui}
    </OfferkitProvider>,
  );
  await until(() => host.querySelectorAll('[data-case]').length === count, `${count} cases`);
  await until(() => host.querySelector('.ok-SafeSvg[data-state="pending"]') === null, 'icons');
  // Let images fail, animations begin and end, and focus settle: anything that got through would run now.
  await frames(3);
  await sleep(150);
  return host;
}

/** Fires the events inline handlers listen for on everything inside the icons. */
function poke(container: HTMLElement): void {
  const events = [
    'click',
    'dblclick',
    'mouseover',
    'mouseenter',
    'mousedown',
    'pointerdown',
    'pointerover',
    'focus',
    'focusin',
    'load',
    'error',
    'begin',
    'end',
    'animationstart',
    'animationend',
    'transitionend',
    'toggle',
    'input',
    'keydown',
    'wheel',
  ];
  for (const element of container.querySelectorAll('.ok-SafeSvg *')) {
    for (const type of events) element.dispatchEvent(new Event(type, { bubbles: false }));
  }
}

/** Everything the detectors saw since the last call: in the page and, through Playwright, around it. */
async function leaks() {
  const report = await commands.securityWatchReport();
  const seen = {
    canary: [...page.canary],
    dialogs: [...page.dialogs, ...report.dialogs],
    errors: [...page.errors],
    offOrigin: report.offOrigin,
    popups: report.popups,
  };
  page.canary.length = 0;
  page.dialogs.length = 0;
  page.errors.length = 0;
  return seen;
}

const NOTHING = { canary: [], dialogs: [], errors: [], offOrigin: [], popups: [] };

beforeAll(async () => {
  const record = (kind: string) => (message?: unknown) => {
    page.dialogs.push(`${kind}: ${String(message)}`);
    return null;
  };
  Object.assign(window, {
    [CANARY]: (id: string) => page.canary.push(id),
    alert: record('alert'),
    confirm: record('confirm'),
    prompt: record('prompt'),
    print: record('print'),
    open: record('open'),
  });
  window.addEventListener('error', (event) => page.errors.push(String(event.message)));
  window.addEventListener('unhandledrejection', (event) => page.errors.push(String(event.reason)));
  host = document.createElement('div');
  document.body.append(host);
  await commands.securityWatchStart();
});

afterAll(async () => {
  root?.unmount();
  await commands.securityWatchStop();
});

describe('the detectors (controls)', () => {
  it('see a script that runs, a request to another origin, and a real dialog', async () => {
    const probe = document.createElement('div');
    probe.innerHTML = `<img src="data:," onerror="${CANARY}('control')">`;
    document.body.append(probe);
    new Image().src = 'https://evil.example/control.png';
    const frame = document.createElement('iframe');
    frame.srcdoc = "<script>alert('control')</script>";
    document.body.append(frame);
    await until(() => page.canary.length > 0, 'the canary');
    await sleep(300);
    const seen = await leaks();
    probe.remove();
    frame.remove();
    expect(seen.canary).toEqual(['control']);
    expect(seen.offOrigin).toEqual(['GET https://evil.example/control.png']);
    expect(seen.dialogs).toEqual(['alert: control']);
  });

  it('the corpus is live: written raw into frames, its vectors run script, open dialogs and reach evil.example', async () => {
    const hits = new Set<string>();
    const dialogs: string[] = [];
    // One frame per vector (in batches), so that one vector's unclosed elements or navigation can't hide
    // another's; the parser rather than innerHTML, so scripts run and every parsing trick applies.
    for (let start = 0; start < XSS_VECTORS.length; start += 40) {
      const frames = XSS_VECTORS.slice(start, start + 40).map((vector) => {
        const frame = document.createElement('iframe');
        document.body.append(frame);
        const frameWindow = frame.contentWindow as (Window & Record<string, unknown>) | null;
        const frameDocument = frame.contentDocument;
        if (frameWindow === null || frameDocument === null) throw new Error('no frame document');
        Object.assign(frameWindow, {
          okReport: (id: string) => hits.add(id),
          okDialog: (message: unknown) => dialogs.push(String(message)),
        });
        frameDocument.open();
        frameDocument.write(
          `<!doctype html><script>window.${CANARY} = (id) => window.okReport(id); window.alert = window.confirm = window.prompt = window.okDialog;</script><body>${vector.payload}`,
        );
        frameDocument.close();
        return frame;
      });
      await sleep(400);
      for (const frame of frames) {
        for (const element of frame.contentDocument?.querySelectorAll('*') ?? []) {
          for (const type of ['click', 'mouseover', 'focus', 'load', 'error'])
            element.dispatchEvent(new Event(type));
        }
      }
      await sleep(100);
      for (const frame of frames) frame.remove();
    }
    const seen = await leaks();
    const reached = new Set(seen.offOrigin.map((line) => /evil\.example\/([a-z0-9-]+)/.exec(line)?.[1]));
    // Every family has live members: the checks on the library's output are meaningful.
    expect([...hits]).toEqual(
      expect.arrayContaining(['script-inline', 'handler-img-onerror', 'fo-img-onerror', 'handler-onclick']),
    );
    expect(hits.size).toBeGreaterThanOrEqual(30);
    expect([...reached]).toEqual(
      expect.arrayContaining([
        'image-href-remote',
        'use-href-remote',
        'style-element-import',
        'image-html-img',
      ]),
    );
    expect(reached.size).toBeGreaterThanOrEqual(15);
    expect(dialogs.length + seen.dialogs.length).toBeGreaterThan(0);
    console.info(
      `live corpus: ${hits.size} vectors ran script, ${reached.size} reached evil.example, ${dialogs.length + seen.dialogs.length} dialogs`,
    );
  });

  it('the corpus names every on* handler Chromium exposes on elements, the document and the window', () => {
    const { exposed, unlisted } = unlistedEventHandlers([
      document.createElement('div'),
      document.createElementNS('http://www.w3.org/2000/svg', 'svg'),
      document.createElementNS('http://www.w3.org/2000/svg', 'animate'),
      document,
      window,
    ]);
    expect(exposed).toBeGreaterThan(100);
    expect(unlisted).toEqual([]);
  });
});

const SLOTS = XSS_SLOTS;

describe(`${XSS_VECTORS.length} vectors x ${SLOTS.length} slots through sandbox, client, hooks and components`, () => {
  for (const slot of SLOTS) {
    it(`${slot.id} (${slot.kind}, ${slot.view})`, async () => {
      const cases = hostileCases(actionUrl, XSS_VECTORS, [slot]);
      const container = await renderCases(cases, slot.view);
      if (slot.kind === 'svg') {
        poke(container);
        await sleep(50);
      }
      const wrappers = new Map(
        Array.from(container.querySelectorAll('[data-case]'), (element) => [
          element.getAttribute('data-case'),
          element,
        ]),
      );
      const problems = cases.flatMap((item) => {
        const wrapper = wrappers.get(item.offerId);
        if (wrapper === undefined) return [`${item.vectorId}: not rendered`];
        return checkRenderedCase(wrapper, item, payloadOf.get(item.vectorId) ?? '', {
          iconsRendered: true,
        }).map((problem) => `${item.vectorId}: ${problem}`);
      });
      expect(problems).toEqual([]);
      expect(await leaks()).toEqual(NOTHING);
    });
  }
});

describe(`${XSS_VECTORS.length} vectors in every text field of a location, through sandbox, client, hooks and components`, () => {
  it('location name, address, phone and opening hours', async () => {
    const container = await renderThrough(<HostileLocations />, XSS_VECTORS.length);
    const wrappers = Array.from(container.querySelectorAll('[data-case]'));
    const problems = XSS_VECTORS.flatMap((vector, index) => {
      const wrapper = wrappers[index];
      if (wrapper === undefined) return [`${vector.id}: not rendered`];
      return checkRenderedLocation(wrapper, vector.payload).map((problem) => `${vector.id}: ${problem}`);
    });
    expect(problems).toEqual([]);
    expect(await leaks()).toEqual(NOTHING);
  });
});
