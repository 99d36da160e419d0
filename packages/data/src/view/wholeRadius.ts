import { DEFAULT_RADIUS_MILES, MIN_RADIUS_MILES } from '../constants.ts';

/** A radius the service accepts: a whole number of miles, at least 1; not a number gives the default 10. */
export function wholeRadius(miles: number): number {
  return Number.isFinite(miles) ? Math.max(MIN_RADIUS_MILES, Math.round(miles)) : DEFAULT_RADIUS_MILES;
}
