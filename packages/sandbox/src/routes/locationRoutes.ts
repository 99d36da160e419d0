import { type Category, type Coordinates, distanceMiles, type StandardOffer } from '@offerkit/data';
import type { Hono } from 'hono';
import type { CatalogLocation } from '../catalog/catalogTypes.ts';
import { DEFAULT_RADIUS_MILES, MIN_RADIUS_MILES } from '../constants.ts';
import { invalidParameter } from '../http/errors.ts';
import { jsonResponse } from '../http/jsonResponse.ts';
import { pageLinks, paginate } from '../http/paginate.ts';
import { QueryParameters } from '../http/queryParameters.ts';
import { locationResource } from '../resources/locationResource.ts';
import { offerResource } from '../resources/offerResource.ts';
import { renderContext, requireUser, type SandboxRuntime } from '../runtime.ts';
import { categoriesOf, categoryFilter, categoryNames } from './offerFilters.ts';

/** Largest accepted `filter[radius]`, in miles (the contract names none; a continent is enough). */
const MAX_RADIUS_MILES = 3000;

/** Two parameters that only make sense together, read as coordinates. */
function coordinates(query: QueryParameters, latitude: string, longitude: string): Coordinates | undefined {
  const lat = query.number(latitude, -90, 90);
  const lon = query.number(longitude, -180, 180);
  if (lat === undefined && lon === undefined) return undefined;
  if (lat === undefined || lon === undefined) {
    const missing = lat === undefined ? latitude : longitude;
    throw invalidParameter(missing, `${latitude} and ${longitude} go together; ${missing} is missing.`);
  }
  return { latitude: lat, longitude: lon };
}

/**
 * Get Locations by User (gaps.md): a radius search with `filter[latitude]` + `filter[longitude]` and
 * `filter[radius]` in miles (default 10, minimum 1; ignored without both coordinates); `filter[city]`
 * (case-insensitive substring), `filter[zipCode]` and `filter[state]` (exact) and `filter[name]` and
 * `filter[category]` only narrow. `latitude` + `longitude` (unbracketed) order the result by distance from
 * that point and filter nothing. `include=offers,categories`; `supportedComponents` shape included offers.
 * Only locations of offers the user gets are listed.
 */
export function registerLocationRoutes(api: Hono, runtime: SandboxRuntime): void {
  const { state } = runtime;
  const names = categoryNames(state.catalog.categories);

  api.get('/v2/issuers/:org/users/:userId/locations', (context) => {
    const url = new URL(context.req.url);
    const query = new QueryParameters(url.searchParams);
    const supportedComponents = query.supportedComponents();
    const include = query.include(['offers', 'categories']);
    const center = coordinates(query, 'filter[latitude]', 'filter[longitude]');
    let radius = DEFAULT_RADIUS_MILES;
    if (center !== undefined) {
      const raw = query.single('filter[radius]');
      if (raw !== undefined) {
        const value = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
        if (!Number.isInteger(value) || value < MIN_RADIUS_MILES || value > MAX_RADIUS_MILES) {
          throw invalidParameter(
            'filter[radius]',
            `filter[radius] "${raw}" must be a whole number of miles from ${MIN_RADIUS_MILES} to ${MAX_RADIUS_MILES} (default ${DEFAULT_RADIUS_MILES}).`,
          );
        }
        radius = value;
      }
    }
    const origin = coordinates(query, 'latitude', 'longitude') ?? center;
    const city = query.single('filter[city]')?.toLowerCase();
    const zipCode = query.single('filter[zipCode]');
    const stateCode = query.single('filter[state]');
    const name = query.single('filter[name]')?.toLowerCase();
    const category = categoryFilter(query);
    const sort = query.sort(['locationName', '-locationName'] as const);
    query.pageSize();
    const userId = context.req.param('userId');
    requireUser(runtime, userId);

    const visible = new Set(state.visibleOffers(userId).map((offer) => offer.id));
    const distance = new Map<string, number>();
    const matching = state.catalog.locations.filter((location) => {
      if (!visible.has(location.offerId)) return false;
      if (
        center !== undefined &&
        (distanceMiles(center, location.coordinates) ?? Number.POSITIVE_INFINITY) > radius
      )
        return false;
      if (city !== undefined && !location.address.city.toLowerCase().includes(city)) return false;
      if (zipCode !== undefined && location.address.zipCode !== zipCode) return false;
      if (stateCode !== undefined && location.address.state !== stateCode) return false;
      if (name !== undefined && !location.name.toLowerCase().includes(name)) return false;
      if (category !== undefined && (names.get(location.categoryId) ?? '').toLowerCase() !== category)
        return false;
      if (origin !== undefined)
        distance.set(location.id, distanceMiles(origin, location.coordinates) ?? Number.POSITIVE_INFINITY);
      return true;
    });
    const sorted = sortLocations(matching, sort, distance);
    const page = paginate(sorted, (location) => location.id, query);

    const included: (Category | StandardOffer)[] = [];
    const pageOfferIds = [...new Set(page.items.map((location) => location.offerId))];
    const pageOffers = pageOfferIds.flatMap((id) => {
      const offer = state.offerById.get(id);
      return offer === undefined ? [] : [offer];
    });
    if (include.has('categories')) included.push(...categoriesOf(pageOffers, state.catalog.categories));
    if (include.has('offers')) {
      const render = renderContext(runtime, context, userId, supportedComponents);
      included.push(...pageOffers.map((offer) => offerResource(offer, render)));
    }
    return jsonResponse({
      data: page.items.map(locationResource),
      included,
      links: pageLinks(url.pathname, url.search, page),
    });
  });
}

/** By name when asked, else nearest first when there is a reference point, else catalog order. */
function sortLocations(
  locations: CatalogLocation[],
  sort: 'locationName' | '-locationName' | undefined,
  distance: ReadonlyMap<string, number>,
): CatalogLocation[] {
  if (sort !== undefined) {
    const direction = sort === 'locationName' ? 1 : -1;
    return [...locations].sort(
      (a, b) => direction * a.name.localeCompare(b.name, 'en') || a.id.localeCompare(b.id, 'en'),
    );
  }
  if (distance.size > 0) {
    return [...locations].sort((a, b) => (distance.get(a.id) ?? 0) - (distance.get(b.id) ?? 0));
  }
  return locations;
}
