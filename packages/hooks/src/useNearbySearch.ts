'use client';

import {
  type Coordinates,
  DEFAULT_RADIUS_MILES,
  initialNearbySearchState,
  type Location,
  type NearbyContent,
  type NearbyGeolocationState,
  type NearbyPlaceField,
  type NearbySearchView,
  nearbyContent,
  nearbySearchReducer,
  nearbySearchView,
  sortLocationsByDistance,
} from '@offerkit/data';
import { type ChangeEvent, type FormEvent, useCallback, useId, useMemo, useReducer } from 'react';
import { useBrowserGeolocation } from './internal/useBrowserGeolocation.ts';
import type { StatusNoticeState } from './StatusNoticeState.ts';
import { type UseLocationsResult, useLocations } from './useLocations.ts';

/** Options of {@link useNearbySearch}: the host's settings of the nearby search. */
export interface UseNearbySearchOptions {
  /** A position from the host; when given, the browser is never asked. */
  position?: Coordinates;
  /**
   * Whether the browser's geolocation may be used (after the user asks, or at once when the site already
   * has the permission).
   * @default false
   */
  allowGeolocation?: boolean;
  /**
   * Time allowed for the browser to find the position, in milliseconds.
   * @default 15000
   */
  geolocationTimeoutMs?: number;
  /**
   * Initial radius, in miles (made whole, at least 1).
   * @default DEFAULT_RADIUS_MILES (10)
   */
  defaultRadius?: number;
  /**
   * Radius choices, in miles.
   * @default DEFAULT_RADIUS_OPTIONS
   */
  radiusOptions?: readonly number[];
  /** `page[size]` of the locations list. */
  pageSize?: number;
  /**
   * Whether the browser reports a network connection (decides the offline state).
   * @default true
   */
  online?: boolean;
}

/** What a host's map gets: the search centre and radius, the locations, and a way to focus one. */
export interface NearbySearchMap {
  /** The search centre: the host's `position` or the browser's; `undefined` for a place-only search. */
  center: Coordinates | undefined;
  /** The search radius in miles (meaningful with a `center`). */
  radiusMiles: number;
  /** The loaded locations, nearest first, each with its offers. */
  locations: readonly Location[];
  /** Scrolls to a location's card in the list and focuses it (e.g. when its marker is clicked). */
  selectLocation: (locationId: string) => void;
}

/** Props of one place filter: its label and its text input. */
export interface NearbyPlaceFieldProps {
  /** Which filter (`city`, `zipCode`, `state`). */
  field: NearbyPlaceField;
  /** For the `<label>`. */
  labelProps: { htmlFor: string };
  /** For the `<input>`: id, name, autofill hint, keyboard, and the draft value with its change handler. */
  inputProps: {
    id: string;
    name: NearbyPlaceField;
    autoComplete: string;
    inputMode?: 'numeric';
    value: string;
    onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  };
}

/** Props of the element around one location, the target `selectLocation` scrolls to and focuses. */
export interface NearbyLocationTargetProps {
  id: string;
  tabIndex: -1;
  'data-location-id': string;
}

/** What {@link useNearbySearch} returns: the view, the list, and props for each element of a nearby view. */
export interface UseNearbySearchResult {
  /** Every decision of the search (position source, message, radius choices, request); see `nearbySearchView`. */
  view: NearbySearchView;
  /** The locations list (spread `list.listProps` onto `LocationList`). */
  list: UseLocationsResult;
  /** The loaded locations, nearest first from the centre (the service's order without one). */
  locations: Location[];
  /** What to draw below the controls (see `nearbyContent`). */
  content: NearbyContent;
  /** Whether an answer is loaded (status notices say "offline" over it rather than instead of it). */
  hasData: boolean;
  /** For the view's status notices (offline, slow response). */
  statusProps: StatusNoticeState;
  /** For the view's root: where the position comes from. */
  rootProps: { 'data-geolocation': NearbyGeolocationState };
  /** For the "Use my location" button (draw it when `view.canLocate`). */
  locateButtonProps: { type: 'button'; onClick: () => void };
  /** For the radius menu's `<label>`. */
  radiusLabelProps: { htmlFor: string };
  /** For the radius `<select>` (its options are `view.radiusChoices`). */
  radiusSelectProps: {
    id: string;
    value: number;
    onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  };
  /** For the place filters' `<form>`: submitting applies the draft. */
  placesFormProps: { onSubmit: (event: FormEvent) => void };
  /** The place filters in order: city, zip code, state. */
  placeFields: readonly NearbyPlaceFieldProps[];
  /** For a "Clear filters" button (draw it when `view.hasPlaceFilters`). */
  clearPlacesButtonProps: { type: 'button'; onClick: () => void };
  /** What a host's map gets. */
  map: NearbySearchMap;
  /** Props of the element around the location with this id. */
  locationTargetProps: (locationId: string) => NearbyLocationTargetProps;
}

