import type { CatalogOffer } from '../catalog/catalogTypes.ts';

/** The sorts Get Offers by User accepts. */
export const OFFER_SORTS = ['startDate', '-startDate', 'expirationDate', '-expirationDate'] as const;
export type OfferSort = (typeof OFFER_SORTS)[number];

/** The filters and sort of Get Offers by User, as parsed from its query. */
export interface OfferQuery {
  /** `filter[search]`, lowercased: a substring of the offer or category name. */
  search?: string | undefined;
  /** `filter[category]`, lowercased: the category name. */
  category?: string | undefined;
  /** `filter[purchaseChannel]`: any of them (none: every channel). */
  channels: readonly string[];
  /** `filter[isTargeted]`. */
  targeted?: boolean | undefined;
  sort?: OfferSort | undefined;
}

/**
 * The offers a query selects from those the user gets: every filter must hold (search matches the offer or
 * its category name, case-insensitively), sorted by a date with ties in catalog order, or in catalog order.
 */
export function selectOffers(
  visible: readonly CatalogOffer[],
  query: OfferQuery,
  categoryName: ReadonlyMap<string, string>,
  catalogIndex: ReadonlyMap<string, number>,
): CatalogOffer[] {
  const { search, category, channels, targeted, sort } = query;
  const nameOf = (offer: CatalogOffer): string => (categoryName.get(offer.categoryId) ?? '').toLowerCase();
  const matching = visible.filter(
    (offer) =>
      (search === undefined || offer.name.toLowerCase().includes(search) || nameOf(offer).includes(search)) &&
      (category === undefined || nameOf(offer) === category) &&
      (channels.length === 0 || offer.purchaseChannel.some((channel) => channels.includes(channel))) &&
      (targeted === undefined || offer.isTargeted === targeted),
  );
  const byCatalog = (a: CatalogOffer, b: CatalogOffer): number =>
    (catalogIndex.get(a.id) ?? 0) - (catalogIndex.get(b.id) ?? 0);
  if (sort === undefined) return matching.sort(byCatalog);
  const descending = sort.startsWith('-');
  const field = (descending ? sort.slice(1) : sort) as 'startDate' | 'expirationDate';
  return matching.sort((a, b) => {
    const difference = Date.parse(a[field]) - Date.parse(b[field]);
    return (descending ? -difference : difference) || byCatalog(a, b);
  });
}
