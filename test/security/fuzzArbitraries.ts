/**
 * fast-check generators of offers and locations documents as the service might send them: valid ones
 * (every field the contract names, in every allowed shape, with hostile and odd strings), valid ones with
 * one member replaced by arbitrary JSON, and arbitrary JSON. Wire format.
 */
import fc from 'fast-check';
import { XSS_VECTORS } from './xssCorpus.ts';

type Json = unknown;

/** Strings a service could send: ordinary text, Unicode, control characters, and the XSS corpus. */
export const anyText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.constantFrom(...XSS_VECTORS.map((vector) => vector.payload)) },
  { weight: 1, arbitrary: fc.constantFrom('', ' ', '\u202e', '\u0000', 'a'.repeat(2000), '🧾🧾', 'null') },
);

/** An enum value of the contract, or one this version does not know (open enums). */
const openEnum = (...known: string[]) =>
  fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...known) }, { weight: 1, arbitrary: anyText });

/** Numbers that stress the progress bar: negatives, fractions, huge values. */
const anyCount = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 0, max: 12 }) },
  { weight: 1, arbitrary: fc.integer({ min: -5, max: 200 }) },
  { weight: 1, arbitrary: fc.double({ min: -1e6, max: 1e6, noNaN: true, noDefaultInfinity: true }) },
);

const optional = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined, freq: 3 });

/** Drops `undefined` members, as JSON would. */
const clean = (value: Record<string, unknown>): Record<string, Json> =>
  Object.fromEntries(Object.entries(value).filter(([, member]) => member !== undefined));

const iso = fc
  .integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2030, 0, 1) })
  .map((time) => new Date(time).toISOString());

const svgIcon = fc.oneof(
  fc.constant('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M4 12l5 5L20 6"/></svg>'),
  fc.constantFrom(...XSS_VECTORS.filter((vector) => vector.family !== 'event-handler').map((v) => v.payload)),
  anyText,
);

const labelSet = fc.record({ left: optional(anyText), right: optional(anyText) }).map(clean);

const segmentConfiguration = fc
  .record({
    position: openEnum('LEFT', 'RIGHT', 'FULL_WIDTH'),
    selection: optional(openEnum('CURRENT', 'CURRENT_AND_BELOW')),
    separator: optional(openEnum('LINE')),
    icon: optional(svgIcon),
    labels: optional(
      fc.array(fc.record({ title: optional(anyText), description: optional(anyText) }).map(clean), {
        maxLength: 8,
      }),
    ),
  })
  .map(clean);

const progressBar = fc
  .record({
    total: anyCount,
    currentProgress: anyCount,
    labels: optional(fc.record({ default: labelSet, details: optional(labelSet) }).map(clean)),
    segments: optional(
      fc
        .record({
          default: segmentConfiguration,
          details: optional(segmentConfiguration),
          progress: optional(fc.array(fc.record({ completed: anyCount, total: anyCount }), { maxLength: 8 })),
        })
        .map(clean),
    ),
    label: optional(anyText),
    segmented: optional(fc.boolean()),
  })
  .map(clean);

const components = fc
  .record(
    {
      shortDescription: anyText,
      longDescription: anyText,
      baseReward: anyText,
      boostedReward: anyText,
      cta: fc
        .record({
          buttonText: anyText,
          buttonStyle: openEnum('PRIMARY', 'SECONDARY', 'DISABLED'),
          startIcon: optional(svgIcon),
          action: optional(
            fc.record({
              url: fc.oneof(
                fc.constant('/v2/issuers/org-sandbox/users/u/offers/o/activate?include=offer'),
                anyText,
              ),
              method: openEnum('POST', 'GET'),
            }),
          ),
        })
        .map(clean),
      tags: fc.array(anyText, { maxLength: 4 }),
      detailTags: fc.array(anyText, { maxLength: 4 }),
      logoFlare: fc
        .record({
          borderColor: openEnum('PRIMARY', 'SECONDARY'),
          badge: optional(
            fc
              .record({
                icon: optional(svgIcon),
                position: openEnum('TOP_RIGHT', 'TOP_LEFT', 'BOTTOM_RIGHT', 'BOTTOM_LEFT'),
              })
              .map(clean),
          ),
        })
        .map(clean),
      progressBar,
    },
    { requiredKeys: [] },
  )
  .map(clean);

