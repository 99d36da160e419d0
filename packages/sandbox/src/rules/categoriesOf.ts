import type { Category } from '@offerkit/data';
import type { CatalogOffer } from '../catalog/catalogTypes.ts';
import { invalidParameter } from '../http/errors.ts';
import type { QueryParameters } from '../http/queryParameters.ts';

const CHANNELS = ['INSTORE', 'ONLINE'];

/** `filter[category]`: one category name, matched case-insensitively; `undefined` when absent. */
export function categoryFilter(query: QueryParameters): string | undefined {
  return query.single('filter[category]')?.toLowerCase();
}

/** `filter[purchaseChannel]` (repeatable): `INSTORE`, `ONLINE`. */
export function channelFilter(query: QueryParameters): string[] {
  const channels = query.all('filter[purchaseChannel]');
  for (const channel of channels) {
    if (!CHANNELS.includes(channel)) {
      throw invalidParameter(
        'filter[purchaseChannel]',
        `filter[purchaseChannel] "${channel}" is not a channel; use INSTORE or ONLINE (repeat the parameter for both).`,
      );
    }
  }
  return channels;
}

/** Category names by id, for search and category filters. */
export function categoryNames(categories: readonly Category[]): Map<string, string> {
  return new Map(categories.map((category) => [category.id, category.attributes.name]));
}

/** The unique categories of some offers, sorted by name. */
export function categoriesOf(offers: readonly CatalogOffer[], categories: readonly Category[]): Category[] {
  const ids = new Set(offers.map((offer) => offer.categoryId));
  return categories
    .filter((category) => ids.has(category.id))
    .sort((a, b) => a.attributes.name.localeCompare(b.attributes.name, 'en'))
    .map((category) => ({ ...category, attributes: { ...category.attributes } }));
}
