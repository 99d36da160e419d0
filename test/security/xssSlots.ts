/**
 * Every place in an offer where a response's string reaches the screen, and a benign offer that fills all
 * of them, so one slot at a time can be swapped for a hostile string (xssCorpus.ts). Wire format (what the
 * service sends), so the same offers go through the sandbox, the decoder, the hooks and the components.
 */
import type { Category, StandardOffer } from '@offerkit/data';

/** A 24×24 icon with a gradient, a clip path and `<use>`: what a benign service icon looks like. */
export const BENIGN_ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><defs><linearGradient id="g"><stop offset="0" stop-color="#2a6"/></linearGradient></defs><path id="p" d="M4 12l5 5L20 6" fill="none" stroke="url(#g)" stroke-width="3"/><use href="#p"/></svg>';

/** A 1×1 PNG: an asset URL that loads nothing from any host. */
export const TINY_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** The offer and its category, as one hostile test case sends them. */
export interface HostileOfferParts {
  offer: StandardOffer;
  /** Sent in `included`; the offer's `relationships.category` points at it. */
  category: Category;
}

/** Where a slot's string is drawn: an `OfferCard` (list) or an `OfferDetail`. */
export type SlotView = 'card' | 'detail';

export interface XssSlot {
  /** Stable name, `[a-z0-9.-]`. */
  id: string;
  /** `svg`: inline SVG (sanitized); `text`: plain text; `url`: a URL the component may link or load. */
  kind: 'svg' | 'text' | 'url';
  /** The view that draws this slot. */
  view: SlotView;
  /** Puts `payload` in the slot (and removes whatever would hide it, e.g. a fallback that wins). */
  inject: (parts: HostileOfferParts, payload: string) => void;
  /**
   * `true` when the view shows the string exactly as given, as text: the test then finds it verbatim in the
   * rendered text. `false` where the view transforms it (purchase channels are title-cased), shows it
   * elsewhere (alt text) or must not show it at all (URLs).
   */
  verbatim: boolean;
}

/** The text the base offer shows in its title: the "rest of the card" every test looks for. */
export const BASE_NAME = 'Harbor Books';
/** The CTA label of the base offer. */
export const BASE_CTA_TEXT = 'Activate offer';
/** The active (boosted) reward of the base offer. */
export const BASE_BOOSTED_REWARD = '10% back';

/** A benign offer with every component and field filled, in the wire format. */
export function baseHostileOffer(id: string, actionUrl: string): HostileOfferParts {
  const categoryId = `cat-${id}`;
  const segment = (labelPrefix: string) => ({
    position: 'FULL_WIDTH',
    selection: 'CURRENT',
    separator: 'LINE',
    icon: BENIGN_ICON,
    labels: [1, 2, 3].map((step) => ({
      title: `${labelPrefix} step ${step}`,
      description: `${labelPrefix} purchase ${step}`,
    })),
  });
  return {
    category: { type: 'category', id: categoryId, attributes: { name: 'Books & Digital Media' } },
    offer: {
      type: 'standardOffer',
      id,
      attributes: {
        name: BASE_NAME,
        description: 'Paperbacks and more.',
        userReward: { type: 'PERCENT', value: 5 },
        purchaseChannel: ['ONLINE', 'INSTORE'],
        startDate: '2026-03-01T00:00:00.000Z',
        expirationDate: '2026-04-30T23:59:59.000Z',
        terms: 'One reward per purchase.',
        isTargeted: false,
        websiteUrl: 'https://harbor-books.example/',
        assets: [
          { url: TINY_PNG, alt: 'Harbor Books logo', type: 'LOGO_IMAGE' },
          { url: TINY_PNG, alt: 'Harbor Books banner', type: 'BANNER_IMAGE' },
        ],
        components: {
          shortDescription: 'Earn on three purchases.',
          longDescription: 'Earn a reward on each of your next three purchases.',
          baseReward: '5% back',
          boostedReward: BASE_BOOSTED_REWARD,
          cta: {
            buttonText: BASE_CTA_TEXT,
            buttonStyle: 'PRIMARY',
            startIcon: BENIGN_ICON,
            action: { url: actionUrl, method: 'POST' },
          },
          tags: ['Online'],
          detailTags: ['New'],
          logoFlare: { borderColor: 'PRIMARY', badge: { icon: BENIGN_ICON, position: 'TOP_RIGHT' } },
          progressBar: {
            total: 3,
            currentProgress: 1,
            labels: {
              default: { left: '1 of 3', right: '2 to go' },
              details: { left: 'One purchase done', right: 'Two to go' },
            },
            segments: { default: segment('Card'), details: segment('Detail') },
          },
        },
      },
      relationships: { category: { data: [{ type: 'category', id: categoryId }] } },
    },
  };
}

