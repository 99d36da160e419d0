import { distanceMiles } from '../geo/distanceMiles.ts';
import type { Coordinates, Location } from '../types/location.ts';
import type { Offer } from '../types/offer.ts';
import { presentText } from './presentText.ts';

/** Options of {@link locationView}. */
export interface LocationViewOptions {
  /** The user's position; with it (and the location's coordinates) the distance is known. */
  userPosition?: Coordinates;
}

/** What to draw for a merchant location (`LocationCard`). */
export interface LocationView {
  /** `attributes.name`. */
  name: string;
  /** The first address line: `street`, trimmed; absent when blank. */
  street?: string;
  /** The second address line: `"City, ST 94110"` from the trimmed parts present; absent when none is. */
  place?: string;
  /** `true` when there is an address line to draw. */
  hasAddress: boolean;
  /**
   * The phone number: `text` as the service wrote it, `href` a `tel:` link of its digits and `+`. Absent
   * when the number is blank or has no digit to dial.
   */
  phone?: { text: string; href: string };
  /** The service's opening-hours display lines (`weekdayText`), blank ones left out, in order. */
  hours: string[];
  /** Great-circle distance from the user in miles; absent without both positions. */
  distanceMiles?: number;
  /** The offers redeemable here (already resolved from `included`). */
  offers: Offer[];
}

/** The display of a location: address lines, phone link, hours and distance, with their fallbacks. */
export function locationView(location: Location, options: LocationViewOptions = {}): LocationView {
  const { name, address, phone, operationHours, coordinates } = location.attributes;
  const street = address?.street?.trim();
  const place = [
    address?.city?.trim(),
    [address?.state?.trim(), address?.zipCode?.trim()].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');
  const view: LocationView = {
    name,
    hasAddress: Boolean(street) || place !== '',
    hours: (operationHours?.weekdayText ?? []).filter((line) => presentText(line) !== undefined),
    offers: location.offers,
  };
  if (street) view.street = street;
  if (place !== '') view.place = place;
  const dial = presentText(phone)?.replace(/[^\d+]/g, '') ?? '';
  if (phone !== undefined && dial !== '') view.phone = { text: phone, href: `tel:${dial}` };
  const miles = distanceMiles(options.userPosition, coordinates);
  if (miles !== undefined) view.distanceMiles = miles;
  return view;
}
