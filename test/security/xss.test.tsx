/**
 * The XSS corpus in jsdom: through `sanitizeSvg` one vector at a time, and through the decoder and the
 * components in every slot — icons rendered on the client (where `SafeSvg` sanitizes), text slots rendered
 * to static markup. Real script execution, dialogs and requests are checked in Chromium
 * (test/browser/security); here the rendered DOM is scanned for anything that could run or load.
 */
import { LocationCard, OfferCard, OfferDetail, sanitizeSvg } from '@offerkit/components';
import { decodeLocationsDocument, decodeOffersDocument, type Offer } from '@offerkit/data';
import { render } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { dangerScan } from './dangerScan.ts';
import {
  checkRenderedCase,
  checkRenderedLocation,
  hostileActionUrl,
  hostileCasesAllSlots,
  hostileLocationsBody,
  hostileOffersBody,
} from './hostileOffers.ts';
import { unlistedEventHandlers } from './unlistedEventHandlers.ts';
import { CANARY, EVENT_HANDLER_NAMES, XSS_VECTORS, type XssFamily } from './xssCorpus.ts';
import type { HostileCase } from './xssSlots.ts';

const actionUrl = hostileActionUrl('org-sandbox', 'sandbox-offerkit-new-customer');
const payloadOf = new Map(XSS_VECTORS.map((vector) => [vector.id, vector.payload]));
const canaryHits: string[] = [];
const dialogs: string[] = [];

beforeAll(() => {
  Object.assign(window, {
    [CANARY]: (id: string) => canaryHits.push(id),
    alert: (message: unknown) => dialogs.push(`alert ${String(message)}`),
    confirm: (message: unknown) => dialogs.push(`confirm ${String(message)}`) > 0,
    prompt: (message: unknown) => dialogs.push(`prompt ${String(message)}`) && null,
  });
});

afterEach(() => {
  // jsdom runs inline handlers (runScripts: 'dangerously'): any vector that kept one and fired shows here.
  expect(canaryHits).toEqual([]);
  expect(dialogs).toEqual([]);
});

/** Decodes the cases' offers as the client would, and insists that none was dropped on the way. */
function decodeCases(cases: readonly HostileCase[]): Offer[] {
  const document = decodeOffersDocument(hostileOffersBody(cases));
  expect(document.offers.map((offer) => offer.id)).toEqual(cases.map((item) => item.offerId));
  return document.offers;
}

const view = (item: { view: 'card' | 'detail' }, offer: Offer) =>
  item.view === 'card' ? (
    <OfferCard offer={offer} onAction={() => {}} />
  ) : (
    <OfferDetail offer={offer} onAction={() => {}} timeZone="UTC" locale="en-US" />
  );

describe('the corpus', () => {
  it('holds at least 150 vectors with unique, URL-safe ids', () => {
    expect(XSS_VECTORS.length).toBeGreaterThanOrEqual(150);
    const ids = XSS_VECTORS.map((vector) => vector.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => !/^[a-z0-9-]+$/.test(id))).toEqual([]);
  });

  it('covers every family the threat model names, and every event-handler name', () => {
    const families = new Map<XssFamily, number>();
    for (const vector of XSS_VECTORS) families.set(vector.family, (families.get(vector.family) ?? 0) + 1);
    for (const family of [
      'script',
      'event-handler',
      'javascript-url',
      'data-url',
      'external-use',
      'foreign-object',
      'animation',
      'style',
      'cdata-entity',
      'namespace',
      'mutation',
      'remote-image',
      'html-text',
    ] as const) {
      expect(families.get(family) ?? 0, family).toBeGreaterThanOrEqual(8);
    }
    for (const name of EVENT_HANDLER_NAMES) {
      expect(payloadOf.get(`handler-${name.toLowerCase()}`), name).toContain(`${name}=`);
    }
  });

  it('names every on* handler jsdom knows on elements, the document and the window', () => {
    const { exposed, unlisted } = unlistedEventHandlers([
      document.createElement('div'),
      document.createElementNS('http://www.w3.org/2000/svg', 'svg'),
      document,
      window,
    ]);
    expect(exposed).toBeGreaterThan(50);
    expect(unlisted).toEqual([]);
  });

  it('makes every script payload report with its own id (or open a dialog)', () => {
    for (const vector of XSS_VECTORS) {
      const reports = vector.payload.includes(`${CANARY}('${vector.id}')`);
      const leaks = /evil\.example|file:|\/[a-z-]+\/sprite/.test(vector.payload);
      const dialog = /alert|confirm|prompt|msgbox/.test(vector.payload);
      const encoded = vector.payload.includes('&#') || vector.payload.includes('base64');
      expect(reports || leaks || dialog || encoded || vector.id === 'style-behavior', vector.id).toBe(true);
    }
  });
});

