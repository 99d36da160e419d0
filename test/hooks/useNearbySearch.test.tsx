import { distanceMiles } from '@offerkit/data';
import { type UseNearbySearchOptions, type UseNearbySearchResult, useNearbySearch } from '@offerkit/hooks';
import { act, waitFor } from '@testing-library/react';
import type { ChangeEvent, FormEvent } from 'react';
import { installGeolocation, installPermission, MISSION } from './fakeGeolocation.ts';
import { renderWithOfferkit, sandboxClient, setupSandbox } from './harness.tsx';

const harness = setupSandbox();
const { sandbox } = harness;

/** Renders the hook and hands each result to `onResult`. */
function Probe({
  onResult,
  ...options
}: UseNearbySearchOptions & { onResult: (result: UseNearbySearchResult) => void }) {
  onResult(useNearbySearch(options));
  return null;
}

/** Renders the hook under a provider on the sandbox; `search()` is its latest result. */
function renderSearch(options: UseNearbySearchOptions) {
  let latest: UseNearbySearchResult | undefined;
  const onResult = (result: UseNearbySearchResult) => {
    latest = result;
  };
  const view = renderWithOfferkit(<Probe {...options} onResult={onResult} />, {
    client: sandboxClient(sandbox),
    userId: sandbox.newCustomerId,
  });
  const search = () => {
    if (latest === undefined) throw new Error('useNearbySearch has not rendered.');
    return latest;
  };
  return {
    search,
    locate: () => act(() => search().locateButtonProps.onClick()),
    rerender: (next: UseNearbySearchOptions) =>
      view.rerenderWith({}, <Probe {...next} onResult={onResult} />),
    unmount: view.unmount,
  };
}

const lastLocationsQuery = () => harness.locationGets().at(-1)?.url.searchParams;
const change = (value: string) =>
  ({ target: { value } }) as ChangeEvent<HTMLInputElement & HTMLSelectElement>;

