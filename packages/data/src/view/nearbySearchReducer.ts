import type { Coordinates } from '../types/location.ts';
import { wholeRadius } from './wholeRadius.ts';

/**
 * Where the browser's geolocation stands:
 * - `idle`: not asked yet (the user has to press "Use my location");
 * - `prompt`: asked; the browser is showing its permission prompt or locating the user;
 * - `granted`: a position is known;
 * - `denied`: the user (or a policy) refused;
 * - `unavailable`: no geolocation here (no API, insecure page), or no fix could be had (time-out, no signal).
 */
export type GeolocationStatus = 'idle' | 'prompt' | 'granted' | 'denied' | 'unavailable';

/** The place filters of a nearby search. Trimmed once applied; `''` means none. */
export interface NearbyPlaces {
  /** `filter[city]`: narrows the result (case-insensitive substring). */
  city: string;
  /** `filter[zipCode]`: narrows the result (exact). */
  zipCode: string;
  /** `filter[state]`: narrows the result (exact, e.g. `CA`). */
  state: string;
}

/** One of the place filters. */
export type NearbyPlaceField = keyof NearbyPlaces;

/** What the browser has said about the user's position. */
export interface NearbyGeolocation {
  status: GeolocationStatus;
  /** The position once `granted`. */
  position: Coordinates | undefined;
  /** The id of the request whose answer is awaited; answers to any other request are stale and ignored. */
  attempt: number | undefined;
}

/** Everything a nearby search remembers between renders (see {@link nearbySearchReducer}). */
export interface NearbySearchState {
  geolocation: NearbyGeolocation;
  /** `filter[radius]`: whole miles of at least 1. */
  radius: number;
  /** The place filters the search uses (the last applied ones). */
  places: NearbyPlaces;
  /** The place filters as the user is typing them, applied on submit. */
  draft: NearbyPlaces;
}

/**
 * What can happen to a nearby search. The browser's answers carry the `attempt` id of the request they
 * answer, so that only the latest request decides.
 */
export type NearbySearchEvent =
  /** The browser has no geolocation here (no API, or an insecure page). */
  | { type: 'geolocationUnavailable' }
  /** Request `attempt` was sent to the browser; its answer is awaited. */
  | { type: 'locating'; attempt: number }
  /** The browser answered request `attempt` with a position. */
  | { type: 'located'; attempt: number; position: Coordinates }
  /** The browser failed request `attempt`; `code` is `GeolocationPositionError.code` (1 = permission denied). */
  | { type: 'locateFailed'; attempt: number; code: number }
  /** The site's geolocation permission is (now) this, from the Permissions API. */
  | { type: 'permissionChanged'; permission: 'granted' | 'denied' | 'prompt' }
  /** The user chose a radius, in miles. */
  | { type: 'radiusChanged'; miles: number }
  /** The user typed into a place filter. */
  | { type: 'placeEdited'; field: NearbyPlaceField; value: string }
  /** The user submitted the place filters. */
  | { type: 'placesApplied' }
  /** The user cleared the place filters. */
  | { type: 'placesCleared' };

/** `GeolocationPositionError.PERMISSION_DENIED`; the other codes (2, 3) mean no fix could be had. */
const PERMISSION_DENIED = 1;

const NO_PLACES: NearbyPlaces = { city: '', zipCode: '', state: '' };

/** The state of a new nearby search: nothing asked, no place filters, `defaultRadius` as whole miles. */
export function initialNearbySearchState(defaultRadius: number): NearbySearchState {
  return {
    geolocation: { status: 'idle', position: undefined, attempt: undefined },
    radius: wholeRadius(defaultRadius),
    places: NO_PLACES,
    draft: NO_PLACES,
  };
}

/**
 * Place filters as typed: trimmed, and a two-letter state upper-cased because the service matches state
 * codes exactly (`ca` would find nothing where `CA` finds California's merchants).
 */
function cleanPlaces(input: NearbyPlaces): NearbyPlaces {
  const state = input.state.trim();
  return {
    city: input.city.trim(),
    zipCode: input.zipCode.trim(),
    state: /^[a-z]{2}$/i.test(state) ? state.toUpperCase() : state,
  };
}

function nextGeolocation(geolocation: NearbyGeolocation, event: NearbySearchEvent): NearbyGeolocation {
  switch (event.type) {
    case 'geolocationUnavailable':
      return { ...geolocation, status: 'unavailable', attempt: undefined };
    case 'locating':
      return { ...geolocation, status: 'prompt', attempt: event.attempt };
    case 'located':
      if (event.attempt !== geolocation.attempt) return geolocation;
      return { status: 'granted', position: event.position, attempt: undefined };
    case 'locateFailed':
      if (event.attempt !== geolocation.attempt) return geolocation;
      return {
        ...geolocation,
        status: event.code === PERMISSION_DENIED ? 'denied' : 'unavailable',
        attempt: undefined,
      };
    case 'permissionChanged':
      // Withdrawn: forget the position and ignore any answer still on its way.
      if (event.permission === 'denied') return { status: 'denied', position: undefined, attempt: undefined };
      // Reset to "ask me": the button may ask again. A grant is followed by a request (the caller's effect).
      if (event.permission === 'prompt' && geolocation.status === 'denied') {
        return { ...geolocation, status: 'idle' };
      }
      return geolocation;
    default:
      return geolocation;
  }
}

/**
 * The transitions of a nearby search, for `useReducer`: the browser's geolocation answers (only the latest
 * request counts, and a withdrawn permission drops the position), the radius (whole miles of at least 1),
 * and the place filters (typed into a draft, trimmed and applied on submit, cleared together). Returns the
 * same state object when nothing changes, so React skips the render.
 */
export function nearbySearchReducer(state: NearbySearchState, event: NearbySearchEvent): NearbySearchState {
  switch (event.type) {
    case 'radiusChanged': {
      const radius = wholeRadius(event.miles);
      return radius === state.radius ? state : { ...state, radius };
    }
    case 'placeEdited':
      if (state.draft[event.field] === event.value) return state;
      return { ...state, draft: { ...state.draft, [event.field]: event.value } };
    case 'placesApplied': {
      const places = cleanPlaces(state.draft);
      return { ...state, places, draft: places };
    }
    case 'placesCleared':
      return { ...state, places: NO_PLACES, draft: NO_PLACES };
    default: {
      const geolocation = nextGeolocation(state.geolocation, event);
      return geolocation === state.geolocation ? state : { ...state, geolocation };
    }
  }
}
