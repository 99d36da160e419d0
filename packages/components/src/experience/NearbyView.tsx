'use client';
import type { Coordinates } from '@offerkit/data';
import { type NearbySearchMap, useNearbySearch } from '@offerkit/hooks';
import type { ReactElement, ReactNode } from 'react';
import type { HeadingLevel } from '../HeadingLevel.ts';
import { useMessages } from '../internal/useMessages.ts';
import { LocationList } from '../LocationList.tsx';
import { defaultExperienceMessages } from '../messages/defaultExperienceMessages.ts';
import { ExperienceContent } from './ExperienceContent.tsx';
import { useExperienceSettings } from './ExperienceSettings.ts';
import { StatusNotices } from './StatusNotices.tsx';

/** What a host's map gets through `renderMap`: the centre, the radius, the locations nearest first, and `selectLocation`. */
export type NearbyMapProps = NearbySearchMap;

/** The props `OffersExperience` hands to its nearby view. */
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
  /** A host's map, drawn above the list. */
  renderMap: ((map: NearbyMapProps) => ReactNode) | undefined;
}

/**
 * The nearby view: merchant locations around a position (the host's `position`, or the browser's after
 * the user allows it), a radius menu, city / zip code / state filters, the locations nearest first with
 * their offers, and an optional host map. Without any position the place filters still search. The state
 * and its rules are `useNearbySearch`'s; this maps them to markup.
 */
export function NearbyView(props: NearbyViewProps): ReactElement {
  const { renderMap } = props;
  const { online, slowResponseMs, autoLoadMore, headingLevel, locale, currency, getOfferHref, onOpenOffer } =
    useExperienceSettings();
  const labels = useMessages(defaultExperienceMessages);
  // The position, geolocation, radius and page-size props are the hook's options as they are.
  const search = useNearbySearch({ ...props, online });
  const { view, list, content } = search;
  const cardLevel = Math.min(headingLevel + 1, 5) as Exclude<HeadingLevel, 6>;

  return (
    <div className="ok-NearbyView" {...search.rootProps}>
      <div className="ok-NearbyView-location">
        <p className="ok-NearbyView-locationText" role="status">
          {view.message.map((key) => labels[key]).join(' ')}
        </p>
        {view.canLocate && (
          <button className="ok-NearbyView-locate" {...search.locateButtonProps}>
            <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
              <path d="M10 1.5a.75.75 0 0 1 .75.75v1.29a6.5 6.5 0 0 1 5.71 5.71h1.29a.75.75 0 0 1 0 1.5h-1.29a6.5 6.5 0 0 1-5.71 5.71v1.29a.75.75 0 0 1-1.5 0v-1.29a6.5 6.5 0 0 1-5.71-5.71H2.25a.75.75 0 0 1 0-1.5h1.29a6.5 6.5 0 0 1 5.71-5.71V2.25A.75.75 0 0 1 10 1.5Zm0 3.5a5 5 0 1 0 0 10 5 5 0 0 0 0-10Zm0 2.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5Z" />
            </svg>
            {labels.useMyLocation}
          </button>
        )}
      </div>
      <div className="ok-NearbyView-controls">
        {view.radiusChoices.length > 0 && (
          <div className="ok-NearbyView-radius">
            <label className="ok-NearbyView-label" htmlFor={search.radiusLabelProps.htmlFor}>
              {labels.radiusLabel}
            </label>
            <select className="ok-NearbyView-select" {...search.radiusSelectProps}>
              {view.radiusChoices.map((miles) => (
                <option key={miles} value={miles}>
                  {labels.radiusOption(miles, locale)}
                </option>
              ))}
            </select>
          </div>
        )}
        <form className="ok-NearbyView-places" {...search.placesFormProps}>
          <fieldset className="ok-NearbyView-fieldset">
            <legend className="ok-NearbyView-legend">{labels.placeFiltersLabel}</legend>
            <div className="ok-NearbyView-fields">
              {search.placeFields.map(({ field, labelProps, inputProps }) => (
                <div key={field} className="ok-NearbyView-field" data-field={field}>
                  <label className="ok-NearbyView-label" htmlFor={labelProps.htmlFor}>
                    {/* `cityLabel`, `zipCodeLabel`, `stateLabel` */}
                    {labels[`${field}Label`]}
                  </label>
                  <input className="ok-NearbyView-input" {...inputProps} />
                </div>
              ))}
              <div className="ok-NearbyView-actions">
                <button type="submit" className="ok-NearbyView-apply">
                  {labels.applyFilters}
                </button>
                {view.hasPlaceFilters && (
                  <button className="ok-NearbyView-clear" {...search.clearPlacesButtonProps}>
                    {labels.clearFilters}
                  </button>
                )}
              </div>
            </div>
          </fieldset>
        </form>
      </div>
      {content !== 'none' && (
        <>
          <StatusNotices slowResponseMs={slowResponseMs} {...search.statusProps} />
          {renderMap !== undefined && <div className="ok-NearbyView-map">{renderMap(search.map)}</div>}
          <ExperienceContent
            content={content}
            headingLevel={cardLevel}
            empty={{ kind: 'location', title: labels.nearbyEmptyTitle, text: labels.nearbyEmptyText }}
            onClear={view.hasPlaceFilters ? search.clearPlacesButtonProps.onClick : undefined}
          >
            <LocationList
              {...list.listProps}
              {...{ autoLoadMore, getOfferHref, onOpenOffer, locale, currency }}
              locations={search.locations}
              userPosition={view.center}
              headingLevel={cardLevel}
              label={labels.nearbyTitle}
              renderLocation={(location, card) => (
                <div className="ok-NearbyView-target" {...search.locationTargetProps(location.id)}>
                  {card}
                </div>
              )}
            />
          </ExperienceContent>
        </>
      )}
    </div>
  );
}