type Components = NonNullable<StandardOffer['attributes']['components']>;
type Bar = NonNullable<Components['progressBar']>;

const components = (parts: HostileOfferParts): Components => {
  const value = parts.offer.attributes.components;
  if (value === undefined) throw new Error('the base offer has components');
  return value;
};
const bar = (parts: HostileOfferParts): Bar => {
  const value = components(parts).progressBar;
  if (value === undefined) throw new Error('the base offer has a progress bar');
  return value;
};
const segments = (parts: HostileOfferParts) => {
  const value = bar(parts).segments;
  if (value?.details === undefined) throw new Error('the base offer has segments');
  return { default: value.default, details: value.details };
};
const attributes = (parts: HostileOfferParts) => parts.offer.attributes;
const cta = (parts: HostileOfferParts) => components(parts).cta;
const badge = (parts: HostileOfferParts) => components(parts).logoFlare?.badge;
const defaultSegment = (parts: HostileOfferParts) => segments(parts).default;
const detailSegment = (parts: HostileOfferParts) => segments(parts).details;
const defaultLabels = (parts: HostileOfferParts) => bar(parts).labels?.default;
const detailLabels = (parts: HostileOfferParts) => bar(parts).labels?.details;
const defaultStep = (step: number) => (parts: HostileOfferParts) => defaultSegment(parts).labels?.[step];
const detailStep = (step: number) => (parts: HostileOfferParts) => detailSegment(parts).labels?.[step];
const category = (parts: HostileOfferParts) => parts.category.attributes;

/** One slot: `inject` puts the payload in it. */
const slot = (
  id: string,
  kind: XssSlot['kind'],
  view: SlotView,
  verbatim: boolean,
  inject: XssSlot['inject'],
): XssSlot => ({ id, kind, view, verbatim, inject });

/** The keys of `T` that hold a string. */
type StringKey<T> = { [K in keyof T]-?: T[K] extends string | undefined ? K : never }[keyof T];

/** A slot that is one string property of an object in the offer: `owner(parts)[key]`. */
function property<T extends object>(
  id: string,
  kind: XssSlot['kind'],
  view: SlotView,
  verbatim: boolean,
  owner: (parts: HostileOfferParts) => T | undefined,
  key: StringKey<T>,
): XssSlot {
  return slot(id, kind, view, verbatim, (parts, payload) => {
    const target = owner(parts);
    if (target === undefined)
      throw new Error(`the base offer has nothing to hold slot ${id}: fill it in baseHostileOffer`);
    (target as Record<StringKey<T>, string>)[key] = payload;
  });
}

