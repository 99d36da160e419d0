import type { Category } from '../types/category.ts';
import type { OfferComponents } from '../types/components.ts';
import type { Offer, OfferAttributes, StandardOffer } from '../types/offer.ts';
import { type DecodeContext, pointer, recordOrDrop, tolerateEach, tolerateEnum } from './context.ts';
import { decodeNamedResource } from './decodeNamedResource.ts';
import { decodeProgressBar } from './decodeProgressBar.ts';
import { decodeFields, decodeItems, decodeWithSchema, listOf } from './fields.ts';
import { byId, decodeRelationship, resolve } from './relationship.ts';
import * as s from './schemas.ts';

const ATTRIBUTE_SCHEMAS = {
  description: s.text,
  userReward: s.userReward,
  purchaseChannel: listOf(s.text, 'purchaseChannel'),
  startDate: s.text,
  expirationDate: s.text,
  terms: s.text,
  isTargeted: s.boolean,
  websiteUrl: s.text,
  minRewardAmount: s.centsAmount,
  maxRewardAmount: s.centsAmount,
  minTransactionAmount: s.centsAmount,
  maxTransactionAmount: s.centsAmount,
  maxRedemptions: s.finiteNumber,
};

const COMPONENT_SCHEMAS = {
  shortDescription: s.text,
  longDescription: s.text,
  baseReward: s.text,
  boostedReward: s.text,
  cta: s.cta,
  tags: listOf(s.text, 'tags'),
  detailTags: listOf(s.text, 'detailTags'),
  logoFlare: s.logoFlare,
  progressBar: decodeProgressBar,
};

/**
 * Decodes a `standardOffer` resource: `type`, `id` and `attributes.name` are required (else the offer is
 * dropped); any other attribute, asset or component that is malformed is dropped alone. Internal.
 */
export function decodeStandardOffer(
  input: unknown,
  path: string,
  ctx: DecodeContext,
): StandardOffer | undefined {
  const raw = decodeNamedResource(input, 'standardOffer', 'offer', path, ATTRIBUTE_SCHEMAS, ctx);
  if (raw === undefined) return undefined;
  const { attributesPath } = raw;
  const attributes = raw.attributes as OfferAttributes;

  if (raw.rawAttributes.assets !== undefined && raw.rawAttributes.assets !== null) {
    const assetsPath = pointer(attributesPath, 'assets');
    attributes.assets = decodeItems(
      raw.rawAttributes.assets,
      assetsPath,
      ctx,
      'attribute assets',
      (item, itemPath) => decodeWithSchema(s.offerAsset, item, itemPath, ctx, 'a malformed asset'),
    );
  }

  const components = decodeComponents(
    raw.rawAttributes.components,
    pointer(attributesPath, 'components'),
    ctx,
  );
  if (components !== undefined) attributes.components = components;

  const offer: StandardOffer = { type: 'standardOffer', id: raw.id, attributes };
  const category = decodeRelationship(
    raw.relationships,
    'category',
    'category',
    pointer(path, 'relationships'),
    ctx,
  );
  if (category !== undefined) offer.relationships = { category: { data: category } };
  reportUnknownOfferValues(offer, path, ctx);
  return offer;
}

/** Joins an offer's categories from the included ones. Internal. */
export function joinOfferCategories(
  offer: StandardOffer,
  categories: ReadonlyMap<string, Category>,
  path: string,
  ctx: DecodeContext,
): Offer {
  const references = offer.relationships?.category?.data;
  return {
    ...offer,
    categories: resolve(references, categories, pointer(path, 'relationships', 'category', 'data'), ctx),
  };
}

/** Decodes offers of an `included` or `data` array and joins their categories. Internal. */
export function decodeOffers(
  items: readonly { value: unknown; path: string }[],
  categories: readonly Category[],
  ctx: DecodeContext,
): Offer[] {
  const categoriesById = byId(categories);
  const offers: Offer[] = [];
  for (const { value, path } of items) {
    const offer = decodeStandardOffer(value, path, ctx);
    if (offer !== undefined) offers.push(joinOfferCategories(offer, categoriesById, path, ctx));
  }
  return offers;
}

function decodeComponents(value: unknown, path: string, ctx: DecodeContext): OfferComponents | undefined {
  if (value === undefined || value === null) return undefined;
  if (!recordOrDrop(value, path, 'components', ctx)) return undefined;
  return decodeFields(
    value,
    COMPONENT_SCHEMAS,
    path,
    ctx,
    (key) => `Dropped the malformed ${key} component`,
  ) as OfferComponents;
}

const REWARD_TYPES = ['PERCENT', 'FLAT'];
const PURCHASE_CHANNELS = ['INSTORE', 'ONLINE'];
const CENTS_TYPES = ['CENTS'];
const BUTTON_STYLES = ['PRIMARY', 'SECONDARY', 'DISABLED'];
const FLARE_COLORS = ['PRIMARY', 'SECONDARY'];
const BADGE_POSITIONS = ['TOP_RIGHT', 'TOP_LEFT', 'BOTTOM_RIGHT', 'BOTTOM_LEFT'];
const SEGMENT_POSITIONS = ['LEFT', 'RIGHT', 'FULL_WIDTH'];
const SEGMENT_SELECTIONS = ['CURRENT', 'CURRENT_AND_BELOW'];
const SEGMENT_SEPARATORS = ['LINE'];

/** Reports (and keeps) enum values this version does not know. */
function reportUnknownOfferValues(offer: StandardOffer, path: string, ctx: DecodeContext): void {
  const a = offer.attributes;
  const at = (...keys: (string | number)[]) => pointer(path, 'attributes', ...keys);
  tolerateEnum(a.userReward?.type, REWARD_TYPES, at('userReward', 'type'), ctx);
  tolerateEach(a.purchaseChannel, PURCHASE_CHANNELS, (i) => at('purchaseChannel', i), ctx);
  tolerateEach(
    a.assets?.map((asset) => asset.type),
    s.ASSET_TYPES,
    (i) => at('assets', i, 'type'),
    ctx,
  );
  for (const key of [
    'minRewardAmount',
    'maxRewardAmount',
    'minTransactionAmount',
    'maxTransactionAmount',
  ] as const) {
    tolerateEnum(a[key]?.type, CENTS_TYPES, at(key, 'type'), ctx);
  }
  const c = a.components;
  if (c === undefined) return;
  tolerateEnum(c.cta?.buttonStyle, BUTTON_STYLES, at('components', 'cta', 'buttonStyle'), ctx);
  tolerateEnum(c.logoFlare?.borderColor, FLARE_COLORS, at('components', 'logoFlare', 'borderColor'), ctx);
  tolerateEnum(
    c.logoFlare?.badge?.position,
    BADGE_POSITIONS,
    at('components', 'logoFlare', 'badge', 'position'),
    ctx,
  );
  const segments = c.progressBar?.segments;
  for (const layout of ['default', 'details'] as const) {
    const configuration = segments?.[layout];
    if (configuration === undefined) continue;
    const here = (key: string) => at('components', 'progressBar', 'segments', layout, key);
    tolerateEnum(configuration.position, SEGMENT_POSITIONS, here('position'), ctx);
    tolerateEnum(configuration.selection, SEGMENT_SELECTIONS, here('selection'), ctx);
    tolerateEnum(configuration.separator, SEGMENT_SEPARATORS, here('separator'), ctx);
  }
}
