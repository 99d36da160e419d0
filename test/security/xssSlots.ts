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

/** Every slot of an offer that shows a string from the response. */
export const XSS_SLOTS: readonly XssSlot[] = [
  // Inline SVG
  {
    id: 'cta.startIcon',
    kind: 'svg',
    view: 'card',
    verbatim: false,
    inject: (parts, payload) => {
      const cta = components(parts).cta;
      if (cta !== undefined) cta.startIcon = payload;
    },
  },
  {
    id: 'logoFlare.badge.icon',
    kind: 'svg',
    view: 'card',
    verbatim: false,
    inject: (parts, payload) => {
      const badge = components(parts).logoFlare?.badge;
      if (badge !== undefined) badge.icon = payload;
    },
  },
  {
    id: 'progressBar.segments.default.icon',
    kind: 'svg',
    view: 'card',
    verbatim: false,
    inject: (parts, payload) => {
      segments(parts).default.icon = payload;
    },
  },
  {
    id: 'progressBar.segments.details.icon',
    kind: 'svg',
    view: 'detail',
    verbatim: false,
    inject: (parts, payload) => {
      segments(parts).details.icon = payload;
    },
  },
  // Text
  {
    id: 'name',
    kind: 'text',
    view: 'card',
    verbatim: true,
    inject: (parts, payload) => {
      parts.offer.attributes.name = payload;
    },
  },
  {
    id: 'description',
    kind: 'text',
    view: 'detail',
    verbatim: true,
    inject: (parts, payload) => {
      // `description` is the last fallback: without the two components it is what the detail shows.
      parts.offer.attributes.description = payload;
      delete components(parts).shortDescription;
      delete components(parts).longDescription;
    },
  },
  {
    id: 'components.shortDescription',
    kind: 'text',
    view: 'card',
    verbatim: true,
    inject: (parts, payload) => {
      components(parts).shortDescription = payload;
    },
  },
  {
    id: 'components.longDescription',
    kind: 'text',
    view: 'detail',
    verbatim: true,
    inject: (parts, payload) => {
      components(parts).longDescription = payload;
    },
  },
  {
    id: 'components.baseReward',
    kind: 'text',
    view: 'card',
    verbatim: true,
    inject: (parts, payload) => {
      components(parts).baseReward = payload;
    },
  },
  {
    id: 'components.boostedReward',
    kind: 'text',
    view: 'card',
    verbatim: true,
    inject: (parts, payload) => {
      components(parts).boostedReward = payload;
    },
  },
  {
    id: 'cta.buttonText',
    kind: 'text',
    view: 'card',
    verbatim: true,
    inject: (parts, payload) => {
      const cta = components(parts).cta;
      if (cta !== undefined) cta.buttonText = payload;
    },
  },
  {
    id: 'components.tags',
    kind: 'text',
    view: 'card',
    verbatim: true,
    inject: (parts, payload) => {
      components(parts).tags = ['Online', payload];
    },
  },
  {
    id: 'components.detailTags',
    kind: 'text',
    view: 'detail',
    verbatim: true,
    inject: (parts, payload) => {
      components(parts).detailTags = [payload, 'New'];
    },
  },
  {
    id: 'progressBar.labels.default.left',
    kind: 'text',
    view: 'card',
    verbatim: true,
    inject: (parts, payload) => {
      const labels = bar(parts).labels;
      if (labels !== undefined) labels.default.left = payload;
    },
  },
  {
    id: 'progressBar.labels.default.right',
    kind: 'text',
    view: 'card',
    verbatim: true,
    inject: (parts, payload) => {
      const labels = bar(parts).labels;
      if (labels !== undefined) labels.default.right = payload;
    },
  },
  {
    id: 'progressBar.labels.details.left',
    kind: 'text',
    view: 'detail',
    verbatim: true,
    inject: (parts, payload) => {
      const details = bar(parts).labels?.details;
      if (details !== undefined) details.left = payload;
    },
  },
  {
    id: 'progressBar.label',
    kind: 'text',
    view: 'card',
    verbatim: true,
    inject: (parts, payload) => {
      // The deprecated label is drawn only when `labels` is absent.
      const progressBar = bar(parts);
      delete progressBar.labels;
      progressBar.label = payload;
    },
  },
  {
    id: 'progressBar.segments.default.labels.title',
    kind: 'text',
    view: 'card',
    verbatim: true,
    inject: (parts, payload) => {
      const first = segments(parts).default.labels?.[0];
      if (first !== undefined) first.title = payload;
    },
  },
  {
    id: 'progressBar.segments.default.labels.description',
    kind: 'text',
    view: 'card',
    verbatim: true,
    inject: (parts, payload) => {
      const first = segments(parts).default.labels?.[1];
      if (first !== undefined) first.description = payload;
    },
  },
  {
    id: 'progressBar.segments.details.labels.title',
    kind: 'text',
    view: 'detail',
    verbatim: true,
    inject: (parts, payload) => {
      const last = segments(parts).details.labels?.[2];
      if (last !== undefined) last.title = payload;
    },
  },
  {
    id: 'terms',
    kind: 'text',
    view: 'detail',
    verbatim: true,
    inject: (parts, payload) => {
      parts.offer.attributes.terms = payload;
    },
  },
  {
    id: 'category.name',
    kind: 'text',
    view: 'detail',
    verbatim: true,
    inject: (parts, payload) => {
      parts.category.attributes.name = payload;
    },
  },
  {
    id: 'purchaseChannel',
    kind: 'text',
    view: 'detail',
    verbatim: false,
    inject: (parts, payload) => {
      parts.offer.attributes.purchaseChannel = ['ONLINE', payload];
    },
  },
  {
    id: 'assets.alt',
    kind: 'text',
    view: 'card',
    verbatim: false,
    inject: (parts, payload) => {
      for (const asset of parts.offer.attributes.assets ?? []) asset.alt = payload;
    },
  },
  {
    id: 'websiteUrl',
    kind: 'url',
    view: 'detail',
    verbatim: false,
    inject: (parts, payload) => {
      parts.offer.attributes.websiteUrl = payload;
    },
  },
  {
    id: 'assets.url',
    kind: 'url',
    view: 'detail',
    verbatim: false,
    inject: (parts, payload) => {
      for (const asset of parts.offer.attributes.assets ?? []) asset.url = payload;
    },
  },
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
