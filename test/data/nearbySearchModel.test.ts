import {
  DEFAULT_RADIUS_OPTIONS,
  initialNearbySearchState,
  type NearbySearchEvent,
  type NearbySearchState,
  type NearbySearchViewOptions,
  nearbyContent,
  nearbySearchReducer,
  nearbySearchView,
} from '@offerkit/data';

/** The Mission District, San Francisco. */
const mission = { latitude: 37.7599, longitude: -122.4148 };

/** The state after `events`, from a new search with the default radius 10. */
const stateAfter = (...events: NearbySearchEvent[]) =>
  events.reduce(nearbySearchReducer, initialNearbySearchState(10));

/** State with these places applied (typed, then submitted). */
const withPlaces = (places: { city?: string; zipCode?: string; state?: string }, state = stateAfter()) =>
  [
    ...Object.entries(places).map(
      ([field, value]) => ({ type: 'placeEdited', field, value }) as NearbySearchEvent,
    ),
    { type: 'placesApplied' } as const,
  ].reduce(nearbySearchReducer, state);

const viewOf = (state: NearbySearchState, options: NearbySearchViewOptions) =>
  nearbySearchView(state, options);

describe('nearbySearchView: the locations request', () => {
  it('runs a radius search around a position', () => {
    const view = viewOf(stateAfter({ type: 'radiusChanged', miles: 5 }), { position: mission, pageSize: 20 });
    expect(view.query).toEqual({ latitude: 37.7599, longitude: -122.4148, radius: 5, pageSize: 20 });
    expect(view.searching).toBe(true);
  });

  it('narrows by city, zip code and state on top of the radius', () => {
    const state = withPlaces({ city: 'San Francisco', zipCode: '94110', state: 'CA' });
    const view = viewOf(state, { position: mission });
    expect(view.query).toEqual({
      latitude: 37.7599,
      longitude: -122.4148,
      radius: 10,
      city: 'San Francisco',
      zipCode: '94110',
      state: 'CA',
    });
    expect(view.searching).toBe(true);
    expect(view.hasPlaceFilters).toBe(true);
  });

  it('without a position searches by place only, by name, and holds the request until there is a place', () => {
    const idle = viewOf(stateAfter(), {});
    expect(idle.query).toEqual({ sort: 'locationName' });
    expect(idle.searching).toBe(false);
    expect(idle.hasPlaceFilters).toBe(false);
    const austin = viewOf(withPlaces({ city: 'Austin' }), {});
    expect(austin.query).toEqual({ sort: 'locationName', city: 'Austin' });
    expect(austin.searching).toBe(true);
  });

  it('always sends a radius the service accepts', () => {
    expect(
      viewOf(stateAfter({ type: 'radiusChanged', miles: 0.2 }), { position: mission }).query.radius,
    ).toBe(1);
    expect(
      viewOf(stateAfter({ type: 'radiusChanged', miles: 7.6 }), { position: mission }).query.radius,
    ).toBe(8);
  });

  it('searches around the browser’s position only while geolocation is allowed and no host position is given', () => {
    const located = stateAfter(
      { type: 'locating', attempt: 1 },
      { type: 'located', attempt: 1, position: mission },
    );
    expect(viewOf(located, { allowGeolocation: true }).center).toEqual(mission);
    expect(viewOf(located, { allowGeolocation: true }).query.latitude).toBe(37.7599);
    expect(viewOf(located, { allowGeolocation: false }).center).toBeUndefined();
    const host = { latitude: 30.2672, longitude: -97.7431 };
    expect(viewOf(located, { allowGeolocation: true, position: host }).center).toBe(host);
  });
});

