import type { OffersDocument } from '../types/documents.ts';
import { DecodeContext, pointer } from './context.ts';
import type { DecodeOptions } from './DecodeOptions.ts';
import { decodeCategory } from './decodeCategory.ts';
import { decodeOffers } from './decodeOffer.ts';
import { includedCategories, readListEnvelope } from './document.ts';
import { decodeItems } from './fields.ts';

/**
 * Decodes a Get Offers by User response (parsed JSON) into offers with their categories joined.
 *
 * Tolerant: unknown fields are ignored and unknown enum values kept; a malformed attribute or component is
 * dropped from its offer, a malformed offer from the page; each drop is reported in `diagnostics` and
 * through `onDiagnostic`.
 *
 * @throws {RewardsDecodeError} only when the value is not an object with a `data` array.
 */
export function decodeOffersDocument(json: unknown, options: DecodeOptions = {}): OffersDocument {
  // Annotated so that `ctx.fail(...)` (returns never) narrows like a throw.
  const ctx: DecodeContext = new DecodeContext(options.onDiagnostic, options);
  const envelope = readListEnvelope(json, 'an offers document', ctx);
  const categories = includedCategories(envelope.included, ctx);
  const offers = decodeOffers(
    envelope.data.map((value, index) => ({ value, path: pointer('/data', index) })),
    categories,
    ctx,
  );
  const availableCategories = decodeItems(
    envelope.meta.availableCategories,
    '/meta/availableCategories',
    ctx,
    'meta.availableCategories',
    (item, path) => decodeCategory(item, path, ctx),
  );
  return { offers, categories, availableCategories, links: envelope.links, diagnostics: ctx.diagnostics };
}
