import type { Coordinates, Location } from '../types/location.ts';
import { distanceMiles } from './distanceMiles.ts';

/**
 * Locations nearest first from `position` (haversine miles). Locations without usable coordinates follow
 * the others, and equal distances keep the service's order, so the result is stable as pages arrive.
 * Without a position the order is the service's. Returns a new array; the input is not changed.
 */
export function sortLocationsByDistance(
  locations: readonly Location[],
  position: Coordinates | undefined,
): Location[] {
  if (position === undefined) return [...locations];
  return locations
    .map((location, index) => ({
      location,
      index,
      miles: distanceMiles(position, location.attributes.coordinates) ?? Number.POSITIVE_INFINITY,
    }))
    .sort((a, b) => a.miles - b.miles || a.index - b.index)
    .map((entry) => entry.location);
}