describe('radius rules', () => {
  it('a radius becomes whole miles of at least 1, and not a number falls back to 10', () => {
    expect(stateAfter({ type: 'radiusChanged', miles: 0 }).radius).toBe(1);
    expect(stateAfter({ type: 'radiusChanged', miles: 2.5 }).radius).toBe(3);
    expect(stateAfter({ type: 'radiusChanged', miles: Number.NaN }).radius).toBe(10);
    expect(initialNearbySearchState(Number.NaN).radius).toBe(10);
    expect(initialNearbySearchState(24.6).radius).toBe(25);
  });

  it('the radius menu sorts, dedupes and always includes the selected radius', () => {
    const choices = (options: readonly number[] | undefined, radius: number) =>
      viewOf(stateAfter({ type: 'radiusChanged', miles: radius }), {
        position: mission,
        radiusOptions: options,
      }).radiusChoices;
    expect(DEFAULT_RADIUS_OPTIONS).toEqual([1, 5, 10, 25, 50]);
    expect(choices(undefined, 10)).toEqual([...DEFAULT_RADIUS_OPTIONS]);
    expect(choices([25, 5, 5, 0.4], 3)).toEqual([1, 3, 5, 25]);
    expect(choices([], 10)).toEqual([...DEFAULT_RADIUS_OPTIONS]);
    expect(choices(undefined, 7)).toEqual([1, 5, 7, 10, 25, 50]);
  });

  it('offers no radius menu without a centre', () => {
    expect(viewOf(stateAfter(), { radiusOptions: [1, 3] }).radiusChoices).toEqual([]);
  });

  it('choosing the radius already selected keeps the same state', () => {
    const state = stateAfter();
    expect(nearbySearchReducer(state, { type: 'radiusChanged', miles: 10.2 })).toBe(state);
  });
});

describe('place filters', () => {
  it('trims every field and upper-cases a two-letter state code when applied', () => {
    const state = withPlaces({ city: ' Austin ', zipCode: ' 78701', state: 'tx ' });
    expect(state.places).toEqual({ city: 'Austin', zipCode: '78701', state: 'TX' });
    expect(state.draft).toEqual(state.places);
    expect(withPlaces({ state: 'Texas' }).places.state).toBe('Texas');
  });

  it('typing changes the draft only; the search uses the places once applied', () => {
    const typed = stateAfter({ type: 'placeEdited', field: 'city', value: 'Austin' });
    expect(typed.draft.city).toBe('Austin');
    expect(typed.places.city).toBe('');
    expect(viewOf(typed, {}).searching).toBe(false);
    expect(viewOf(typed, {}).draft.city).toBe('Austin');
    expect(nearbySearchReducer(typed, { type: 'placeEdited', field: 'city', value: 'Austin' })).toBe(typed);
  });

  it('clearing empties the draft and the applied places', () => {
    const cleared = nearbySearchReducer(withPlaces({ city: 'Austin', state: 'TX' }), {
      type: 'placesCleared',
    });
    expect(cleared.places).toEqual({ city: '', zipCode: '', state: '' });
    expect(cleared.draft).toEqual({ city: '', zipCode: '', state: '' });
    expect(viewOf(cleared, { position: mission }).hasPlaceFilters).toBe(false);
  });
});

