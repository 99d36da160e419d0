import type { Category } from '../types/category.ts';
import { type DecodeContext, describe, isRecord } from './context.ts';

/** Decodes a `category` resource, or drops and reports it. Internal. */
export function decodeCategory(input: unknown, path: string, ctx: DecodeContext): Category | undefined {
  const problem = categoryProblem(input);
  if (problem !== undefined) {
    ctx.drop(path, `Dropped a malformed category: ${problem}.`);
    return undefined;
  }
  const { id, attributes } = input as { id: string; attributes: { name: string } };
  return { type: 'category', id, attributes: { name: attributes.name } };
}

function categoryProblem(input: unknown): string | undefined {
  if (!isRecord(input)) return `expected an object, received ${describe(input)}`;
  if (input.type !== 'category') return `expected type "category", received ${describe(input.type)}`;
  if (typeof input.id !== 'string') return `expected a string id, received ${describe(input.id)}`;
  if (!isRecord(input.attributes) || typeof input.attributes.name !== 'string') {
    return 'expected attributes.name to be a string';
  }
  return undefined;
}
