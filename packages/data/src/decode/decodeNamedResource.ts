import type * as v from 'valibot';
import { type DecodeContext, describe, isRecord, pointer } from './context.ts';
import { decodeFields, type MemberDecoder } from './fields.ts';
import { stripBidiControls } from './schemas.ts';

/** A resource whose `type`, `id` and `attributes.name` were checked, its other members decoded. Internal. */
export interface NamedResource {
  type: string;
  id: string;
  /** `name` plus every attribute of the schemas that decoded; a malformed one is dropped alone. */
  attributes: Record<string, unknown> & { name: string };
  /** The relationships that decoded; absent when there is none. */
  relationships?: Record<string, unknown>;
}

/**
 * Checks the frame that offers and locations share (`type`, a non-empty string `id`, an `attributes` object
 * with a string `name`) and decodes the attributes of `schemas` and the `relationships` (see
 * `relationship()`). A broken frame drops the whole resource (reported as "Dropped a malformed {noun}"); a
 * malformed attribute or relationship is dropped alone. Internal.
 */
export function decodeNamedResource(
  input: unknown,
  type: string,
  noun: string,
  path: string,
  schemas: Readonly<Record<string, v.GenericSchema | MemberDecoder>>,
  relationships: Readonly<Record<string, MemberDecoder>>,
  ctx: DecodeContext,
): NamedResource | undefined {
  const problem = frameProblem(input, type);
  if (problem !== undefined) {
    ctx.drop(path, `Dropped a malformed ${noun}: ${problem}.`);
    return undefined;
  }
  const raw = input as { id: string; attributes: { name: string }; relationships?: unknown };
  const resource: NamedResource = {
    type,
    id: raw.id,
    attributes: {
      name: stripBidiControls(raw.attributes.name),
      ...decodeFields(
        raw.attributes,
        schemas,
        pointer(path, 'attributes'),
        ctx,
        (key) => `Dropped attribute ${key}`,
      ),
    },
  };
  // Relationships that are not an object are ignored, as they always were.
  const decoded = isRecord(raw.relationships)
    ? decodeFields(raw.relationships, relationships, pointer(path, 'relationships'), ctx)
    : {};
  if (Object.keys(decoded).length > 0) resource.relationships = decoded;
  return resource;
}

/**
 * Why `input` is not a `{type, id, attributes: {name}}` resource of `type`; `undefined` when it is. The id
 * must be a non-empty string unless `emptyId` allows `""` (categories). Internal.
 */
export function frameProblem(input: unknown, type: string, emptyId = false): string | undefined {
  if (!isRecord(input)) return `expected an object, received ${describe(input)}`;
  if (input.type !== type) return `expected type "${type}", received ${describe(input.type)}`;
  if (typeof input.id !== 'string' || (input.id === '' && !emptyId)) {
    return `expected a ${emptyId ? '' : 'non-empty '}string id, received ${describe(input.id)}`;
  }
  const { attributes } = input;
  if (!isRecord(attributes) || typeof attributes.name !== 'string') {
    const received = isRecord(attributes)
      ? describe(attributes.name)
      : `${describe(attributes)} for attributes`;
    return `expected attributes.name to be a string, received ${received}`;
  }
  return undefined;
}
