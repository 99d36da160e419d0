import type { Category } from '../types/category.ts';
import type { DecodeContext } from './context.ts';
import { frameProblem } from './decodeNamedResource.ts';
import { stripBidiControls } from './schemas.ts';

/** Decodes a `category` resource, or drops and reports it. Internal. */
export function decodeCategory(input: unknown, path: string, ctx: DecodeContext): Category | undefined {
  // The frame offers and locations share, except that a category id may be empty (as it always could).
  const problem = frameProblem(input, 'category', true);
  if (problem !== undefined) {
    ctx.drop(path, `Dropped a malformed category: ${problem}.`);
    return undefined;
  }
  const { id, attributes } = input as { id: string; attributes: { name: string } };
  return { type: 'category', id, attributes: { name: stripBidiControls(attributes.name) } };
}