/** A cached position up to five minutes old is still where the user is, closely enough for "nearby". */
const MAXIMUM_POSITION_AGE_MS = 5 * 60_000;

const PLACE_INPUTS: readonly {
  field: NearbyPlaceField;
  autoComplete: string;
  inputMode?: 'numeric';
}[] = [
  { field: 'city', autoComplete: 'address-level2' },
  { field: 'zipCode', autoComplete: 'postal-code', inputMode: 'numeric' },
  { field: 'state', autoComplete: 'address-level1' },
];

const locationTarget = (idPrefix: string, locationId: string) => `${idPrefix}-location-${locationId}`;

/**
 * The state machine of a nearby view: the position (the host's, or the browser's behind an explicit
 * permission state that follows the browser's settings), the radius, the city / zip code / state filters
 * (typed, then applied), and the locations list they request, nearest first. The rules are data's
 * `nearbySearchReducer` / `nearbySearchView`; this hook holds the state, talks to the browser and returns
 * prop objects, so a component only maps them to markup.
 *
 * ```tsx
 * const search = useNearbySearch({ allowGeolocation: true });
 * return (
 *   <div {...search.rootProps}>
 *     {search.view.canLocate && <button {...search.locateButtonProps}>Use my location</button>}
 *     <LocationList {...search.list.listProps} locations={search.locations} userPosition={search.view.center} />
 *   </div>
 * );
 * ```
 */
export function useNearbySearch({
  position,
  allowGeolocation = false,
  geolocationTimeoutMs = 15_000,
  defaultRadius = DEFAULT_RADIUS_MILES,
  radiusOptions,
  pageSize,
  online = true,
}: UseNearbySearchOptions = {}): UseNearbySearchResult {
  const id = useId();
  const [state, dispatch] = useReducer(nearbySearchReducer, defaultRadius, initialNearbySearchState);
  const view = useMemo(
    () => nearbySearchView(state, { position, allowGeolocation, radiusOptions, pageSize }),
    [state, position, allowGeolocation, radiusOptions, pageSize],
  );
  const locate = useBrowserGeolocation(dispatch, {
    enabled: view.usesBrowser,
    timeoutMs: geolocationTimeoutMs,
    maximumAgeMs: MAXIMUM_POSITION_AGE_MS,
  });
  const list = useLocations({ ...view.query, enabled: view.searching });
  const { center } = view;
  const locations = useMemo(() => sortLocationsByDistance(list.locations, center), [list.locations, center]);

  const selectLocation = useCallback(
    (locationId: string) => {
      const target = document.getElementById(locationTarget(id, locationId));
      if (target === null) return;
      target.scrollIntoView?.({ block: 'nearest' });
      target.focus({ preventScroll: true });
    },
    [id],
  );
  const clearPlaces = useCallback(() => dispatch({ type: 'placesCleared' }), []);
  const map = useMemo<NearbySearchMap>(
    () => ({ center, radiusMiles: view.radius, locations, selectLocation }),
    [center, view.radius, locations, selectLocation],
  );

  const hasData = view.searching && list.status === 'success';
  return {
    view,
    list,
    locations,
    content: nearbyContent({
      searching: view.searching,
      online,
      status: list.status,
      count: locations.length,
    }),
    hasData,
    statusProps: { online, hasContent: hasData, busy: list.isFetching },
    rootProps: { 'data-geolocation': view.geolocation },
    locateButtonProps: { type: 'button', onClick: locate },
    radiusLabelProps: { htmlFor: `${id}-radius` },
    radiusSelectProps: {
      id: `${id}-radius`,
      value: view.radius,
      onChange: (event) => dispatch({ type: 'radiusChanged', miles: Number(event.target.value) }),
    },
    placesFormProps: {
      onSubmit: (event) => {
        event.preventDefault();
        dispatch({ type: 'placesApplied' });
      },
    },
    placeFields: PLACE_INPUTS.map(({ field, autoComplete, inputMode }) => ({
      field,
      labelProps: { htmlFor: `${id}-${field}` },
      inputProps: {
        id: `${id}-${field}`,
        name: field,
        autoComplete,
        ...(inputMode !== undefined && { inputMode }),
        value: view.draft[field],
        onChange: (event: ChangeEvent<HTMLInputElement>) =>
          dispatch({ type: 'placeEdited', field, value: event.target.value }),
      },
    })),
    clearPlacesButtonProps: { type: 'button', onClick: clearPlaces },
    map,
    locationTargetProps: (locationId) => ({
      id: locationTarget(id, locationId),
      tabIndex: -1,
      'data-location-id': locationId,
    }),
  };
}
