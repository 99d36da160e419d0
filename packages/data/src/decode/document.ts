import type { Category } from '../types/category.ts';
import type { PageLinks } from '../types/common.ts';
import { arrayOrDrop, type DecodeContext, describe, isRecord, pointer, recordOrDrop } from './context.ts';
import { decodeCategory } from './decodeCategory.ts';
import { decodeFields } from './fields.ts';
import * as s from './schemas.ts';

/** The envelope of a paged document, checked only as far as a decoder must throw. Internal. */
export interface ListEnvelope {
  data: unknown[];
  /** `included` items with their JSON pointers, by resource type. */
  included: Map<string, { value: unknown; path: string }[]>;
  links: PageLinks;
  meta: Record<string, unknown>;
}

/**
 * `json` when it is an object with a `data` array; otherwise the whole document fails (a
 * `RewardsDecodeError` naming `what`, e.g. "an offers document"). Internal.
 */
export function requireDataArray(
  json: unknown,
  what: string,
  ctx: DecodeContext,
): Record<string, unknown> & { data: unknown[] } {
  if (!isRecord(json))
    ctx.fail('', `Expected ${what} (an object with a data array), received ${describe(json)}.`);
  if (!Array.isArray(json.data)) {
    ctx.fail('/data', `Expected ${what} with a data array, but data is ${describe(json.data)}.`);
  }
  return json as Record<string, unknown> & { data: unknown[] };
}

/** Reads `{data: [...], included?, links?, meta?}`; throws `RewardsDecodeError` when `data` is not an array. */
export function readListEnvelope(json: unknown, what: string, ctx: DecodeContext): ListEnvelope {
  const document = requireDataArray(json, what, ctx);
  const { meta } = document;
  return {
    data: document.data,
    included: readIncluded(document.included, ctx),
    links: decodeLinks(document.links, ctx),
    // A malformed meta is dropped whole and reads as empty.
    meta:
      meta === undefined || meta === null || !recordOrDrop(meta, '/meta', 'meta', ctx, '; read as empty')
        ? {}
        : meta,
  };
}

/** Groups `included` by `type`; entries that are not resources are dropped and reported. Internal. */
export function readIncluded(
  value: unknown,
  ctx: DecodeContext,
): Map<string, { value: unknown; path: string }[]> {
  const groups = new Map<string, { value: unknown; path: string }[]>();
  if (value === undefined || value === null) return groups;
  if (!arrayOrDrop(value, '/included', 'included', ctx)) return groups;
  value.forEach((item, index) => {
    const path = pointer('/included', index);
    if (!isRecord(item) || typeof item.type !== 'string') {
      ctx.drop(
        path,
        `Dropped an included entry: expected a resource with a string type, received ${describe(item)}.`,
      );
      return;
    }
    const group = groups.get(item.type) ?? [];
    group.push({ value: item, path });
    groups.set(item.type, group);
  });
  return groups;
}

/** The decoded categories of `included`. Internal. */
export function includedCategories(
  included: Map<string, { value: unknown; path: string }[]>,
  ctx: DecodeContext,
): Category[] {
  const categories: Category[] = [];
  for (const { value, path } of included.get('category') ?? []) {
    const category = decodeCategory(value, path, ctx);
    if (category !== undefined) categories.push(category);
  }
  return categories;
}

const LINK_SCHEMAS = { self: s.pageLink, prev: s.pageLink, next: s.pageLink };

function decodeLinks(value: unknown, ctx: DecodeContext): PageLinks {
  if (value === undefined || value === null || !recordOrDrop(value, '/links', 'links', ctx)) return {};
  const links = decodeFields(value, LINK_SCHEMAS, '/links', ctx, (key) => `Dropped link ${key}`) as PageLinks;
  // An explicit `null` says "no such page"; keep it rather than reading it as absent.
  for (const key of ['self', 'prev', 'next'] as const) if (value[key] === null) links[key] = null;
  return links;
}