describe('geolocation transitions and what the view says', () => {
  const browser = { allowGeolocation: true };

  it('idle until asked: the intro, and the button to ask', () => {
    const view = viewOf(stateAfter(), browser);
    expect(view.geolocation).toBe('idle');
    expect(view.usesBrowser).toBe(true);
    expect(view.canLocate).toBe(true);
    expect(view.message).toEqual(['locationIntro']);
  });

  it('while locating: no button, "finding your location"', () => {
    const view = viewOf(stateAfter({ type: 'locating', attempt: 1 }), browser);
    expect(view.geolocation).toBe('prompt');
    expect(view.canLocate).toBe(false);
    expect(view.message).toEqual(['locating']);
  });

  it('granted: the position is the centre, no button', () => {
    const state = stateAfter(
      { type: 'locating', attempt: 1 },
      { type: 'located', attempt: 1, position: mission },
    );
    const view = viewOf(state, browser);
    expect(view.geolocation).toBe('granted');
    expect(view.center).toEqual(mission);
    expect(view.canLocate).toBe(false);
    expect(view.message).toEqual(['locationGiven']);
  });

  it('a refusal (code 1) is denied, the button asks again', () => {
    const view = viewOf(
      stateAfter({ type: 'locating', attempt: 1 }, { type: 'locateFailed', attempt: 1, code: 1 }),
      browser,
    );
    expect(view.geolocation).toBe('denied');
    expect(view.canLocate).toBe(true);
    expect(view.message).toEqual(['locationDenied']);
  });

  it('no fix (code 2) or a time-out (code 3) is unavailable, with the place-search hint', () => {
    for (const code of [2, 3]) {
      const view = viewOf(
        stateAfter({ type: 'locating', attempt: 1 }, { type: 'locateFailed', attempt: 1, code }),
        browser,
      );
      expect(view.geolocation).toBe('unavailable');
      expect(view.canLocate).toBe(true);
      expect(view.message).toEqual(['locationUnavailable', 'locationFallback']);
    }
    expect(viewOf(stateAfter({ type: 'geolocationUnavailable' }), browser).geolocation).toBe('unavailable');
  });

  it('only the latest request decides: a slow answer to an earlier one is ignored', () => {
    const state = stateAfter(
      { type: 'locating', attempt: 1 },
      { type: 'locating', attempt: 2 },
      { type: 'locateFailed', attempt: 1, code: 1 },
      { type: 'located', attempt: 1, position: mission },
    );
    expect(state.geolocation).toEqual({ status: 'prompt', position: undefined, attempt: 2 });
    const retried = nearbySearchReducer(state, { type: 'located', attempt: 2, position: mission });
    expect(retried.geolocation.status).toBe('granted');
  });

  it('a withdrawn permission forgets the position and drops an answer on its way; reset to prompt re-arms the button', () => {
    const granted = stateAfter(
      { type: 'locating', attempt: 1 },
      { type: 'located', attempt: 1, position: mission },
    );
    const withdrawn = nearbySearchReducer(granted, { type: 'permissionChanged', permission: 'denied' });
    expect(withdrawn.geolocation).toEqual({ status: 'denied', position: undefined, attempt: undefined });
    expect(viewOf(withdrawn, browser).center).toBeUndefined();
    expect(viewOf(withdrawn, browser).searching).toBe(false);

    const pending = stateAfter(
      { type: 'locating', attempt: 4 },
      { type: 'permissionChanged', permission: 'denied' },
    );
    expect(nearbySearchReducer(pending, { type: 'located', attempt: 4, position: mission })).toBe(pending);

    const reset = nearbySearchReducer(withdrawn, { type: 'permissionChanged', permission: 'prompt' });
    expect(reset.geolocation.status).toBe('idle');
    expect(nearbySearchReducer(granted, { type: 'permissionChanged', permission: 'prompt' })).toBe(granted);
    expect(nearbySearchReducer(granted, { type: 'permissionChanged', permission: 'granted' })).toBe(granted);
  });

  it('a host position wins: "given", never the browser, no button', () => {
    const view = viewOf(stateAfter({ type: 'locating', attempt: 1 }), {
      allowGeolocation: true,
      position: mission,
    });
    expect(view.geolocation).toBe('given');
    expect(view.usesBrowser).toBe(false);
    expect(view.canLocate).toBe(false);
    expect(view.message).toEqual(['locationGiven']);
    expect(view.center).toBe(mission);
  });

  it('without geolocation allowed: "off", the intro with the place-search hint, no button', () => {
    const view = viewOf(stateAfter({ type: 'locating', attempt: 1 }), {});
    expect(view.geolocation).toBe('off');
    expect(view.usesBrowser).toBe(false);
    expect(view.canLocate).toBe(false);
    expect(view.message).toEqual(['locationIntro', 'locationFallback']);
  });
});

describe('nearbyContent', () => {
  const input = { searching: true, online: true, status: 'success' as const, count: 3 };

  it('draws nothing below the controls until there is a centre or a place', () => {
    expect(nearbyContent({ ...input, searching: false })).toBe('none');
    expect(nearbyContent({ ...input, searching: false, online: false })).toBe('none');
  });

  it('offline with nothing loaded is the offline state; a loaded answer stays shown', () => {
    expect(nearbyContent({ ...input, online: false, status: 'pending', count: 0 })).toBe('offline');
    expect(nearbyContent({ ...input, online: false, status: 'error', count: 0 })).toBe('offline');
    expect(nearbyContent({ ...input, online: false })).toBe('list');
    expect(nearbyContent({ ...input, online: false, count: 0 })).toBe('empty');
  });

  it('an answer without locations is the empty state; loading and errors are the list’s own', () => {
    expect(nearbyContent({ ...input, count: 0 })).toBe('empty');
    expect(nearbyContent(input)).toBe('list');
    expect(nearbyContent({ ...input, status: 'pending', count: 0 })).toBe('list');
    expect(nearbyContent({ ...input, status: 'error', count: 0 })).toBe('list');
  });
});
