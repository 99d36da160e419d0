import { RewardsRequestError } from '../errors/RewardsRequestError.ts';
import type { SupportedComponent } from '../types/components.ts';
import { addInclude, mustBe, type QueryBuilder, requireOneOf } from './base.ts';
import { LOCATIONS_PATH } from './serviceRoutes.ts';
import { type UserListBuilder, userListRequest } from './userListRequest.ts';
import { withPageLink } from './withPageLink.ts';

/** Sort orders of Get Locations by User. */
export type LocationSort = 'locationName' | '-locationName';

/** What Get Locations by User can include. */
export type LocationInclude = 'offers' | 'categories';

/** The sort orders {@link buildLocationsRequest} accepts. */
export const LOCATION_SORTS: readonly LocationSort[] = ['locationName', '-locationName'];

/** Query of the service's Get Locations by User (radius, address and name filters). Every member is optional; empty string filters are left out. */
export interface LocationsQuery {
  /** Components of the included offers, sent once each in this order. */
  supportedComponents?: readonly SupportedComponent[];
  /**
   * `include`, comma-separated.
   * @default ['offers', 'categories']
   */
  include?: readonly LocationInclude[];
  /** `filter[latitude]`: radius search centre; requires `longitude`. */
  latitude?: number;
  /** `filter[longitude]`: radius search centre; requires `latitude`. */
  longitude?: number;
  /** `filter[radius]` in whole miles (minimum 1; the service defaults to 10); requires both coordinates. */
  radius?: number;
  /** `filter[city]`: narrows the result (case-insensitive substring). */
  city?: string;
  /** `filter[zipCode]`: narrows the result (exact). */
  zipCode?: string;
  /** `filter[state]`: narrows the result (exact). */
  state?: string;
  /** `filter[name]`: location name. */
  name?: string;
  /** `filter[category]`: one category name. */
  category?: string;
  /** `sort`. */
  sort?: LocationSort;
  /** `page[size]`: a positive integer. */
  pageSize?: number;
  /** `page[after]`: the cursor of `links.next`. */
  after?: string;
  /** `page[before]`: the cursor of `links.prev`. */
  before?: string;
  /**
   * `links.next` (or `links.prev`) of an earlier page of this list. When given, the request is that link
   * with its path and query exactly as the service wrote them (cursor, page size, filters and components
   * are not rebuilt, re-encoded or reordered), and the other members are not used: the link already
   * carries them. It must name this user's list under the base URL's origin and path prefix, or the
   * request is refused before sending.
   */
  pageLink?: string;
}

const DEFAULT_INCLUDE: readonly LocationInclude[] = ['offers', 'categories'];

/**
 * `GET {base}/v2/issuers/{organizationId}/users/{userId}/locations?…`. Parameters are written in a fixed
 * order: supportedComponents, include, filter[name], filter[latitude], filter[longitude], filter[radius],
 * filter[city], filter[zipCode], filter[state], filter[category], sort, page[size], page[after], page[before].
 * An empty `include` array sends no `include`.
 *
 * @throws {RewardsRequestError} for an unknown component, include or sort value, coordinates given alone,
 * a radius without coordinates or below 1, a bad page size, or an invalid base URL or id; for a `pageLink`
 * that is not a page of this user's list under the base URL.
 */
export const buildLocationsRequest: UserListBuilder<LocationsQuery> = /* @__PURE__ */ withPageLink(
  LOCATIONS_PATH,
  /* @__PURE__ */ userListRequest<LocationsQuery>(LOCATIONS_PATH, (params, query) => {
    addInclude(params, query.include ?? DEFAULT_INCLUDE, DEFAULT_INCLUDE);
    params.filter('name', query.name);
    addRadiusSearch(params, query);
    params.filter('city', query.city);
    params.filter('zipCode', query.zipCode);
    params.filter('state', query.state);
    params.filter('category', query.category);
    params.add('sort', requireOneOf(query.sort, LOCATION_SORTS, 'sort'));
  }),
);

function addRadiusSearch(params: QueryBuilder, query: LocationsQuery): void {
  const { latitude, longitude, radius } = query;
  if ((latitude === undefined) !== (longitude === undefined)) {
    throw new RewardsRequestError(
      'latitude and longitude go together: give both for a radius search, or neither.',
    );
  }
  if (latitude !== undefined && !(Number.isFinite(latitude) && Math.abs(latitude) <= 90)) {
    throw mustBe('latitude', 'a number from -90 to 90', latitude);
  }
  if (longitude !== undefined && !(Number.isFinite(longitude) && Math.abs(longitude) <= 180)) {
    throw mustBe('longitude', 'a number from -180 to 180', longitude);
  }
  if (radius !== undefined) {
    if (latitude === undefined) {
      throw new RewardsRequestError(
        'radius needs latitude and longitude: the service ignores it without them.',
      );
    }
    if (!(Number.isInteger(radius) && radius >= 1)) {
      throw mustBe('radius', 'a whole number of miles, at least 1', radius);
    }
  }
  params.filter('latitude', latitude);
  params.filter('longitude', longitude);
  params.filter('radius', radius);
}
