import type { NearbyMapProps } from '@offerkit/components';

const SIZE = 320;
const MILES_PER_DEGREE_LATITUDE = 69;

/**
 * A stand-in for a host's map (Leaflet, MapLibre, Google…) plugged into `renderMap`: the search circle and
 * one marker per location, placed by their offset from the centre. Pressing a marker focuses the
 * location's card in the list, through `selectLocation`. Draws nothing from the network.
 */
export function SchematicMap({ center, radiusMiles, locations, selectLocation }: NearbyMapProps) {
  if (center === undefined) return null;
  const scale = SIZE / 2 / radiusMiles;
  const milesPerDegreeLongitude = MILES_PER_DEGREE_LATITUDE * Math.cos((center.latitude * Math.PI) / 180);
  const markers = locations.flatMap((location) => {
    const coordinates = location.attributes.coordinates;
    if (coordinates === undefined) return [];
    const x = SIZE / 2 + (coordinates.longitude - center.longitude) * milesPerDegreeLongitude * scale;
    const y = SIZE / 2 - (coordinates.latitude - center.latitude) * MILES_PER_DEGREE_LATITUDE * scale;
    return [{ location, x, y }];
  });
  return (
    <div className="wb-map">
      <svg viewBox={`0 0 ${SIZE} ${SIZE}`} role="img" aria-label={`Map of ${markers.length} merchants`}>
        <circle className="wb-map-area" cx={SIZE / 2} cy={SIZE / 2} r={SIZE / 2 - 2} />
        <circle className="wb-map-you" cx={SIZE / 2} cy={SIZE / 2} r={6} />
        {markers.map(({ location, x, y }) => (
          <circle key={location.id} className="wb-map-marker" cx={x} cy={y} r={5} />
        ))}
      </svg>
      <ol className="wb-map-legend" aria-label="Merchants on the map">
        {markers.slice(0, 5).map(({ location }) => (
          <li key={location.id}>
            <button type="button" onClick={() => selectLocation(location.id)}>
              {location.attributes.name}
            </button>
          </li>
        ))}
      </ol>
    </div>
  );
}
