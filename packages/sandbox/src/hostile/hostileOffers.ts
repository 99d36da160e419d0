import type { Category, OfferComponents, StandardOffer } from '@offerkit/data';
import { createRandom } from '../random.ts';
import { XSS_EVIL_ORIGIN } from './xss/xssTargets.ts';
import { XSS_VECTORS } from './xssCorpus.ts';

/** What the hostile offers of one request are built from. Internal. */
export interface HostileOffersContext {
  organizationId: string;
  userId: string;
  /** The sandbox's base path (prefix of action paths). */
  pathPrefix: string;
  /** Origin and base path of the sandbox as the request reached it (the asset host). */
  assetBase: string;
  seed: number | string;
  /** The `<use>` fan-out icon's shape; no fan-out offer when absent. */
  useFanOut: { perLevel: number; levels: number } | undefined;
  /** Whether the action-answer offers are served (their switches are on). */
  actions: { redirect: boolean; echo: boolean; html: boolean };
}

/**
 * The ids of the hostile offers with a fixed part to play. The XSS offers are `hx-xss-0`, `hx-xss-1`, …
 * (as many as the corpus needs).
 */
export const HOSTILE_OFFER_IDS = {
  negativeAmounts: 'hx-amount-negative',
  absurdAmounts: 'hx-amount-absurd',
  bidi: 'hx-bidi',
  assetNbsp: 'hx-asset-nbsp',
  assetIdeographic: 'hx-asset-ideographic',
  assetCredentials: 'hx-asset-credentials',
  svgEscapedUrl: 'hx-svg-escaped-url',
  svgFixed: 'hx-svg-fixed',
  svgFanOut: 'hx-svg-fanout',
  redirectAction: 'hx-redirect-action',
  echoAction: 'hx-echo-action',
  htmlAction: 'hx-html-action',
} as const;

/** A benign icon the good parts of hostile offers use. */
const ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M4 12l5 5L20 6" fill="none" stroke="currentColor" stroke-width="3"/></svg>';
const SVG_OPEN = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">';

/** Where the whitespace-prefixed URLs climb to: a cookie-carrying GET of the page's own `/signout`. */
const climb = (prefix: string, marker: string) => `${prefix}https://x/../../../../signout?via=${marker}`;

/**
 * The SVG icons a sanitizer that checks only `style` lets through: CSS escapes of `url(` in presentation
 * attributes, `image-set(`, `-webkit-image-set(` — each a load from the evil origin.
 */
const ESCAPED_URL_ICONS = [
  `${SVG_OPEN}<rect width="24" height="24" fill="\\75 rl(${XSS_EVIL_ORIGIN}/hostile-escaped-fill.png)"/></svg>`,
  `${SVG_OPEN}<rect width="24" height="24" mask="image-set('${XSS_EVIL_ORIGIN}/hostile-image-set.png' 1x)"/></svg>`,
  `${SVG_OPEN}<rect width="24" height="24" filter="u\\72l(${XSS_EVIL_ORIGIN}/hostile-filter.svg#f)"/></svg>`,
  `${SVG_OPEN}<rect width="24" height="24" fill="-webkit-image-set(url(${XSS_EVIL_ORIGIN}/hostile-webkit-image-set.png) 1x)"/></svg>`,
];

/** An icon that tries to cover the whole page. */
const FIXED_ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" data-hostile="fixed" style="position:fixed;inset:0;z-index:2147483647;width:100vw;height:100vh"><rect width="24" height="24" fill="#c00" style="position:fixed;inset:0;z-index:2147483647"/></svg>';

/** Nested `<use>`: `perLevel` references per level, `levels` deep (3 × 10 = 59,049 drawn rectangles). */
export function fanOutIcon(perLevel = 3, levels = 10): string {
  let defs = '<rect id="okfan0" width="1" height="1"/>';
  for (let level = 1; level <= levels; level += 1) {
    const uses = Array.from({ length: perLevel }, () => `<use href="#okfan${level - 1}"/>`).join('');
    defs += `<g id="okfan${level}">${uses}</g>`;
  }
  return `${SVG_OPEN}<defs>${defs}</defs><use href="#okfan${levels}" data-hostile="fanout"/></svg>`;
}