describe('useNearbySearch: the browser’s position', () => {
  it('asks only when told to, with the time-out and cached-age options, then searches around the position', async () => {
    const geo = installGeolocation();
    const { search, locate } = renderSearch({ allowGeolocation: true, geolocationTimeoutMs: 8000 });
    expect(search().rootProps['data-geolocation']).toBe('idle');
    expect(search().view.canLocate).toBe(true);
    expect(geo.calls).toBe(0);
    locate();
    expect(geo.requests[0]?.options).toEqual({
      timeout: 8000,
      maximumAge: 300_000,
      enableHighAccuracy: false,
    });
    expect(search().view.geolocation).toBe('prompt');
    expect(search().view.canLocate).toBe(false);
    geo.succeed();
    expect(search().view.geolocation).toBe('granted');
    expect(search().view.center).toEqual(MISSION);
    await waitFor(() => expect(search().content).toBe('list'));
    await waitFor(() => expect(search().locations.length).toBeGreaterThan(0));
    expect(lastLocationsQuery()?.get('filter[latitude]')).toBe('37.7599');
    expect(lastLocationsQuery()?.get('filter[radius]')).toBe('10');
  });

  it('permission denied: says so, requests nothing, and lets the user ask again', () => {
    const geo = installGeolocation();
    const { search, locate } = renderSearch({ allowGeolocation: true });
    locate();
    geo.fail(1);
    expect(search().view.geolocation).toBe('denied');
    expect(search().view.message).toEqual(['locationDenied']);
    expect(search().view.canLocate).toBe(true);
    expect(search().content).toBe('none');
    expect(harness.locationGets()).toHaveLength(0);
  });

  it('permission already denied in the browser: denied up front, without asking', async () => {
    const geo = installGeolocation();
    const permission = installPermission('denied');
    const { search } = renderSearch({ allowGeolocation: true });
    await waitFor(() => expect(search().view.geolocation).toBe('denied'));
    expect(permission.queries).toBe(1);
    expect(geo.calls).toBe(0);
    // The user allows it again in the site settings ("ask"): the button is back to its first state.
    permission.change('prompt');
    expect(search().view.geolocation).toBe('idle');
  });

  it('unavailable where the browser has no geolocation, or on an insecure page', () => {
    const first = renderSearch({ allowGeolocation: true });
    first.locate();
    expect(first.search().view.geolocation).toBe('unavailable');
    expect(first.search().view.message).toEqual(['locationUnavailable', 'locationFallback']);
    first.unmount();

    const geo = installGeolocation();
    vi.stubGlobal('isSecureContext', false);
    onTestFinished(() => {
      vi.unstubAllGlobals();
    });
    const insecure = renderSearch({ allowGeolocation: true });
    insecure.locate();
    expect(insecure.search().view.geolocation).toBe('unavailable');
    expect(geo.calls).toBe(0);
  });

  it('a time-out (or no fix) is unavailable, and the place filters still search', async () => {
    const geo = installGeolocation();
    const { search, locate } = renderSearch({ allowGeolocation: true });
    locate();
    geo.fail(3);
    expect(search().view.geolocation).toBe('unavailable');
    expect(search().view.canLocate).toBe(true);
    act(() => search().placeFields[0]?.inputProps.onChange(change('Austin')));
    act(() => search().placesFormProps.onSubmit({ preventDefault: () => {} } as FormEvent));
    await waitFor(() => expect(search().content).toBe('list'));
    expect(lastLocationsQuery()?.get('filter[city]')).toBe('Austin');
    expect(lastLocationsQuery()?.get('sort')).toBe('locationName');
    expect(lastLocationsQuery()?.has('filter[latitude]')).toBe(false);
  });

  it('retry: asking again after a failure locates, and the first request’s late answer is ignored', async () => {
    const geo = installGeolocation();
    const { search, locate } = renderSearch({ allowGeolocation: true });
    locate();
    geo.fail(2);
    locate();
    expect(geo.calls).toBe(2);
    expect(search().view.geolocation).toBe('prompt');
    geo.requests[0]?.succeed({ latitude: 30.2672, longitude: -97.7431 });
    expect(search().view.geolocation).toBe('prompt');
    expect(search().view.center).toBeUndefined();
    geo.succeed();
    expect(search().view.center).toEqual(MISSION);
    await waitFor(() => expect(lastLocationsQuery()?.get('filter[latitude]')).toBe('37.7599'));
  });

  it('locates at once when the permission is granted, and a withdrawal drops the position and the search', async () => {
    const geo = installGeolocation();
    const permission = installPermission('granted');
    const { search } = renderSearch({ allowGeolocation: true });
    await waitFor(() => expect(geo.calls).toBe(1));
    geo.succeed();
    await waitFor(() => expect(search().content).toBe('list'));
    permission.change('denied');
    expect(search().view.geolocation).toBe('denied');
    expect(search().view.center).toBeUndefined();
    expect(search().content).toBe('none');
  });

  it('stops following the permission once unmounted, even when the query answers afterwards', async () => {
    installGeolocation();
    const permission = installPermission('granted', { answerLater: true });
    const addListener = vi.spyOn(permission.status, 'addEventListener');
    const { unmount } = renderSearch({ allowGeolocation: true });
    expect(permission.queries).toBe(1);
    unmount();
    await permission.answer();
    expect(addListener).not.toHaveBeenCalled();
  });

  it('never asks the browser, nor its permission, when the host gives a position', async () => {
    const geo = installGeolocation();
    const permission = installPermission('granted');
    const { search, locate } = renderSearch({ allowGeolocation: true, position: MISSION });
    locate();
    expect(search().view.geolocation).toBe('given');
    expect(geo.calls).toBe(0);
    expect(permission.queries).toBe(0);
    await waitFor(() => expect(search().content).toBe('list'));
  });
});

