import type { Coordinates } from '@offerkit/data';

const EARTH_RADIUS_MILES = 3958.8;
const radians = (degrees: number): number => (degrees * Math.PI) / 180;

/** Great-circle distance between two points, in miles. */
export function haversineMiles(from: Coordinates, to: Coordinates): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(a)));
}