/** A full offer in the wire format, every component filled: the hostile offers start from it. */
function fullOffer(id: string, name: string, context: HostileOffersContext): StandardOffer {
  const action = `${context.pathPrefix}/v2/issuers/${encodeURIComponent(context.organizationId)}/users/${encodeURIComponent(
    context.userId,
  )}/offers/${id}/activate?include=offer&supportedComponents=cta`;
  const asset = (kind: 'logos' | 'banners') =>
    `${context.assetBase}/assets/${kind}/hostile.svg?eventCode=IMPRESSION&medium=WEB&userId=${encodeURIComponent(context.userId)}`;
  const steps = (prefix: string) =>
    [1, 2, 3].map((step) => ({ title: `${prefix} step ${step}`, description: `${prefix} purchase ${step}` }));
  const components: OfferComponents = {
    shortDescription: 'Earn on three purchases.',
    longDescription: 'Earn a reward on each of your next three purchases.',
    baseReward: '5% back',
    boostedReward: '10% back',
    cta: {
      buttonText: 'Activate',
      buttonStyle: 'PRIMARY',
      startIcon: ICON,
      action: { url: action, method: 'POST' },
    },
    tags: ['Online'],
    detailTags: ['New'],
    logoFlare: { borderColor: 'PRIMARY', badge: { icon: ICON, position: 'TOP_RIGHT' } },
    progressBar: {
      total: 3,
      currentProgress: 1,
      labels: {
        default: { left: '1 of 3', right: '2 to go' },
        details: { left: 'One purchase done', right: 'Two to go' },
      },
      segments: {
        default: {
          position: 'FULL_WIDTH',
          selection: 'CURRENT',
          separator: 'LINE',
          icon: ICON,
          labels: steps('Card'),
        },
        details: {
          position: 'FULL_WIDTH',
          selection: 'CURRENT',
          separator: 'LINE',
          icon: ICON,
          labels: steps('Detail'),
        },
      },
    },
  };
  return {
    type: 'standardOffer',
    id,
    attributes: {
      name,
      description: 'An offer of the hostile sandbox.',
      userReward: { type: 'PERCENT', value: 5 },
      purchaseChannel: ['ONLINE', 'INSTORE'],
      startDate: '2026-01-01T00:00:00.000Z',
      expirationDate: '2099-12-31T23:59:59.000Z',
      terms: 'One reward per purchase.',
      isTargeted: false,
      websiteUrl: 'https://merchant.example/',
      assets: [
        { url: asset('logos'), alt: `${name} logo`, type: 'LOGO_IMAGE' },
        { url: asset('banners'), alt: `${name} banner`, type: 'BANNER_IMAGE' },
      ],
      components,
    },
    relationships: { category: { data: [{ type: 'category', id: 'cat-hostile' }] } },
  };
}

type Setter = (offer: StandardOffer, categories: Map<string, Category>, payload: string) => void;

const parts = (offer: StandardOffer) => {
  const components = offer.attributes.components as OfferComponents;
  const bar = components.progressBar as NonNullable<OfferComponents['progressBar']>;
  const segments = bar.segments as {
    default: NonNullable<NonNullable<typeof bar.segments>['default']>;
    details: NonNullable<NonNullable<typeof bar.segments>['details']>;
  };
  return { components, bar, segments, cta: components.cta as NonNullable<OfferComponents['cta']> };
};