const assetUrl = fc.oneof(
  fc.webUrl({ withQueryParameters: true }),
  fc.constant('data:image/png;base64,iVBORw0KGgo='),
  anyText,
);

/** A contract-conforming `standardOffer` with id `id`, pointing at the given category ids. */
export const validOffer = (id: string, categoryIds: readonly string[]) =>
  fc
    .record(
      {
        name: anyText,
        description: anyText,
        userReward: fc.record({
          type: openEnum('PERCENT', 'FLAT'),
          // Valid rewards are 0 up to 100 for a percentage (issue 25: more is a broken entry).
          value: fc.oneof(fc.integer({ min: 0, max: 100 }), fc.double({ min: 0, max: 100, noNaN: true })),
        }),
        purchaseChannel: fc.array(openEnum('INSTORE', 'ONLINE'), { maxLength: 3 }),
        startDate: fc.oneof(iso, anyText),
        expirationDate: fc.oneof(iso, anyText),
        terms: anyText,
        isTargeted: fc.boolean(),
        websiteUrl: fc.oneof(fc.webUrl(), anyText),
        assets: fc.array(
          fc
            .record({
              url: assetUrl,
              alt: optional(anyText),
              type: openEnum('LOGO_IMAGE', 'BANNER_IMAGE', 'IMG_VIEW'),
            })
            .map(clean),
          { maxLength: 3 },
        ),
        components,
        maxRedemptions: fc.integer({ min: 0, max: 50 }),
        minRewardAmount: fc.record({ type: openEnum('CENTS'), value: fc.integer({ min: 0, max: 10_000 }) }),
      },
      { requiredKeys: ['name'] },
    )
    .map((attributes) => ({
      type: 'standardOffer',
      id,
      attributes: clean(attributes),
      relationships: {
        category: { data: categoryIds.map((categoryId) => ({ type: 'category', id: categoryId })) },
      },
    }));

const category = (id: string) =>
  fc.record({ type: fc.constant('category'), id: fc.constant(id), attributes: fc.record({ name: anyText }) });

/** A valid Get Offers by User page: 0–4 offers with unique ids, their categories, links. */
export const validOffersDocument = fc
  .tuple(fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 2 }))
  .chain(([offerCount, categoryCount]) => {
    const categoryIds = Array.from({ length: categoryCount }, (_, index) => `cat-${index}`);
    return fc.record({
      data: fc.tuple(
        ...Array.from({ length: offerCount }, (_, index) => validOffer(`ofr_${index}`, categoryIds)),
      ),
      included: fc.tuple(...categoryIds.map(category)),
      links: fc.record({
        self: fc.constant('/offers'),
        prev: fc.constant(null),
        next: fc.option(anyText, { nil: null }),
      }),
    });
  });

/** A valid Get Locations by User page: 0–3 locations, each serving some of 0–3 included offers. */
export const validLocationsDocument = fc
  .tuple(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 3 }))
  .chain(([locationCount, offerCount]) => {
    const offerIds = Array.from({ length: offerCount }, (_, index) => `ofr_${index}`);
    const location = (id: string) =>
      fc
        .record(
          {
            name: anyText,
            address: fc
              .record(
                { street: anyText, city: anyText, state: anyText, zipCode: anyText },
                { requiredKeys: [] },
              )
              .map(clean),
            coordinates: fc.record({
              latitude: fc.double({ min: -90, max: 90, noNaN: true }),
              longitude: fc.double({ min: -180, max: 180, noNaN: true }),
            }),
            phone: anyText,
            operationHours: fc
              .record(
                {
                  periods: fc.array(
                    fc.record({
                      open: fc.record({
                        day: fc.integer({ min: 0, max: 6 }),
                        time: fc.constantFrom('0900', '2359'),
                      }),
                      close: fc.record({
                        day: fc.integer({ min: 0, max: 6 }),
                        time: fc.constantFrom('1700', '0000'),
                      }),
                    }),
                    { maxLength: 3 },
                  ),
                  weekdayText: fc.array(anyText, { maxLength: 7 }),
                },
                { requiredKeys: [] },
              )
              .map(clean),
          },
          { requiredKeys: ['name'] },
        )
        .chain((attributes) =>
          fc.subarray(offerIds).map((served) => ({
            type: 'location',
            id,
            attributes: clean(attributes),
            relationships: {
              offers: { data: served.map((offerId) => ({ type: 'standardOffer', id: offerId })) },
            },
          })),
        );
    return fc.record({
      data: fc.tuple(...Array.from({ length: locationCount }, (_, index) => location(`loc_${index}`))),
      included: fc.tuple(...offerIds.map((offerId) => validOffer(offerId, []))),
      links: fc.record({ self: fc.constant('/locations'), prev: fc.constant(null), next: fc.constant(null) }),
    });
  });

