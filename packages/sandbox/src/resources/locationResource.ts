import type { RawLocation } from '@offerkit/data';
import type { CatalogLocation } from '../catalog/catalogTypes.ts';

/** The `location` resource of a catalog location; `relationships.offers` names its offer. */
export function locationResource(location: CatalogLocation): RawLocation {
  const attributes: RawLocation['attributes'] = {
    name: location.name,
    address: { ...location.address },
    coordinates: { ...location.coordinates },
  };
  if (location.phone !== undefined) attributes.phone = location.phone;
  if (location.operationHours !== undefined)
    attributes.operationHours = structuredClone(location.operationHours);
  if (location.partnerIds !== undefined)
    attributes.partnerIds = location.partnerIds.map((partner) => ({ ...partner }));
  return {
    type: 'location',
    id: location.id,
    attributes,
    relationships: {
      offers: { data: [{ type: 'standardOffer', id: location.offerId }] },
      category: { data: [{ type: 'category', id: location.categoryId }] },
    },
  };
}
