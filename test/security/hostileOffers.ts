/**
 * The hostile test cases — every corpus vector in every slot — and the checks that say a rendered case is
 * safe and still whole. Shared by the jsdom suite (xss.test.tsx) and the Chromium suite
 * (test/browser/security).
 */
import type { Category, StandardOffer } from '@offerkit/data';
import { dangerScan } from './dangerScan.ts';
import { XSS_VECTORS, type XssVector } from './xssCorpus.ts';
import {
  BASE_BOOSTED_REWARD,
  BASE_CTA_TEXT,
  BASE_NAME,
  baseHostileOffer,
  type HostileCase,
  hostileCase,
  XSS_SLOTS,
  type XssSlot,
} from './xssSlots.ts';

/** The sandbox-style action path of a hostile offer's CTA. */
export const hostileActionUrl =
  (organizationId: string, userId: string) =>
  (offerId: string): string =>
    `/v2/issuers/${organizationId}/users/${userId}/offers/${offerId}/activate?include=offer&supportedComponents=cta`;

/** Every vector in every slot, one slot per case (or the given vectors and slots), in slot order. */
export function hostileCases(
  actionUrl: (offerId: string) => string,
  vectors: readonly XssVector[] = XSS_VECTORS,
  slots: readonly XssSlot[] = XSS_SLOTS,
): HostileCase[] {
  return slots.flatMap((slot) => {
    const key = String(XSS_SLOTS.indexOf(slot));
    return vectors.map((vector) => hostileCase(vector, XSS_VECTORS.indexOf(vector), [slot], key, actionUrl));
  });
}

/**
 * Every vector once per view, in every slot of that view at the same time (`include` picks the slots;
 * `name` goes into the offer ids): the
 * cheap form of the cross product for jsdom, where rendering is slow.
 */
export function hostileCasesAllSlots(
  actionUrl: (offerId: string) => string,
  name: string,
  include: (slot: XssSlot) => boolean,
  vectors: readonly XssVector[] = XSS_VECTORS,
): HostileCase[] {
  return (['card', 'detail'] as const).flatMap((view) => {
    const slots = XSS_SLOTS.filter((slot) => slot.view === view && include(slot));
    const key = `${view}-${name}`;
    return vectors.map((vector) => hostileCase(vector, XSS_VECTORS.indexOf(vector), slots, key, actionUrl));
  });
}

/** A Get Offers by User body holding the cases' offers and their categories. */
export function hostileOffersBody(cases: readonly HostileCase[]): {
  data: StandardOffer[];
  included: Category[];
  links: { self: string; prev: null; next: null };
} {
  return {
    data: cases.map((item) => item.parts.offer),
    included: cases.map((item) => item.parts.category),
    links: { self: '/offers', prev: null, next: null },
  };
}

/** What HTML parsing does to text content (NUL is dropped, CR LF becomes LF): for text read back from markup. */
/** Text as the display shows it: bidi embedding, override and isolate controls are removed at decode. */
export const asDisplayed = (text: string): string => text.replace(/[\u202a-\u202e\u2066-\u2069]/g, '');

export const asParsedText = (text: string): string =>
  text.replaceAll('\u0000', '').replaceAll('\r\n', '\n').replaceAll('\r', '\n');

/** Options of {@link checkRenderedCase}. */
export interface CheckOptions {
  /** Set when the markup was parsed from a string (server rendering): text is compared as parsed. */
  parsed?: boolean;
  /** Set when icons were rendered (client): every `.ok-SafeSvg` must have settled (`ready`, `empty` or `refused`). */
  iconsRendered?: boolean;
}

/**
 * Problems with one rendered case (empty when it is safe and whole). `root` wraps exactly the case's view:
 * an `OfferCard` for card slots, an `OfferDetail` for detail slots.
 */