/** Every text, URL and SVG slot of an offer, in the order the corpus fills them. */
const SLOTS: readonly Setter[] = [
  // SVG
  (offer, _, payload) => {
    parts(offer).cta.startIcon = payload;
  },
  (offer, _, payload) => {
    const badge = parts(offer).components.logoFlare?.badge;
    if (badge !== undefined) badge.icon = payload;
  },
  (offer, _, payload) => {
    parts(offer).segments.default.icon = payload;
  },
  (offer, _, payload) => {
    parts(offer).segments.details.icon = payload;
  },
  // Text
  (offer, _, payload) => {
    offer.attributes.name = payload;
  },
  (offer, _, payload) => {
    offer.attributes.description = payload;
  },
  (offer, _, payload) => {
    parts(offer).components.shortDescription = payload;
  },
  (offer, _, payload) => {
    parts(offer).components.longDescription = payload;
  },
  (offer, _, payload) => {
    parts(offer).components.baseReward = payload;
  },
  (offer, _, payload) => {
    parts(offer).components.boostedReward = payload;
  },
  (offer, _, payload) => {
    parts(offer).cta.buttonText = payload;
  },
  (offer, _, payload) => {
    parts(offer).components.tags = ['Online', payload];
  },
  (offer, _, payload) => {
    parts(offer).components.detailTags = [payload, 'New'];
  },
  (offer, _, payload) => {
    const labels = parts(offer).bar.labels?.default;
    if (labels !== undefined) labels.left = payload;
  },
  (offer, _, payload) => {
    const labels = parts(offer).bar.labels?.details;
    if (labels !== undefined) labels.right = payload;
  },
  (offer, _, payload) => {
    const step = parts(offer).segments.default.labels?.[0];
    if (step !== undefined) step.title = payload;
  },
  (offer, _, payload) => {
    const step = parts(offer).segments.default.labels?.[1];
    if (step !== undefined) step.description = payload;
  },
  (offer, _, payload) => {
    const step = parts(offer).segments.details.labels?.[2];
    if (step !== undefined) step.title = payload;
  },
  (offer, _, payload) => {
    offer.attributes.terms = payload;
  },
  (offer, categories, payload) => {
    const id = `cat-${offer.id}`;
    categories.set(id, { type: 'category', id, attributes: { name: payload } });
    offer.relationships = { category: { data: [{ type: 'category', id }] } };
  },
  (offer, _, payload) => {
    offer.attributes.purchaseChannel = ['ONLINE', payload];
  },
  (offer, _, payload) => {
    for (const asset of offer.attributes.assets ?? []) asset.alt = payload;
  },
  // URL
  (offer, _, payload) => {
    offer.attributes.websiteUrl = payload;
  },
  (offer, _, payload) => {
    const logo = offer.attributes.assets?.[0];
    if (logo !== undefined) logo.url = payload;
  },
  (offer, _, payload) => {
    const banner = offer.attributes.assets?.[1];
    if (banner !== undefined) banner.url = payload;
  },
];

/** The number of XSS offers: enough for every vector of the corpus to fill one slot. */
export const HOSTILE_XSS_OFFER_COUNT = Math.ceil(XSS_VECTORS.length / SLOTS.length);

/**
 * The hostile offers that follow the good ones on the first page of every offers list, and the categories
 * they name. The
 * same seed gives the same offers: the corpus is dealt into the slots in an order drawn from the seed.
 */
