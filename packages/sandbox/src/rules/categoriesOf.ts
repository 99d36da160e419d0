import type { Category } from '@offerkit/data';
import type { CatalogOffer } from '../catalog/catalogTypes.ts';

/** The unique categories of some offers, sorted by name, as copies safe to hand out. */
export function categoriesOf(offers: readonly CatalogOffer[], categories: readonly Category[]): Category[] {
  const ids = new Set(offers.map((offer) => offer.categoryId));
  return categories
    .filter((category) => ids.has(category.id))
    .sort((a, b) => a.attributes.name.localeCompare(b.attributes.name, 'en'))
    .map((category) => ({ ...category, attributes: { ...category.attributes } }));
}
