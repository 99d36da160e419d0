import * as v from 'valibot';
import type { Category } from '../types/category.ts';
import type { Location, RawLocation } from '../types/location.ts';
import type { Offer } from '../types/offer.ts';
import { type DecodeContext, pointer, recordOrDrop } from './context.ts';
import { decodeNamedResource } from './decodeNamedResource.ts';
import { decodeFields, listOf } from './fields.ts';
import { relationship, resolve } from './relationship.ts';
import * as s from './schemas.ts';

const operationTime = v.object({ day: s.finiteNumber, time: s.text });

const ATTRIBUTE_SCHEMAS = {
  address: v.object({
    street: s.opt(s.displayText),
    city: s.opt(s.displayText),
    state: s.opt(s.displayText),
    zipCode: s.opt(s.displayText),
  }),
  coordinates: v.object({ latitude: s.finiteNumber, longitude: s.finiteNumber }),
  phone: s.displayText,
  operationHours: decodeOperationHours,
  partnerIds: listOf(s.resourceIdentifier, 'partnerIds'),
};

const RELATIONSHIPS = {
  offers: relationship('offers', 'standardOffer'),
  category: relationship('category', 'category'),
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
      weekdayText: listOf(s.displayText, 'operationHours.weekdayText'),
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
  const location = decodeNamedResource(
    input,
    'location',
    'location',
    path,
    ATTRIBUTE_SCHEMAS,
    RELATIONSHIPS,
    ctx,
  ) as RawLocation | undefined;
  if (location === undefined) return undefined;
  const relationshipsPath = pointer(path, 'relationships');
  return {
    ...location,
    offers: resolve(
      location.relationships?.offers?.data,
      offers,
      pointer(relationshipsPath, 'offers', 'data'),
      ctx,
    ),
    categories: resolve(
      location.relationships?.category?.data,
      categories,
      pointer(relationshipsPath, 'category', 'data'),
      ctx,
    ),
  };
}
