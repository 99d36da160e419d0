import * as v from 'valibot';
import type { Category } from '../types/category.ts';
import type { Location, LocationAttributes, RawLocation } from '../types/location.ts';
import type { Offer } from '../types/offer.ts';
import { type DecodeContext, pointer, recordOrDrop } from './context.ts';
import { decodeNamedResource } from './decodeNamedResource.ts';
import { decodeFields, listOf } from './fields.ts';
import { decodeRelationship, resolve } from './relationship.ts';
import * as s from './schemas.ts';

const operationTime = v.object({ day: s.finiteNumber, time: s.text });

const ATTRIBUTE_SCHEMAS = {
  address: v.object({
    street: s.opt(s.text),
    city: s.opt(s.text),
    state: s.opt(s.text),
    zipCode: s.opt(s.text),
  }),
  coordinates: v.object({ latitude: s.finiteNumber, longitude: s.finiteNumber }),
  phone: s.text,
  operationHours: decodeOperationHours,
  partnerIds: listOf(s.resourceIdentifier, 'partnerIds'),
};

/** `operationHours`: a malformed period or display line is dropped alone; the rest of the hours stay. */
function decodeOperationHours(value: unknown, path: string, ctx: DecodeContext): unknown {
  if (!recordOrDrop(value, path, 'attribute operationHours', ctx)) return undefined;
  return decodeFields(
    value,
    {
      periods: listOf(
        v.object({ open: operationTime, close: s.opt(operationTime) }),
        'operationHours.periods',
      ),
      weekdayText: listOf(s.text, 'operationHours.weekdayText'),
    },
    path,
    ctx,
    (key) => `Dropped operationHours.${key}`,
  );
}

/**
 * Decodes a `location` resource and joins its offers and categories: `type`, `id` and `attributes.name`
 * are required (else the location is dropped); other malformed attributes are dropped alone. Internal.
 */
export function decodeLocation(
  input: unknown,
  path: string,
  offers: ReadonlyMap<string, Offer>,
  categories: ReadonlyMap<string, Category>,
  ctx: DecodeContext,
): Location | undefined {
  const raw = decodeNamedResource(input, 'location', 'location', path, ATTRIBUTE_SCHEMAS, ctx);
  if (raw === undefined) return undefined;
  const attributes = raw.attributes as LocationAttributes;
  const location: RawLocation = { type: 'location', id: raw.id, attributes };
  const relationshipsPath = pointer(path, 'relationships');
  const offerRefs = decodeRelationship(raw.relationships, 'offers', 'standardOffer', relationshipsPath, ctx);
  const categoryRefs = decodeRelationship(raw.relationships, 'category', 'category', relationshipsPath, ctx);
  if (offerRefs !== undefined || categoryRefs !== undefined) {
    location.relationships = {};
    if (offerRefs !== undefined) location.relationships.offers = { data: offerRefs };
    if (categoryRefs !== undefined) location.relationships.category = { data: categoryRefs };
  }
  return {
    ...location,
    offers: resolve(offerRefs, offers, pointer(relationshipsPath, 'offers', 'data'), ctx),
    categories: resolve(categoryRefs, categories, pointer(relationshipsPath, 'category', 'data'), ctx),
  };
}