describe('useNearbySearch: the search', () => {
  it('a radius change starts a new request with that radius, and the map gets it', async () => {
    const { search } = renderSearch({ position: MISSION, radiusOptions: [1, 3, 10] });
    await waitFor(() => expect(search().content).toBe('list'));
    expect(harness.locationGets()).toHaveLength(1);
    expect(search().view.radiusChoices).toEqual([1, 3, 10]);
    act(() => search().radiusSelectProps.onChange(change('3')));
    expect(search().radiusSelectProps.value).toBe(3);
    await waitFor(() => expect(harness.locationGets()).toHaveLength(2));
    expect(lastLocationsQuery()?.get('filter[radius]')).toBe('3');
    await waitFor(() => expect(search().list.status).toBe('success'));
    expect(search().map.radiusMiles).toBe(3);
    expect(search().map.locations).toBe(search().locations);
  });

  it('applies trimmed place filters on submit, and clears them', async () => {
    const { search } = renderSearch({ position: MISSION });
    await waitFor(() => expect(search().content).toBe('list'));
    const [city, zipCode, state] = search().placeFields;
    expect(search().placeFields.map((field) => field.field)).toEqual(['city', 'zipCode', 'state']);
    expect(zipCode?.inputProps).toMatchObject({
      name: 'zipCode',
      inputMode: 'numeric',
      autoComplete: 'postal-code',
    });
    expect(city?.labelProps.htmlFor).toBe(city?.inputProps.id);
    act(() => search().placeFields[1]?.inputProps.onChange(change(' 94110 ')));
    act(() => search().placeFields[2]?.inputProps.onChange(change('ca')));
    expect(search().view.hasPlaceFilters).toBe(false);
    expect(state?.inputProps.value).toBe('');
    act(() => search().placesFormProps.onSubmit({ preventDefault: () => {} } as FormEvent));
    expect(search().placeFields[2]?.inputProps.value).toBe('CA');
    await waitFor(() => expect(lastLocationsQuery()?.get('filter[zipCode]')).toBe('94110'));
    expect(lastLocationsQuery()?.get('filter[state]')).toBe('CA');
    expect(search().view.hasPlaceFilters).toBe(true);
    act(() => search().clearPlacesButtonProps.onClick());
    expect(search().view.hasPlaceFilters).toBe(false);
    expect(search().placeFields.map((field) => field.inputProps.value)).toEqual(['', '', '']);
  });

  it('retry after a failed first page loads the list', async () => {
    sandbox.faults.add({ route: 'locations', fault: { status: 500 }, times: 10 });
    const { search } = renderSearch({ position: MISSION });
    await waitFor(() => expect(search().list.status).toBe('error'));
    expect(search().content).toBe('list');
    sandbox.faults.clear();
    act(() => search().list.listProps.onRetry());
    await waitFor(() => expect(search().list.status).toBe('success'));
    expect(search().locations.length).toBeGreaterThan(0);
  });

  it('offline with nothing loaded shows the offline state; an answer already loaded stays', async () => {
    const { search, rerender } = renderSearch({ position: MISSION, online: false });
    expect(search().content).toBe('offline');
    expect(search().hasData).toBe(false);
    expect(search().statusProps).toMatchObject({ online: false, hasContent: false });
    rerender({ position: MISSION, online: true });
    await waitFor(() => expect(search().content).toBe('list'));
    rerender({ position: MISSION, online: false });
    expect(search().content).toBe('list');
    expect(search().hasData).toBe(true);
    // The notices then say "offline" over the loaded answer, not instead of it.
    expect(search().statusProps).toEqual({ online: false, hasContent: true, busy: false });
  });

  it('sorts the locations nearest first and focuses a location’s target through the map', async () => {
    const { search } = renderSearch({ position: MISSION, pageSize: 10 });
    await waitFor(() => expect(search().locations.length).toBeGreaterThan(1));
    const miles = search().locations.map((location) =>
      distanceMiles(MISSION, location.attributes.coordinates),
    );
    expect(miles.every((distance) => distance !== undefined)).toBe(true);
    expect(miles).toEqual([...miles].sort((a = 0, b = 0) => a - b));
    const props = search().locationTargetProps('loc-1');
    const target = document.createElement('div');
    target.id = props.id;
    target.tabIndex = props.tabIndex;
    target.setAttribute('data-location-id', props['data-location-id']);
    document.body.append(target);
    onTestFinished(() => target.remove());
    expect(target.dataset.locationId).toBe('loc-1');
    act(() => search().map.selectLocation('loc-1'));
    expect(document.activeElement).toBe(target);
  });
});