export function checkRenderedCase(
  root: Element,
  item: Pick<HostileCase, 'slotIds' | 'view'>,
  payload: string,
  options: CheckOptions = {},
): string[] {
  const problems = dangerScan(root);
  const has = (slotId: string) => item.slotIds.includes(slotId);
  const slots = XSS_SLOTS.filter((slot) => has(slot.id));
  const text = (selector: string) => root.querySelector(selector)?.textContent ?? null;
  const expected = asDisplayed(options.parsed ? asParsedText(payload) : payload);
  const prefix = item.view === 'card' ? 'ok-OfferCard' : 'ok-OfferDetail';

  if (root.querySelector(`article.${prefix}`) === null) problems.push(`no ${prefix} rendered`);
  const title = text(`.${prefix}-title`);
  const wantTitle = has('name') ? expected : BASE_NAME;
  if (title !== wantTitle)
    problems.push(`title is ${JSON.stringify(title)}, expected ${JSON.stringify(wantTitle)}`);
  const cta = text('.ok-CtaButton-label');
  const wantCta = has('cta.buttonText') ? expected : BASE_CTA_TEXT;
  if (cta !== wantCta)
    problems.push(`CTA label is ${JSON.stringify(cta)}, expected ${JSON.stringify(wantCta)}`);
  const reward = text('.ok-Reward-active');
  const wantReward = has('components.boostedReward') ? expected : BASE_BOOSTED_REWARD;
  if (reward !== wantReward)
    problems.push(`reward is ${JSON.stringify(reward)}, expected ${JSON.stringify(wantReward)}`);
  if (root.querySelector('.ok-ProgressBar') === null) problems.push('no progress bar rendered');
  const shown = root.textContent ?? '';
  for (const slot of slots) {
    if (slot.verbatim && !shown.includes(expected))
      problems.push(`the ${slot.id} text is not shown verbatim`);
  }
  if (options.iconsRendered) {
    const icons = Array.from(root.querySelectorAll('.ok-SafeSvg'));
    if (icons.length === 0) problems.push('no icon rendered at all');
    const hostileIcons = slots.some((slot) => slot.kind === 'svg');
    for (const icon of icons) {
      const state = icon.getAttribute('data-state');
      // A hostile icon may sanitize to nothing; a benign one (every icon of a text case) must draw.
      const allowed = hostileIcons ? ['ready', 'empty', 'refused'] : ['ready'];
      if (!allowed.includes(state ?? '')) problems.push(`an icon is ${state}`);
    }
  }
  return problems;
}

/** The benign offer every hostile location serves. */
export const LOCATION_OFFER_ID = 'ofr-hostile-location';

/**
 * A Get Locations by User body: one location per vector with the vector in every text field (name,
 * street, city, state, zip code, phone, opening-hours line), each serving one benign offer.
 */
export function hostileLocationsBody(vectors: readonly XssVector[] = XSS_VECTORS, idPrefix = 'loc-x') {
  const offer = baseHostileOffer(
    LOCATION_OFFER_ID,
    `/v2/issuers/org/users/u/offers/${LOCATION_OFFER_ID}/activate`,
  );
  return {
    data: vectors.map((vector, index) => ({
      type: 'location' as const,
      id: `${idPrefix}${index}`,
      attributes: {
        name: vector.payload,
        address: {
          street: vector.payload,
          city: vector.payload,
          state: vector.payload,
          zipCode: vector.payload,
        },
        coordinates: { latitude: 40.7128, longitude: -74.006 },
        phone: vector.payload,
        operationHours: { weekdayText: [vector.payload] },
      },
      relationships: { offers: { data: [{ type: 'standardOffer' as const, id: LOCATION_OFFER_ID }] } },
    })),
    included: [offer.offer, offer.category],
    links: { self: '/locations', prev: null, next: null },
  };
}

/** Problems with one rendered hostile location card (empty when safe and whole). */
export function checkRenderedLocation(root: Element, payload: string, options: CheckOptions = {}): string[] {
  const problems = dangerScan(root);
  const expected = asDisplayed(options.parsed ? asParsedText(payload) : payload);
  if (root.querySelector('article.ok-LocationCard') === null) problems.push('no ok-LocationCard rendered');
  const title = root.querySelector('.ok-LocationCard-title')?.textContent ?? null;
  if (title !== expected)
    problems.push(`title is ${JSON.stringify(title)}, expected ${JSON.stringify(expected)}`);
  const street = root.querySelector('.ok-LocationCard-street')?.textContent ?? null;
  if (expected.trim() !== '' && street !== expected.trim())
    problems.push(`street is ${JSON.stringify(street)}`);
  if (!(root.textContent ?? '').includes(BASE_NAME)) problems.push('the offer served there is not shown');
  return problems;
}
