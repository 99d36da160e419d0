import * as v from 'valibot';
import type { Diagnostic } from '../types/documents.ts';
import type { ErrorDocument, ErrorObject } from '../types/error.ts';
import { DecodeContext, describe, isRecord } from './context.ts';
import type { DecodeOptions } from './DecodeOptions.ts';
import { decodeItems, decodeWithSchema } from './fields.ts';
import * as s from './schemas.ts';

/** A decoded error document. */
export interface DecodedErrorDocument extends ErrorDocument {
  /** What the decoder dropped or tolerated in this document. */
  diagnostics: Diagnostic[];
}

const errorObject = v.object({
  // The contract says a string ("400"); a number is read as its string.
  status: v.union([s.text, v.pipe(s.finiteNumber, v.transform(String))]),
  title: s.text,
  detail: s.text,
  source: s.opt(v.object({ pointer: s.opt(s.text), parameter: s.opt(s.text), header: s.opt(s.text) })),
  id: s.opt(s.text),
});

/**
 * Decodes an error response body (`{errors: [error object]}`, parsed JSON). Malformed error objects are
 * dropped and reported.
 *
 * @throws {RewardsDecodeError} when the value is not an object with an `errors` array.
 */
export function decodeErrorDocument(json: unknown, options: DecodeOptions = {}): DecodedErrorDocument {
  // Annotated so that `ctx.fail(...)` (returns never) narrows like a throw.
  const ctx: DecodeContext = new DecodeContext(options.onDiagnostic);
  if (!isRecord(json))
    ctx.fail('', `Expected an error document (an object with errors), received ${describe(json)}.`);
  if (!Array.isArray(json.errors)) {
    ctx.fail(
      '/errors',
      `Expected an error document with an errors array, but errors is ${describe(json.errors)}.`,
    );
  }
  const errors: ErrorObject[] = decodeItems(json.errors, '/errors', ctx, 'errors', (item, path) =>
    decodeWithSchema(errorObject, item, path, ctx, 'a malformed error object'),
  );
  return { errors, diagnostics: ctx.diagnostics };
}
