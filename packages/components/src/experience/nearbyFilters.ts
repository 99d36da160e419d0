import { type Coordinates, DEFAULT_RADIUS_MILES, MIN_RADIUS_MILES } from '@offerkit/data';
import type { UseLocationsParams } from '@offerkit/hooks';

/** What the nearby view narrows locations by. Text filters are trimmed; `''` means none. */
export interface NearbyFilters {
  /** `filter[radius]` in whole miles around the position. */
  radius: number;
  /** `filter[city]`: narrows the result (case-insensitive substring). */
  city: string;
  /** `filter[zipCode]`: narrows the result (exact). */
  zipCode: string;
  /** `filter[state]`: narrows the result (exact, e.g. `CA`). */
  state: string;
}

/** The radius choices offered when the host gives none, in miles. */
export const DEFAULT_RADIUS_OPTIONS: readonly number[] = [1, 5, 10, 25, 50];

/** A radius the service accepts: a whole number of miles, at least 1. */
export function wholeRadius(miles: number): number {
  return Number.isFinite(miles) ? Math.max(MIN_RADIUS_MILES, Math.round(miles)) : DEFAULT_RADIUS_MILES;
}

/**
 * The radius menu's choices: the host's (or the default ones) as whole miles of at least 1, sorted, each
 * once, always including the selected radius.
 */
export function radiusChoices(options: readonly number[] | undefined, selected: number): number[] {
  const base = options !== undefined && options.length > 0 ? options : DEFAULT_RADIUS_OPTIONS;
  return [...new Set([...base, selected].map(wholeRadius))].sort((a, b) => a - b);
}

/**
 * Place filters as typed: trimmed, and a two-letter state upper-cased because the service matches state
 * codes exactly (`ca` would find nothing where `CA` finds California's merchants).
 */
export function cleanPlaceFilters(input: Pick<NearbyFilters, 'city' | 'zipCode' | 'state'>) {
  const state = input.state.trim();
  return {
    city: input.city.trim(),
    zipCode: input.zipCode.trim(),
    state: /^[a-z]{2}$/i.test(state) ? state.toUpperCase() : state,
  };
}

/** Whether a city, zip code or state narrows the result. */
export function hasPlaceFilters(filters: NearbyFilters): boolean {
  return filters.city !== '' || filters.zipCode !== '' || filters.state !== '';
}

/**
 * The `useLocations` parameters: a radius search around the position when there is one; without one, the
 * place filters alone (the service then narrows every location, sorted by name). `enabled` is false when
 * there is neither, so nothing is requested until the user gives a position or a place.
 */
export function nearbyParams(
  position: Coordinates | undefined,
  filters: NearbyFilters,
  pageSize?: number,
): UseLocationsParams {
  const params: UseLocationsParams = {};
  if (position !== undefined) {
    params.latitude = position.latitude;
    params.longitude = position.longitude;
    params.radius = wholeRadius(filters.radius);
  } else {
    params.sort = 'locationName';
  }
  if (filters.city !== '') params.city = filters.city;
  if (filters.zipCode !== '') params.zipCode = filters.zipCode;
  if (filters.state !== '') params.state = filters.state;
  if (pageSize !== undefined) params.pageSize = pageSize;
  params.enabled = position !== undefined || hasPlaceFilters(filters);
  return params;
}
