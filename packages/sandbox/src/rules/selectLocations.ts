import { type Coordinates, DEFAULT_RADIUS_MILES, distanceMiles } from '@offerkit/data';
import type { CatalogLocation } from '../catalog/catalogTypes.ts';

/** The sorts Get Locations by User accepts. */
export const LOCATION_SORTS = ['locationName', '-locationName'] as const;
export type LocationSort = (typeof LOCATION_SORTS)[number];

/** The search of Get Locations by User, as parsed from its query. */
export interface LocationQuery {
  /** `filter[latitude]` + `filter[longitude]`: the center of a radius search. */
  center?: Coordinates | undefined;
  /** `filter[radius]` in miles; {@link DEFAULT_RADIUS_MILES} when a radius search gives none. */
  radiusMiles?: number | undefined;
  /** `latitude` + `longitude`: order by distance from here (the center when absent); filters nothing. */
  origin?: Coordinates | undefined;
  /** `filter[city]`, lowercased: a substring of the city. */
  city?: string | undefined;
  /** `filter[zipCode]`, exact. */
  zipCode?: string | undefined;
  /** `filter[state]`, exact. */
  state?: string | undefined;
  /** `filter[name]`, lowercased: a substring of the location name. */
  name?: string | undefined;
  /** `filter[category]`, lowercased: the category name. */
  category?: string | undefined;
  sort?: LocationSort | undefined;
}

/**
 * The locations a query selects among those of offers the user gets: inside the radius around the center
 * (when there is one), then narrowed by city, zip code, state, name and category. Sorted by name when asked,
 * else nearest first from the reference point (the origin, else the center), else in catalog order.
 */
export function selectLocations(
  locations: readonly CatalogLocation[],
  visibleOfferIds: ReadonlySet<string>,
  query: LocationQuery,
  categoryName: ReadonlyMap<string, string>,
): CatalogLocation[] {
  const { center, city, zipCode, state, name, category, sort } = query;
  const radius = query.radiusMiles ?? DEFAULT_RADIUS_MILES;
  const origin = query.origin ?? center;
  const distance = new Map<string, number>();
  const far = (from: Coordinates, location: CatalogLocation): number =>
    distanceMiles(from, location.coordinates) ?? Number.POSITIVE_INFINITY;
  const matching = locations.filter((location) => {
    if (!visibleOfferIds.has(location.offerId)) return false;
    if (center !== undefined && far(center, location) > radius) return false;
    if (city !== undefined && !location.address.city.toLowerCase().includes(city)) return false;
    if (zipCode !== undefined && location.address.zipCode !== zipCode) return false;
    if (state !== undefined && location.address.state !== state) return false;
    if (name !== undefined && !location.name.toLowerCase().includes(name)) return false;
    if (category !== undefined && (categoryName.get(location.categoryId) ?? '').toLowerCase() !== category)
      return false;
    if (origin !== undefined) distance.set(location.id, far(origin, location));
    return true;
  });
  if (sort !== undefined) {
    const direction = sort === 'locationName' ? 1 : -1;
    return matching.sort(
      (a, b) => direction * a.name.localeCompare(b.name, 'en') || a.id.localeCompare(b.id, 'en'),
    );
  }
  if (distance.size > 0) {
    return matching.sort((a, b) => (distance.get(a.id) ?? 0) - (distance.get(b.id) ?? 0));
  }
  return matching;
}