export function hostileOffers(context: HostileOffersContext): {
  offers: StandardOffer[];
  categories: Category[];
} {
  const categories = new Map<string, Category>([
    ['cat-hostile', { type: 'category', id: 'cat-hostile', attributes: { name: 'Hostile sandbox' } }],
  ]);
  const offers: StandardOffer[] = [];
  const vectors = createRandom(`${String(context.seed)}:hostile`).shuffle(XSS_VECTORS);
  for (let index = 0; index < HOSTILE_XSS_OFFER_COUNT; index += 1) {
    const offer = fullOffer(`hx-xss-${index}`, `Hostile corpus ${index}`, context);
    SLOTS.forEach((slot, position) => {
      const vector = vectors[(index * SLOTS.length + position) % vectors.length];
      if (vector !== undefined) slot(offer, categories, vector.payload);
    });
    offers.push(offer);
  }

  const negative = fullOffer(HOSTILE_OFFER_IDS.negativeAmounts, 'Negative amounts', context);
  negative.attributes.userReward = { type: 'FLAT', value: -500 };
  negative.attributes.minTransactionAmount = { type: 'CENTS', value: -100_000 };
  negative.attributes.maxRewardAmount = { type: 'CENTS', value: -1 };
  // Without reward components, so that a page formats (and shows) `userReward` itself.
  delete parts(negative).components.baseReward;
  delete parts(negative).components.boostedReward;
  offers.push(negative);

  const absurd = fullOffer(HOSTILE_OFFER_IDS.absurdAmounts, 'Absurd amounts', context);
  absurd.attributes.userReward = { type: 'PERCENT', value: 1e300 };
  absurd.attributes.minTransactionAmount = { type: 'CENTS', value: 2 ** 60 };
  absurd.attributes.maxRewardAmount = { type: 'CENTS', value: 1e21 };
  delete parts(absurd).components.baseReward;
  delete parts(absurd).components.boostedReward;
  offers.push(absurd);

  const bidi = fullOffer(HOSTILE_OFFER_IDS.bidi, 'Bidi \u202etnuocca ruoy yfirev\u202c now', context);
  bidi.attributes.description = '\u2067Pay \u2066$1,000\u2069 to claim\u2069';
  parts(bidi).components.shortDescription = 'Reward \u202e00.000,1$ -\u202c';
  parts(bidi).cta.buttonText = '\u202dActivate\u202c';
  offers.push(bidi);

  const nbsp = fullOffer(HOSTILE_OFFER_IDS.assetNbsp, 'Whitespace asset URLs', context);
  nbsp.attributes.assets = [
    { url: climb('\u00a0', 'hostile-asset-nbsp'), alt: 'logo', type: 'LOGO_IMAGE' },
    { url: climb('\ufeff', 'hostile-asset-bom'), alt: 'banner', type: 'BANNER_IMAGE' },
  ];
  nbsp.attributes.websiteUrl = climb('\u00a0', 'hostile-website-nbsp');
  offers.push(nbsp);

  const ideographic = fullOffer(HOSTILE_OFFER_IDS.assetIdeographic, 'Ideographic space asset URLs', context);
  ideographic.attributes.assets = [
    { url: climb('\u3000', 'hostile-asset-ideographic'), alt: 'logo', type: 'LOGO_IMAGE' },
    { url: climb('\u2028', 'hostile-asset-line-separator'), alt: 'banner', type: 'BANNER_IMAGE' },
  ];
  offers.push(ideographic);

  const credentials = fullOffer(HOSTILE_OFFER_IDS.assetCredentials, 'Credentialed asset URLs', context);
  const assetHost = new URL(context.assetBase);
  credentials.attributes.assets = [
    {
      url: `${assetHost.protocol}//user:secret@${assetHost.host}${assetHost.pathname.replace(/\/$/, '')}/assets/logos/hostile.svg?via=hostile-asset-credentials`,
      alt: 'logo',
      type: 'LOGO_IMAGE',
    },
    { url: `${XSS_EVIL_ORIGIN}/hostile-banner.png`, alt: 'banner', type: 'BANNER_IMAGE' },
  ];
  credentials.attributes.websiteUrl = `https://user:secret@merchant.example/`;
  offers.push(credentials);

  const escaped = fullOffer(HOSTILE_OFFER_IDS.svgEscapedUrl, 'Escaped url() icons', context);
  SLOTS.slice(0, ESCAPED_URL_ICONS.length).forEach((slot, position) => {
    slot(escaped, categories, ESCAPED_URL_ICONS[position] as string);
  });
  offers.push(escaped);

  const fixed = fullOffer(HOSTILE_OFFER_IDS.svgFixed, 'Page-covering icon', context);
  const fixedBadge = parts(fixed).components.logoFlare?.badge;
  if (fixedBadge !== undefined) fixedBadge.icon = FIXED_ICON;
  parts(fixed).cta.startIcon = FIXED_ICON;
  offers.push(fixed);

  if (context.actions.redirect)
    offers.push(fullOffer(HOSTILE_OFFER_IDS.redirectAction, 'Redirecting activation', context));
  if (context.actions.echo)
    offers.push(fullOffer(HOSTILE_OFFER_IDS.echoAction, 'Echoing activation', context));
  if (context.actions.html)
    offers.push(fullOffer(HOSTILE_OFFER_IDS.htmlAction, 'HTML error activation', context));
  // Last: a page that draws it (and does not drop it) freezes.
  if (context.useFanOut !== undefined) {
    const fan = fullOffer(HOSTILE_OFFER_IDS.svgFanOut, 'Use fan-out icon', context);
    const fanBadge = parts(fan).components.logoFlare?.badge;
    if (fanBadge !== undefined)
      fanBadge.icon = fanOutIcon(context.useFanOut.perLevel, context.useFanOut.levels);
    offers.push(fan);
  }
  return { offers, categories: [...categories.values()] };
}
