import * as v from 'valibot';
import type { OfferAttribution } from '../types/attribution.ts';
import type { OfferActionDocument } from '../types/documents.ts';
import { DecodeContext, describe, isRecord, issueText, tolerateEnum } from './context.ts';
import type { DecodeOptions } from './DecodeOptions.ts';
import { decodeOffers } from './decodeOffer.ts';
import { includedCategories, readIncluded } from './document.ts';
import { parseFirst } from './fields.ts';
import * as s from './schemas.ts';

const attributionSchema = v.object({
  type: v.literal('offerAttribution'),
  id: s.text,
  attributes: v.object({
    entityId: s.text,
    eventCode: s.text,
    medium: s.text,
    eventDate: s.text,
  }),
});

/**
 * Decodes an activate or boost response (parsed JSON): the `offerAttribution`, and — when the request
 * asked for `include=offer` — the offer as it now is, with its categories joined.
 *
 * A malformed included offer is dropped and reported (the action itself still succeeded).
 *
 * @throws {RewardsDecodeError} when the value is not an object whose `data` is an `offerAttribution`.
 */
export function decodeOfferActionDocument(json: unknown, options: DecodeOptions = {}): OfferActionDocument {
  // Annotated so that `ctx.fail(...)` (returns never) narrows like a throw.
  const ctx: DecodeContext = new DecodeContext(options.onDiagnostic, options);
  if (!isRecord(json)) {
    ctx.fail('', `Expected an activate/boost document (an object with data), received ${describe(json)}.`);
  }
  const parsed = parseFirst(attributionSchema, json.data);
  if (!parsed.success) {
    ctx.fail('/data', `Expected data to be an offerAttribution: ${issueText(parsed.issues)}.`);
  }
  const attribution: OfferAttribution = parsed.output;
  tolerateEnum(
    attribution.attributes.eventCode,
    ['ACTIVATE', 'BOOST', 'IMPRESSION', 'VIEW'],
    '/data/attributes/eventCode',
    ctx,
  );
  tolerateEnum(attribution.attributes.medium, ['CTA'], '/data/attributes/medium', ctx);

  const included = readIncluded(json.included, ctx);
  const offers = decodeOffers(included.get('standardOffer') ?? [], includedCategories(included, ctx), ctx);
  const document: OfferActionDocument = { attribution, diagnostics: ctx.diagnostics };
  const offer = offers.find((candidate) => candidate.id === attribution.attributes.entityId);
  if (offer !== undefined) document.offer = offer;
  else if (offers.length > 0) {
    ctx.tolerate(
      '/included',
      `No included offer has the attributed id ${JSON.stringify(attribution.attributes.entityId)}; offer left out.`,
    );
  }
  return document;
}
