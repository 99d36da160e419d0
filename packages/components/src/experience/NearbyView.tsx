'use client';
import { type Coordinates, type Location, type Offer, sortLocationsByDistance } from '@offerkit/data';
import { useLocations } from '@offerkit/hooks';
import {
  type FormEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  useCallback,
  useId,
  useMemo,
  useState,
} from 'react';
import type { HeadingLevel } from '../internal/Heading.tsx';
import { LocationCard } from '../LocationCard.tsx';
import { LocationList } from '../LocationList.tsx';
import { ExperienceState } from './ExperienceState.tsx';
import type { ExperienceLabels } from './experienceLabels.ts';
import {
  cleanPlaceFilters,
  hasPlaceFilters,
  type NearbyFilters,
  nearbyParams,
  radiusChoices,
  wholeRadius,
} from './nearbyFilters.ts';
import { StatusNotices } from './StatusNotices.tsx';
import { type GeolocationStatus, useGeolocation } from './useGeolocation.ts';

/** What a host's map gets through `renderMap`. */
export interface NearbyMapProps {
  /** The search centre: the host's `position` or the browser's; `undefined` for a place-only search. */
  center: Coordinates | undefined;
  /** The search radius in miles (meaningful with a `center`). */
  radiusMiles: number;
  /** The loaded locations, nearest first, each with its offers. */
  locations: readonly Location[];
  /** Scrolls to a location's card in the list and focuses it (e.g. when its marker is clicked). */
  selectLocation: (locationId: string) => void;
}

export interface NearbyViewProps {
  /** A position from the host; when given, the browser is never asked. */
  position: Coordinates | undefined;
  /** Whether the browser's geolocation may be used (after the user presses the button). */
  allowGeolocation: boolean;
  /** Time allowed for the browser to find the position, in milliseconds. */
  geolocationTimeoutMs: number;
  /** Initial radius in miles. */
  defaultRadius: number;
  /** Radius choices in miles. */
  radiusOptions: readonly number[] | undefined;
  /** Page size of the locations list. */
  pageSize: number | undefined;
  autoLoadMore: boolean;
  /** A host's map, drawn above the list. */
  renderMap: ((map: NearbyMapProps) => ReactNode) | undefined;
  labels: ExperienceLabels;
  online: boolean;
  slowResponseMs: number;
  headingLevel: HeadingLevel;
  locale: string | undefined;
  currency: string | undefined;
  getOfferHref: ((offer: Offer) => string | undefined) | undefined;
  onOpenOffer: (offer: Offer, event: MouseEvent<HTMLElement>) => void;
}

const locationTarget = (idPrefix: string, locationId: string) => `${idPrefix}-location-${locationId}`;

function locationMessage(
  labels: ExperienceLabels,
  given: boolean,
  allowed: boolean,
  status: GeolocationStatus,
): string {
  if (given) return labels.locationGiven;
  if (!allowed) return `${labels.locationIntro} ${labels.locationFallback}`;
  switch (status) {
    case 'idle':
      return labels.locationIntro;
    case 'prompt':
      return labels.locating;
    case 'granted':
      return labels.locationGiven;
    case 'denied':
      return labels.locationDenied;
    case 'unavailable':
      return `${labels.locationUnavailable} ${labels.locationFallback}`;
  }
}

/**
 * The nearby view: merchant locations around a position (the host's `position`, or the browser's after
 * the user allows it), a radius menu, city / zip code / state filters, the locations nearest first with
 * their offers, and an optional host map. Without any position the place filters still search.
 */
