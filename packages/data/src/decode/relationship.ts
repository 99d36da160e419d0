import * as v from 'valibot';
import type { ResourceIdentifier } from '../types/common.ts';
import { type DecodeContext, pointer, recordOrDrop } from './context.ts';
import { decodeItems, decodeWithSchema, type MemberDecoder } from './fields.ts';
import * as s from './schemas.ts';

/**
 * Decodes `relationships[key]`, `{data: [{type, id}…]}` of resources of one `type`, to `{data}`: a
 * malformed reference is dropped and reported alone; a `data` that is not an array reads as empty. Internal.
 */
export function relationship(key: string, type: string): MemberDecoder {
  const schema = v.object({ type: v.literal(type), id: s.text });
  return (value, path, ctx) => {
    if (!recordOrDrop(value, path, `relationship ${key}`, ctx)) return undefined;
    const data = decodeItems(
      value.data,
      pointer(path, 'data'),
      ctx,
      `relationship ${key}`,
      (item, itemPath) => decodeWithSchema(schema, item, itemPath, ctx, `a ${key} reference`),
    );
    return { data };
  };
}

/**
 * Resolves references against `included`, keeping their order; a reference to something not included is
 * left out and reported as tolerated — unless `included` holds nothing of that type at all, which means
 * the request did not ask for it. Internal.
 */
export function resolve<T extends { id: string }>(
  references: readonly ResourceIdentifier[] | undefined,
  byId: ReadonlyMap<string, T>,
  path: string,
  ctx: DecodeContext,
): T[] {
  const resolved: T[] = [];
  references?.forEach((reference, index) => {
    const found = byId.get(reference.id);
    if (found === undefined) {
      if (byId.size === 0) return;
      ctx.tolerate(
        pointer(path, index),
        `${reference.type} ${JSON.stringify(reference.id)} is not in included; left out of the joined list.`,
      );
    } else {
      resolved.push(found);
    }
  });
  return resolved;
}

/** Index by id; on duplicate ids the first wins. Internal. */
export function byId<T extends { id: string }>(items: readonly T[]): Map<string, T> {
  const map = new Map<string, T>();
  for (const item of items) if (!map.has(item.id)) map.set(item.id, item);
  return map;
}