/** A JSON pointer (RFC 6901) to `keys`. */
export const jsonPointer = (keys: readonly (string | number)[]): string =>
  keys.map((key) => `/${String(key).replaceAll('~', '~0').replaceAll('/', '~1')}`).join('');

/** The value at a JSON pointer, or `undefined` when the pointer leads nowhere. */
export function atPointer(document: Json, pointer: string): { found: boolean; value?: Json } {
  if (pointer === '') return { found: true, value: document };
  let node: Json = document;
  for (const raw of pointer.slice(1).split('/')) {
    const key = raw.replaceAll('~1', '/').replaceAll('~0', '~');
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, key)) return { found: false };
    node = (node as Record<string, Json>)[key];
  }
  return { found: true, value: node };
}

/** Every path (as keys) of `value`'s members, depth-first, the root excluded. */
export function memberPaths(value: Json, prefix: readonly (string | number)[] = []): (string | number)[][] {
  if (value === null || typeof value !== 'object') return [];
  const entries = Array.isArray(value)
    ? value.map((item, index) => [index, item] as const)
    : Object.entries(value);
  return entries.flatMap(([key, member]) => [[...prefix, key], ...memberPaths(member, [...prefix, key])]);
}

/** A copy of `document` with the member at `keys` replaced by `replacement` (or removed, for `undefined`). */
export function replaceAt(document: Json, keys: readonly (string | number)[], replacement: Json): Json {
  if (keys.length === 0) return replacement;
  const [key, ...rest] = keys as [string | number, ...(string | number)[]];
  if (document === null || typeof document !== 'object') return document;
  const copy = (Array.isArray(document) ? [...document] : { ...document }) as Record<string | number, Json>;
  if (rest.length === 0 && replacement === undefined && !Array.isArray(copy)) delete copy[key];
  else copy[key] = replaceAt(copy[key], rest, replacement);
  return copy;
}

/** A mutation: which member was replaced, and the document after it. */
export interface Mutated {
  /** The replaced member, as a JSON pointer. */
  pointer: string;
  document: Json;
}

/** `documents` with one member (picked at random) replaced by arbitrary JSON, removed, or retyped. */
export const mutated = (documents: fc.Arbitrary<Json>): fc.Arbitrary<Mutated> =>
  documents.chain((document) => {
    const paths = memberPaths(document);
    if (paths.length === 0) return fc.constant({ pointer: '', document });
    return fc
      .tuple(
        fc.constantFrom(...paths),
        fc.oneof(
          fc.jsonValue({ maxDepth: 2 }),
          fc.constantFrom<Json>(
            undefined,
            null,
            '',
            0,
            -1,
            1e308,
            [],
            {},
            true,
            'PRIMARY',
            '<svg onload=alert(1)>',
          ),
        ),
      )
      .map(([keys, replacement]) => ({
        pointer: jsonPointer(keys),
        document: replaceAt(document, keys, replacement),
      }));
  });

/** Arbitrary JSON, and JSON shaped like a document envelope with arbitrary members. */
export const arbitraryDocument: fc.Arbitrary<Json> = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  fc.record(
    {
      data: fc.oneof(
        fc.array(fc.jsonValue({ maxDepth: 3 }), { maxLength: 4 }),
        fc.jsonValue({ maxDepth: 2 }),
      ),
      included: fc.oneof(
        fc.array(fc.jsonValue({ maxDepth: 3 }), { maxLength: 4 }),
        fc.jsonValue({ maxDepth: 2 }),
      ),
      links: fc.jsonValue({ maxDepth: 2 }),
      meta: fc.jsonValue({ maxDepth: 2 }),
    },
    { requiredKeys: [] },
  ),
);
