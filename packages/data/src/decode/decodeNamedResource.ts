import type * as v from 'valibot';
import { type DecodeContext, describe, isRecord, pointer } from './context.ts';
import { decodeFields, type MemberDecoder } from './fields.ts';

/** A resource whose `type`, `id` and `attributes.name` were checked, its other attributes decoded. Internal. */
export interface NamedResource {
  id: string;
  /** `name` plus every attribute of the schemas that decoded; a malformed one is dropped alone. */
  attributes: Record<string, unknown> & { name: string };
  /** The raw attributes, for members the caller decodes itself. */
  rawAttributes: Record<string, unknown>;
  /** Still untrusted: the caller decodes what it reads. */
  relationships: unknown;
  /** JSON pointer of `attributes`, for the caller's own drops. */
  attributesPath: string;
}

/**
 * Checks the frame that offers and locations share (`type`, a non-empty string `id`, an `attributes` object
 * with a string `name`) and decodes the attributes of `schemas`. A broken frame drops the whole resource
 * (reported as "Dropped a malformed {noun}"); a malformed attribute is dropped alone. Internal.
 */
export function decodeNamedResource(
  input: unknown,
  type: string,
  noun: string,
  path: string,
  schemas: Readonly<Record<string, v.GenericSchema | MemberDecoder>>,
  ctx: DecodeContext,
): NamedResource | undefined {
  const problem = frameProblem(input, type);
  if (problem !== undefined) {
    ctx.drop(path, `Dropped a malformed ${noun}: ${problem}.`);
    return undefined;
  }
  const raw = input as {
    id: string;
    attributes: Record<string, unknown> & { name: string };
    relationships?: unknown;
  };
  const attributesPath = pointer(path, 'attributes');
  const attributes = {
    name: raw.attributes.name,
    ...decodeFields(raw.attributes, schemas, attributesPath, ctx, (key) => `Dropped attribute ${key}`),
  };
  return {
    id: raw.id,
    attributes,
    rawAttributes: raw.attributes,
    relationships: raw.relationships,
    attributesPath,
  };
}

function frameProblem(input: unknown, type: string): string | undefined {
  if (!isRecord(input)) return `expected an object, received ${describe(input)}`;
  if (input.type !== type) return `expected type "${type}", received ${describe(input.type)}`;
  if (typeof input.id !== 'string' || input.id === '')
    return `expected a non-empty string id, received ${describe(input.id)}`;
  if (!isRecord(input.attributes))
    return `expected attributes to be an object, received ${describe(input.attributes)}`;
  if (typeof input.attributes.name !== 'string') {
    return `expected attributes.name to be a string, received ${describe(input.attributes.name)}`;
  }
  return undefined;
}
