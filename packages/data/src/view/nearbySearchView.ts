import { DEFAULT_RADIUS_OPTIONS } from '../constants.ts';
import type { LocationsQuery } from '../request/buildLocationsRequest.ts';
import type { Coordinates } from '../types/location.ts';
import type {
  GeolocationStatus,
  NearbyPlaceField,
  NearbyPlaces,
  NearbySearchState,
} from './nearbySearchReducer.ts';
import { wholeRadius } from './wholeRadius.ts';

/** What {@link nearbySearchView} needs besides the state: the host's settings. */
export interface NearbySearchViewOptions {
  /** A position from the host; when given, the browser is never asked. */
  position?: Coordinates;
  /**
   * Whether the browser's geolocation may be used.
   * @default false
   */
  allowGeolocation?: boolean;
  /**
   * Radius choices in miles.
   * @default DEFAULT_RADIUS_OPTIONS
   */
  radiusOptions?: readonly number[];
  /** `page[size]` of the locations list. */
  pageSize?: number;
}

/**
 * Where the position comes from, for a `data-geolocation` attribute: `given` by the host, `off` when the
 * browser may not be asked, else the browser's {@link GeolocationStatus}.
 */
export type NearbyGeolocationState = 'given' | 'off' | GeolocationStatus;

/** A message of the nearby view, by the name of its label. */
export type NearbyMessageKey =
  | 'locationGiven'
  | 'locationIntro'
  | 'locationFallback'
  | 'locating'
  | 'locationDenied'
  | 'locationUnavailable';

/** The locations request of a nearby search (the `LocationsQuery` fields it sets). */
export type NearbyLocationsQuery = Pick<
  LocationsQuery,
  'latitude' | 'longitude' | 'radius' | 'city' | 'zipCode' | 'state' | 'sort' | 'pageSize'
>;

/** What to draw and request for a nearby search (`NearbyView`). */
export interface NearbySearchView {
  /** Where the position comes from (`data-geolocation`). */
  geolocation: NearbyGeolocationState;
  /** Whether the browser's geolocation is in play: allowed, and no position from the host. */
  usesBrowser: boolean;
  /** Whether to offer the "Use my location" button: the browser may be asked and is not busy or done. */
  canLocate: boolean;
  /** The status message: the labels to show, in order, joined by a space. */
  message: readonly NearbyMessageKey[];
  /** The search centre: the host's position, else the browser's once granted. */
  center: Coordinates | undefined;
  /** The selected radius, whole miles. */
  radius: number;
  /** The radius menu's choices (whole miles, sorted, each once, with the selected one); empty without a centre. */
  radiusChoices: readonly number[];
  /** The place filters as being typed. */
  draft: NearbyPlaces;
  /** Whether an applied city, zip code or state narrows the result. */
  hasPlaceFilters: boolean;
  /**
   * The locations request: a radius search around the centre when there is one; without one, the place
   * filters alone, sorted by name.
   */
  query: NearbyLocationsQuery;
  /** Whether to request at all: there is a centre or a place filter. Nothing is asked for until then. */
  searching: boolean;
}

const MESSAGES: Record<'given' | 'off' | GeolocationStatus, readonly NearbyMessageKey[]> = {
  given: ['locationGiven'],
  off: ['locationIntro', 'locationFallback'],
  idle: ['locationIntro'],
  prompt: ['locating'],
  granted: ['locationGiven'],
  denied: ['locationDenied'],
  unavailable: ['locationUnavailable', 'locationFallback'],
};

const NO_CHOICES: readonly number[] = [];

const PLACE_FIELDS: readonly NearbyPlaceField[] = ['city', 'zipCode', 'state'];

function radiusChoices(options: readonly number[] | undefined, selected: number): number[] {
  const base = options?.length ? options : DEFAULT_RADIUS_OPTIONS;
  return [...new Set([...base, selected].map(wholeRadius))].sort((a, b) => a - b);
}

function locationsQuery(
  center: Coordinates | undefined,
  radius: number,
  places: NearbyPlaces,
  pageSize: number | undefined,
): NearbyLocationsQuery {
  const query: NearbyLocationsQuery = {};
  if (center !== undefined) {
    query.latitude = center.latitude;
    query.longitude = center.longitude;
    query.radius = wholeRadius(radius);
  } else {
    // Without a centre the service narrows every location; by name reads better than its own order.
    query.sort = 'locationName';
  }
  for (const field of PLACE_FIELDS) if (places[field] !== '') query[field] = places[field];
  if (pageSize !== undefined) query.pageSize = pageSize;
  return query;
}

/**
 * The display and request of a nearby search, from its state and the host's settings: where the position
 * comes from and what to say about it, whether to offer "Use my location", the radius menu's choices, and
 * the locations request (held until there is a centre or a place).
 */
export function nearbySearchView(
  state: NearbySearchState,
  { position, allowGeolocation = false, radiusOptions, pageSize }: NearbySearchViewOptions = {},
): NearbySearchView {
  const usesBrowser = allowGeolocation && position === undefined;
  const status = state.geolocation.status;
  const geolocation: NearbyGeolocationState =
    position !== undefined ? 'given' : allowGeolocation ? status : 'off';
  const center = position ?? (usesBrowser ? state.geolocation.position : undefined);
  const { places } = state;
  const hasPlaceFilters = PLACE_FIELDS.some((field) => places[field] !== '');
  return {
    geolocation,
    usesBrowser,
    canLocate: usesBrowser && status !== 'prompt' && status !== 'granted',
    message: MESSAGES[geolocation],
    center,
    radius: state.radius,
    radiusChoices: center === undefined ? NO_CHOICES : radiusChoices(radiusOptions, state.radius),
    draft: state.draft,
    hasPlaceFilters,
    query: locationsQuery(center, state.radius, places, pageSize),
    searching: center !== undefined || hasPlaceFilters,
  };
}
