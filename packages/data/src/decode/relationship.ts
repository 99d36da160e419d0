import * as v from 'valibot';
import type { ResourceIdentifier } from '../types/common.ts';
import { type DecodeContext, isRecord, pointer, recordOrDrop } from './context.ts';
import { decodeItems, decodeWithSchema } from './fields.ts';
import * as s from './schemas.ts';

/**
 * Decodes `relationships[key].data`, an array of `{type, id}` of one resource type. Returns `undefined`
 * when the relationship is absent; malformed references are dropped and reported. Internal.
 */
export function decodeRelationship<Type extends string>(
  relationships: unknown,
  key: string,
  type: Type,
  path: string,
  ctx: DecodeContext,
): ResourceIdentifier<Type>[] | undefined {
  if (!isRecord(relationships) || !Object.hasOwn(relationships, key)) return undefined;
  const relationship = relationships[key];
  if (relationship === undefined || relationship === null) return undefined;
  const relationshipPath = pointer(path, key);
  if (!recordOrDrop(relationship, relationshipPath, `relationship ${key}`, ctx)) return undefined;
  const schema = v.object({ type: v.literal(type), id: s.text });
  return decodeItems(
    relationship.data,
    pointer(relationshipPath, 'data'),
    ctx,
    `relationship ${key}`,
    (item, itemPath) => decodeWithSchema(schema, item, itemPath, ctx, `a ${key} reference`),
  ) as ResourceIdentifier<Type>[];
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
