import type { Category } from '../types/category.ts';
import type { OfferComponents } from '../types/components.ts';
import type { Offer, StandardOffer } from '../types/offer.ts';
import { safeExternalUrl } from '../url/safeExternalUrl.ts';
import { originRefusal } from '../url/urlOriginPolicy.ts';
import { type DecodeContext, pointer, recordOrDrop, tolerateEnums } from './context.ts';
import { decodeAssets } from './decodeAssets.ts';
import { decodeNamedResource } from './decodeNamedResource.ts';
import { decodeProgressBar } from './decodeProgressBar.ts';
import { decodeFields, listOf } from './fields.ts';
import { byId, relationship, resolve } from './relationship.ts';
import * as s from './schemas.ts';

const ATTRIBUTES = {
  description: s.displayText,
  userReward: s.displayReward,
  purchaseChannel: listOf(s.text, 'purchaseChannel'),
  startDate: s.text,
  expirationDate: s.text,
  terms: s.displayText,
  isTargeted: s.boolean,
  websiteUrl: s.text,
  minRewardAmount: s.displayAmount,
  maxRewardAmount: s.displayAmount,
  minTransactionAmount: s.displayAmount,
  maxTransactionAmount: s.displayAmount,
  maxRedemptions: s.finiteNumber,
  assets: decodeAssets('attribute assets', 'a malformed asset'),
  components: decodeComponents,
};

const RELATIONSHIPS = { category: relationship('category', 'category') };

const COMPONENT_SCHEMAS = {
  shortDescription: s.displayText,
  longDescription: s.displayText,
  baseReward: s.displayText,
  boostedReward: s.displayText,
  cta: s.cta,
  tags: listOf(s.displayText, 'tags'),
  detailTags: listOf(s.displayText, 'detailTags'),
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
  const offer = decodeNamedResource(input, 'standardOffer', 'offer', path, ATTRIBUTES, RELATIONSHIPS, ctx) as
    | StandardOffer
    | undefined;
  if (offer === undefined) return undefined;
  reportUnknownOfferValues(offer, path, ctx);
  checkWebsiteUrl(offer.attributes, pointer(path, 'attributes', 'websiteUrl'), ctx);
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
  if (!recordOrDrop(value, path, 'components', ctx)) return undefined;
  return decodeFields(
    value,
    COMPONENT_SCHEMAS,
    path,
    ctx,
    (key) => `Dropped the malformed ${key} component`,
  ) as OfferComponents;
}

const SEGMENT_POSITIONS = ['LEFT', 'RIGHT', 'FULL_WIDTH'];
const SEGMENT_SELECTIONS = ['CURRENT', 'CURRENT_AND_BELOW'];
const SEGMENT_SEPARATORS = ['LINE'];
const CENTS_TYPES = ['CENTS'];

// The open enums of an offer's attributes, by route (`*`: each index of a list), in report order.
const OPEN_ENUMS: readonly (readonly [string, readonly string[]])[] = [
  ['userReward/type', ['PERCENT', 'FLAT']],
  ['purchaseChannel/*', ['INSTORE', 'ONLINE']],
  ['assets/*/type', s.ASSET_TYPES],
  ['minRewardAmount/type', CENTS_TYPES],
  ['maxRewardAmount/type', CENTS_TYPES],
  ['minTransactionAmount/type', CENTS_TYPES],
  ['maxTransactionAmount/type', CENTS_TYPES],
  ['components/cta/buttonStyle', ['PRIMARY', 'SECONDARY', 'DISABLED']],
  ['components/logoFlare/borderColor', ['PRIMARY', 'SECONDARY']],
  ['components/logoFlare/badge/position', ['TOP_RIGHT', 'TOP_LEFT', 'BOTTOM_RIGHT', 'BOTTOM_LEFT']],
  ['components/progressBar/segments/default/position', SEGMENT_POSITIONS],
  ['components/progressBar/segments/default/selection', SEGMENT_SELECTIONS],
  ['components/progressBar/segments/default/separator', SEGMENT_SEPARATORS],
  ['components/progressBar/segments/details/position', SEGMENT_POSITIONS],
  ['components/progressBar/segments/details/selection', SEGMENT_SELECTIONS],
  ['components/progressBar/segments/details/separator', SEGMENT_SEPARATORS],
];

/**
 * Drops a `websiteUrl` that points at the page's own origin or the base URL's, where following the link
 * would be a request carrying the user's cookies, chosen by the service. One the external-link policy
 * refuses (`safeExternalUrl`) is kept: the views never link it, as before.
 */
function checkWebsiteUrl(attributes: StandardOffer['attributes'], path: string, ctx: DecodeContext): void {
  const value = attributes.websiteUrl;
  if (value === undefined) return;
  const url = safeExternalUrl(value);
  const refusal = url === undefined ? undefined : originRefusal(url, ctx.urls, false);
  if (refusal === undefined) return;
  delete attributes.websiteUrl;
  ctx.drop(path, `Dropped websiteUrl, never linked: ${refusal}.`);
}

/** Reports (and keeps) enum values this version does not know. */
function reportUnknownOfferValues(offer: StandardOffer, path: string, ctx: DecodeContext): void {
  tolerateEnums(offer.attributes, pointer(path, 'attributes'), OPEN_ENUMS, ctx);
}