/** Every slot of an offer that shows a string from the response (the order names the offer ids). */
export const XSS_SLOTS: readonly XssSlot[] = [
  // Inline SVG
  property('cta.startIcon', 'svg', 'card', false, cta, 'startIcon'),
  property('logoFlare.badge.icon', 'svg', 'card', false, badge, 'icon'),
  property('progressBar.segments.default.icon', 'svg', 'card', false, defaultSegment, 'icon'),
  property('progressBar.segments.details.icon', 'svg', 'detail', false, detailSegment, 'icon'),
  // Text
  property('name', 'text', 'card', true, attributes, 'name'),
  slot('description', 'text', 'detail', true, (parts, payload) => {
    // `description` is the last fallback: without the two components it is what the detail shows.
    parts.offer.attributes.description = payload;
    delete components(parts).shortDescription;
    delete components(parts).longDescription;
  }),
  property('components.shortDescription', 'text', 'card', true, components, 'shortDescription'),
  property('components.longDescription', 'text', 'detail', true, components, 'longDescription'),
  property('components.baseReward', 'text', 'card', true, components, 'baseReward'),
  property('components.boostedReward', 'text', 'card', true, components, 'boostedReward'),
  property('cta.buttonText', 'text', 'card', true, cta, 'buttonText'),
  slot('components.tags', 'text', 'card', true, (parts, payload) => {
    components(parts).tags = ['Online', payload];
  }),
  slot('components.detailTags', 'text', 'detail', true, (parts, payload) => {
    components(parts).detailTags = [payload, 'New'];
  }),
  property('progressBar.labels.default.left', 'text', 'card', true, defaultLabels, 'left'),
  property('progressBar.labels.default.right', 'text', 'card', true, defaultLabels, 'right'),
  property('progressBar.labels.details.left', 'text', 'detail', true, detailLabels, 'left'),
  slot('progressBar.label', 'text', 'card', true, (parts, payload) => {
    // The deprecated label is drawn only when `labels` is absent.
    const progressBar = bar(parts);
    delete progressBar.labels;
    progressBar.label = payload;
  }),
  property('progressBar.segments.default.labels.title', 'text', 'card', true, defaultStep(0), 'title'),
  property(
    'progressBar.segments.default.labels.description',
    'text',
    'card',
    true,
    defaultStep(1),
    'description',
  ),
  property('progressBar.segments.details.labels.title', 'text', 'detail', true, detailStep(2), 'title'),
  property('terms', 'text', 'detail', true, attributes, 'terms'),
  property('category.name', 'text', 'detail', true, category, 'name'),
  slot('purchaseChannel', 'text', 'detail', false, (parts, payload) => {
    parts.offer.attributes.purchaseChannel = ['ONLINE', payload];
  }),
  slot('assets.alt', 'text', 'card', false, (parts, payload) => {
    for (const asset of parts.offer.attributes.assets ?? []) asset.alt = payload;
  }),
  property('websiteUrl', 'url', 'detail', false, attributes, 'websiteUrl'),
  slot('assets.url', 'url', 'detail', false, (parts, payload) => {
    for (const asset of parts.offer.attributes.assets ?? []) asset.url = payload;
  }),
];

/** One hostile test case: a vector in one or more slots of one view, with its offer id. */
export interface HostileCase {
  /** Short, URL-safe, unique per vector and slot set. */
  offerId: string;
  vectorId: string;
  /** The slots holding the vector. */
  slotIds: readonly string[];
  view: SlotView;
  parts: HostileOfferParts;
}

/**
 * The hostile offer with `vector` in every slot of `slots` (all drawn by the same view). `key` names the
 * slot set in the offer id; `actionUrl` gives the base offer's CTA action (a sandbox path, so the CTA
 * stays runnable).
 */
export function hostileCase(
  vector: { id: string; payload: string },
  vectorIndex: number,
  slots: readonly XssSlot[],
  key: string,
  actionUrl: (offerId: string) => string,
): HostileCase {
  const view = slots[0]?.view ?? 'card';
  if (slots.some((slot) => slot.view !== view)) throw new Error('hostileCase: slots of one view only');
  const offerId = `x${vectorIndex}-${key}`;
  const parts = baseHostileOffer(offerId, actionUrl(offerId));
  for (const slot of slots) slot.inject(parts, vector.payload);
  return { offerId, vectorId: vector.id, slotIds: slots.map((slot) => slot.id), view, parts };
}