describe('sanitizeSvg against every vector', () => {
  it('leaves nothing that could run, load or navigate', () => {
    const failures: string[] = [];
    for (const vector of XSS_VECTORS) {
      const host = document.createElement('span');
      host.className = 'ok-SafeSvg';
      host.innerHTML = sanitizeSvg(vector.payload, { idPrefix: 'okt-' });
      const wrapper = document.createElement('div');
      wrapper.append(host);
      for (const problem of dangerScan(wrapper)) failures.push(`${vector.id}: ${problem}`);
      if (/evil\.example/.test(host.innerHTML))
        failures.push(`${vector.id}: keeps a reference to evil.example`);
    }
    expect(failures).toEqual([]);
  });

  it('keeps only top-level <svg> elements (no stray HTML or text)', () => {
    const failures = XSS_VECTORS.filter((vector) => {
      const markup = sanitizeSvg(vector.payload);
      return markup !== '' && !(markup.startsWith('<svg') && markup.endsWith('</svg>'));
    }).map((vector) => vector.id);
    expect(failures).toEqual([]);
  });
});

/** Renders each case's view in a wrapper of its own, client side or to static markup. */
const casesElement = (cases: readonly HostileCase[], offers: readonly Offer[]) => (
  <>
    {cases.map((item, index) => (
      <div key={item.offerId} data-case={item.offerId}>
        {view(item, offers[index] as Offer)}
      </div>
    ))}
  </>
);

/** The problems of every case, each prefixed with its vector and view. */
function checkAll(
  roots: readonly Element[],
  cases: readonly HostileCase[],
  options: Parameters<typeof checkRenderedCase>[3],
): string[] {
  return cases.flatMap((item, index) => {
    const root = roots[index];
    const where = `${item.vectorId} (${item.view})`;
    if (root?.getAttribute('data-case') !== item.offerId) return [`${where}: not rendered`];
    return checkRenderedCase(root, item, payloadOf.get(item.vectorId) ?? '', options).map(
      (problem) => `${where}: ${problem}`,
    );
  });
}

// jsdom renders slowly, so here each vector sits in every slot of a view at once (one card and one detail
// per vector); test/browser/security renders every vector in every slot one at a time in Chromium.
describe('every vector in all icon slots at once, rendered on the client', () => {
  const cases = hostileCasesAllSlots(actionUrl, 'svg', (slot) => slot.kind === 'svg');
  for (const viewName of ['card', 'detail'] as const) {
    it(`${viewName}: icons sanitized, the rest still renders`, { timeout: 120_000 }, () => {
      const mine = cases.filter((item) => item.view === viewName);
      const offers = decodeCases(mine);
      const { container } = render(casesElement(mine, offers));
      expect(checkAll(Array.from(container.children), mine, { iconsRendered: true })).toEqual([]);
    });
  }
});

describe('every vector in all text and URL slots at once, rendered to static markup', () => {
  const cases = hostileCasesAllSlots(actionUrl, 'text', (slot) => slot.kind !== 'svg');
  for (const viewName of ['card', 'detail'] as const) {
    it(`${viewName}: shown as text, nothing linked or loaded, the rest renders`, { timeout: 120_000 }, () => {
      const mine = cases.filter((item) => item.view === viewName);
      const offers = decodeCases(mine);
      // A template parses without running or loading anything.
      const template = document.createElement('template');
      template.innerHTML = renderToStaticMarkup(casesElement(mine, offers));
      const top = Array.from(template.content.children);
      // React may hoist resource hints (image preloads) before the markup: nothing else may come along.
      expect(
        top.filter((element) => !element.hasAttribute('data-case')).map((element) => element.outerHTML),
      ).toEqual([]);
      const roots = top.filter((element) => element.hasAttribute('data-case'));
      expect(checkAll(roots, mine, { parsed: true })).toEqual([]);
    });
  }

  it('card, client side: benign icons still draw next to hostile text', { timeout: 120_000 }, () => {
    const mine = cases.filter((item) => item.view === 'card');
    const offers = decodeCases(mine);
    const { container } = render(casesElement(mine, offers));
    expect(checkAll(Array.from(container.children), mine, { iconsRendered: true })).toEqual([]);
  });
});

describe('every vector in every text field of a location, rendered to static markup', () => {
  it('shown as text; phone links hold only digits and +; the offer served there still shows', {
    timeout: 120_000,
  }, () => {
    const document = decodeLocationsDocument(hostileLocationsBody());
    expect(document.diagnostics.filter((d) => d.severity === 'dropped')).toEqual([]);
    expect(document.locations).toHaveLength(XSS_VECTORS.length);
    const template = window.document.createElement('template');
    template.innerHTML = renderToStaticMarkup(
      document.locations.map((location) => (
        <div key={location.id} data-case={location.id}>
          <LocationCard location={location} userPosition={{ latitude: 40.7, longitude: -74 }} />
        </div>
      )),
    );
    const roots = Array.from(template.content.children).filter((element) =>
      element.hasAttribute('data-case'),
    );
    const failures = XSS_VECTORS.flatMap((vector, index) => {
      const root = roots[index];
      if (root === undefined) return [`${vector.id}: not rendered`];
      return checkRenderedLocation(root, vector.payload, { parsed: true }).map(
        (problem) => `${vector.id}: ${problem}`,
      );
    });
    expect(failures).toEqual([]);
  });
});