export function NearbyView({
  position,
  allowGeolocation,
  geolocationTimeoutMs,
  defaultRadius,
  radiusOptions,
  pageSize,
  autoLoadMore,
  renderMap,
  labels,
  online,
  slowResponseMs,
  headingLevel,
  locale,
  currency,
  getOfferHref,
  onOpenOffer,
}: NearbyViewProps): ReactElement {
  const id = useId();
  const given = position !== undefined;
  const geo = useGeolocation({
    enabled: allowGeolocation && !given,
    timeoutMs: geolocationTimeoutMs,
    maximumAgeMs: 5 * 60_000,
  });
  const center = position ?? geo.position;

  const [filters, setFilters] = useState<NearbyFilters>(() => ({
    radius: wholeRadius(defaultRadius),
    city: '',
    zipCode: '',
    state: '',
  }));
  const [draft, setDraft] = useState({ city: '', zipCode: '', state: '' });

  const params = nearbyParams(center, filters, pageSize);
  const list = useLocations(params);
  const locations = useMemo(() => sortLocationsByDistance(list.locations, center), [list.locations, center]);
  const searching = params.enabled !== false;
  const hasData = searching && list.status === 'success';
  const cardLevel = Math.min(headingLevel + 1, 5) as Exclude<HeadingLevel, 6>;

  const selectLocation = useCallback(
    (locationId: string) => {
      const target = document.getElementById(locationTarget(id, locationId));
      if (target === null) return;
      target.scrollIntoView?.({ block: 'nearest' });
      target.focus({ preventScroll: true });
    },
    [id],
  );

  const applyPlaces = (event: FormEvent) => {
    event.preventDefault();
    const places = cleanPlaceFilters(draft);
    setDraft(places);
    setFilters((previous) => ({ ...previous, ...places }));
  };

  const clearPlaces = () => {
    const places = { city: '', zipCode: '', state: '' };
    setDraft(places);
    setFilters((previous) => ({ ...previous, ...places }));
  };

  const askable = allowGeolocation && !given && geo.status !== 'prompt' && geo.status !== 'granted';
  const message = locationMessage(labels, given, allowGeolocation, geo.status);

  return (
    <div className="ok-NearbyView" data-geolocation={given ? 'given' : allowGeolocation ? geo.status : 'off'}>
      <div className="ok-NearbyView-location">
        <p className="ok-NearbyView-locationText" role="status">
          {message}
        </p>
        {askable && (
          <button type="button" className="ok-NearbyView-locate" onClick={geo.request}>
            <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
              <path d="M10 1.5a.75.75 0 0 1 .75.75v1.29a6.5 6.5 0 0 1 5.71 5.71h1.29a.75.75 0 0 1 0 1.5h-1.29a6.5 6.5 0 0 1-5.71 5.71v1.29a.75.75 0 0 1-1.5 0v-1.29a6.5 6.5 0 0 1-5.71-5.71H2.25a.75.75 0 0 1 0-1.5h1.29a6.5 6.5 0 0 1 5.71-5.71V2.25A.75.75 0 0 1 10 1.5Zm0 3.5a5 5 0 1 0 0 10 5 5 0 0 0 0-10Zm0 2.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5Z" />
            </svg>
            {labels.useMyLocation}
          </button>
        )}
      </div>
      <div className="ok-NearbyView-controls">
        {center !== undefined && (
          <div className="ok-NearbyView-radius">
            <label className="ok-NearbyView-label" htmlFor={`${id}-radius`}>
              {labels.radiusLabel}
            </label>
            <select
              id={`${id}-radius`}
              className="ok-NearbyView-select"
              value={filters.radius}
              onChange={(event) => {
                const radius = wholeRadius(Number(event.target.value));
                setFilters((previous) => ({ ...previous, radius }));
              }}
            >
              {radiusChoices(radiusOptions, filters.radius).map((miles) => (
                <option key={miles} value={miles}>
                  {labels.radiusOption(miles, locale)}
                </option>
              ))}
            </select>
          </div>
        )}
        <form className="ok-NearbyView-places" onSubmit={applyPlaces}>
          <fieldset className="ok-NearbyView-fieldset">
            <legend className="ok-NearbyView-legend">{labels.placeFiltersLabel}</legend>
            <div className="ok-NearbyView-fields">
              <div className="ok-NearbyView-field" data-field="city">
                <label className="ok-NearbyView-label" htmlFor={`${id}-city`}>
                  {labels.cityLabel}
                </label>
                <input
                  id={`${id}-city`}
                  className="ok-NearbyView-input"
                  name="city"
                  autoComplete="address-level2"
                  value={draft.city}
                  onChange={(event) => setDraft({ ...draft, city: event.target.value })}
                />
              </div>
              <div className="ok-NearbyView-field" data-field="zipCode">
                <label className="ok-NearbyView-label" htmlFor={`${id}-zip`}>
                  {labels.zipCodeLabel}
                </label>
                <input
                  id={`${id}-zip`}
                  className="ok-NearbyView-input"
                  name="zipCode"
                  autoComplete="postal-code"
                  inputMode="numeric"
                  value={draft.zipCode}
                  onChange={(event) => setDraft({ ...draft, zipCode: event.target.value })}
                />
              </div>
              <div className="ok-NearbyView-field" data-field="state">
                <label className="ok-NearbyView-label" htmlFor={`${id}-state`}>
                  {labels.stateLabel}
                </label>
                <input
                  id={`${id}-state`}
                  className="ok-NearbyView-input"
                  name="state"
                  autoComplete="address-level1"
                  value={draft.state}
                  onChange={(event) => setDraft({ ...draft, state: event.target.value })}
                />
              </div>
              <div className="ok-NearbyView-actions">
                <button type="submit" className="ok-NearbyView-apply">
                  {labels.applyFilters}
                </button>
                {hasPlaceFilters(filters) && (
                  <button type="button" className="ok-NearbyView-clear" onClick={clearPlaces}>
                    {labels.clearFilters}
                  </button>
                )}
              </div>
            </div>
          </fieldset>
        </form>
      </div>
      {searching && (
        <>
          <StatusNotices
            labels={labels}
            online={online}
            hasContent={hasData}
            busy={list.isFetching}
            slowResponseMs={slowResponseMs}
          />
          {renderMap !== undefined && (
            <div className="ok-NearbyView-map">
              {renderMap({ center, radiusMiles: filters.radius, locations, selectLocation })}
            </div>
          )}
          {!online && !hasData ? (
            <ExperienceState
              kind="offline"
              title={labels.offlineTitle}
              text={labels.offlineText}
              headingLevel={cardLevel}
            />
          ) : hasData && locations.length === 0 ? (
            <ExperienceState
              kind="location"
              title={labels.nearbyEmptyTitle}
              text={labels.nearbyEmptyText}
              headingLevel={cardLevel}
              action={
                hasPlaceFilters(filters) ? (
                  <button type="button" className="ok-ExperienceState-action" onClick={clearPlaces}>
                    {labels.clearFilters}
                  </button>
                ) : undefined
              }
            />
          ) : (
            <LocationList
              locations={locations}
              status={list.status}
              onRetry={list.refetch}
              hasNextPage={list.hasNextPage}
              isFetchingNextPage={list.isFetchingNextPage}
              nextPageError={list.status === 'success' && list.error !== null}
              onLoadMore={list.fetchNextPage}
              autoLoadMore={autoLoadMore}
              userPosition={center}
              headingLevel={cardLevel}
              locale={locale}
              currency={currency}
              label={labels.nearbyTitle}
              renderLocation={(location) => (
                <div
                  id={locationTarget(id, location.id)}
                  className="ok-NearbyView-target"
                  tabIndex={-1}
                  data-location-id={location.id}
                >
                  <LocationCard
                    location={location}
                    userPosition={center}
                    getOfferHref={getOfferHref}
                    onOpenOffer={onOpenOffer}
                    headingLevel={cardLevel}
                    locale={locale}
                    currency={currency}
                  />
                </div>
              )}
            />
          )}
        </>
      )}
    </div>
  );
}
