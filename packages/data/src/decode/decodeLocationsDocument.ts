import type { LocationsDocument } from '../types/documents.ts';
import { DecodeContext } from './context.ts';
import type { DecodeOptions } from './DecodeOptions.ts';
import { decodeLocation } from './decodeLocation.ts';
import { decodeOffers } from './decodeOffer.ts';
import { includedCategories, readListEnvelope } from './document.ts';
import { decodeItems } from './fields.ts';
import { byId } from './relationship.ts';

/**
 * Decodes a Get Locations by User response (parsed JSON): locations with their offers and categories
 * joined from `included`, and the included offers with their categories joined.
 *
 * Tolerant like {@link decodeOffersDocument}: malformed locations, included offers and categories are
 * dropped alone and reported; unknown fields are ignored.
 *
 * @throws {RewardsDecodeError} only when the value is not an object with a `data` array.
 */
export function decodeLocationsDocument(json: unknown, options: DecodeOptions = {}): LocationsDocument {
  // Annotated so that `ctx.fail(...)` (returns never) narrows like a throw.
  const ctx: DecodeContext = new DecodeContext(options.onDiagnostic, options);
  const envelope = readListEnvelope(json, 'a locations document', ctx);
  const categories = includedCategories(envelope.included, ctx);
  const offers = decodeOffers(envelope.included.get('standardOffer') ?? [], categories, ctx);
  const offersById = byId(offers);
  const categoriesById = byId(categories);
  const locations = decodeItems(envelope.data, '/data', ctx, 'data', (value, path) =>
    decodeLocation(value, path, offersById, categoriesById, ctx),
  );
  return { locations, categories, offers, links: envelope.links, diagnostics: ctx.diagnostics };
}
