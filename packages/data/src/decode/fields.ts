import * as v from 'valibot';
import { arrayOrDrop, type DecodeContext, issueText, pointer } from './context.ts';

/** Validates `value` with `schema`, stopping at the first issue: the one a diagnostic reports. Internal. */
export function parseFirst<S extends v.GenericSchema>(schema: S, value: unknown): v.SafeParseResult<S> {
  return v.safeParse(schema, value, { abortEarly: true });
}

/**
 * Decodes one member on its own, reporting what it drops or repairs inside the value; returns `undefined`
 * when the whole member is dropped (and reported). Internal.
 */
export type MemberDecoder = (value: unknown, path: string, ctx: DecodeContext) => unknown;

/**
 * Decodes the optional members of an object one by one: a member that fails its schema is dropped (and
 * reported), the others are kept; absent and `null` members are skipped; unknown members are ignored. A
 * member given a {@link MemberDecoder} instead of a schema repairs its own inner parts (an array drops
 * only its bad items) and reports its own drops; `describeDrop` words the drop of a schema member. Internal.
 */
export function decodeFields(
  input: Record<string, unknown>,
  schemas: Readonly<Record<string, v.GenericSchema | MemberDecoder>>,
  path: string,
  ctx: DecodeContext,
  describeDrop: (key: string) => string = (key) => `Dropped ${key}`,
): Record<string, unknown> {
  const output: Record<string, unknown> = {};
  for (const key of Object.keys(schemas)) {
    if (!Object.hasOwn(input, key)) continue;
    const value = input[key];
    if (value === undefined || value === null) continue;
    const schema = schemas[key] as v.GenericSchema | MemberDecoder;
    if (typeof schema === 'function') {
      const decoded = schema(value, pointer(path, key), ctx);
      if (decoded !== undefined) output[key] = decoded;
      continue;
    }
    const result = parseFirst(schema, value);
    if (result.success) output[key] = result.output;
    else ctx.drop(pointer(path, key), `${describeDrop(key)}: ${issueText(result.issues)}.`);
  }
  return output;
}

/**
 * A member that is an array of `item`s: an item that does not fit is dropped alone (and reported with its
 * own pointer), the others are kept in order; a value that is not an array is dropped whole. For lists whose
 * positions carry no meaning (tags, channels, display lines). Internal.
 */
export function listOf(item: v.GenericSchema, what: string): MemberDecoder {
  return (value, path, ctx) => {
    if (!arrayOrDrop(value, path, what, ctx)) return undefined;
    return decodeItems(value, path, ctx, what, (entry, entryPath) =>
      decodeWithSchema(item, entry, entryPath, ctx, `an entry of ${what}`),
    );
  };
}

/**
 * Decodes each item of an array on its own: `decodeItem` returns `undefined` for an item it dropped (and
 * reported). A value that is not an array is dropped whole. Internal.
 */
export function decodeItems<T>(
  value: unknown,
  path: string,
  ctx: DecodeContext,
  what: string,
  decodeItem: (item: unknown, itemPath: string) => T | undefined,
): T[] {
  if (value === undefined || value === null) return [];
  if (!arrayOrDrop(value, path, what, ctx)) return [];
  const items: T[] = [];
  value.forEach((item, index) => {
    const decoded = decodeItem(item, pointer(path, index));
    if (decoded !== undefined) items.push(decoded);
  });
  return items;
}

/** Decodes one item with a schema, dropping and reporting it when it does not fit. Internal. */
export function decodeWithSchema<S extends v.GenericSchema>(
  schema: S,
  value: unknown,
  path: string,
  ctx: DecodeContext,
  what: string,
): v.InferOutput<S> | undefined {
  const result = parseFirst(schema, value);
  if (result.success) return result.output;
  ctx.drop(path, `Dropped ${what}: ${issueText(result.issues)}.`);
  return undefined;
}
