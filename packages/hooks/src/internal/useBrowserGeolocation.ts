'use client';

import type { NearbySearchEvent } from '@offerkit/data';
import { type Dispatch, useCallback, useEffect, useRef } from 'react';

/** What {@link useBrowserGeolocation} needs besides the dispatch. */
export interface BrowserGeolocationOptions {
  /** When false, the browser is never asked and permission changes are not followed. */
  enabled: boolean;
  /** Passed to `getCurrentPosition` as `timeout`. */
  timeoutMs: number;
  /** Accepted age of a cached position, passed to `getCurrentPosition` as `maximumAge`. */
  maximumAgeMs: number;
}

/** The browser's geolocation API; `undefined` on the server and where the browser has none. */
function browserGeolocation(): Geolocation | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.geolocation || undefined;
}

/**
 * The browser side of a nearby search: asks `navigator.geolocation` when the returned `locate` is called and
 * follows the site's permission (Permissions API), reporting everything as `NearbySearchEvent`s. It asks on
 * its own only when the permission is already granted, because then no prompt will show. On the server,
 * and until `locate`, it does nothing.
 */
export function useBrowserGeolocation(
  dispatch: Dispatch<NearbySearchEvent>,
  { enabled, timeoutMs, maximumAgeMs }: BrowserGeolocationOptions,
): () => void {
  // Request ids, so that the reducer keeps only the latest request's answer.
  const attempts = useRef(0);

  const locate = useCallback(() => {
    if (!enabled) return;
    const api = browserGeolocation();
    // Browsers expose no position to insecure pages; say so at once rather than wait for a failure.
    if (api === undefined || (typeof isSecureContext === 'boolean' && !isSecureContext)) {
      dispatch({ type: 'geolocationUnavailable' });
      return;
    }
    const attempt = ++attempts.current;
    dispatch({ type: 'locating', attempt });
    api.getCurrentPosition(
      ({ coords }) =>
        dispatch({
          type: 'located',
          attempt,
          position: { latitude: coords.latitude, longitude: coords.longitude },
        }),
      (error) => dispatch({ type: 'locateFailed', attempt, code: error.code }),
      { timeout: timeoutMs, maximumAge: maximumAgeMs, enableHighAccuracy: false },
    );
  }, [dispatch, enabled, timeoutMs, maximumAgeMs]);

  // Follows the permission itself: already granted → locate without a prompt; denied → say so up front;
  // withdrawn or granted in the browser's settings while the page is open → follow.
  useEffect(() => {
    // Past this check `navigator` exists.
    if (!enabled || browserGeolocation() === undefined) return;
    const { permissions } = navigator;
    if (permissions === undefined || typeof permissions.query !== 'function') return;
    let permission: PermissionStatus | undefined;
    let active = true;
    const apply = (state: PermissionState) => {
      if (state === 'granted') locate();
      else dispatch({ type: 'permissionChanged', permission: state });
    };
    const onChange = () => {
      if (permission !== undefined) apply(permission.state);
    };
    permissions.query({ name: 'geolocation' }).then(
      (result) => {
        // Unmounted (or disabled) before the answer: nothing to follow.
        if (!active) return;
        permission = result;
        result.addEventListener('change', onChange);
        apply(result.state);
      },
      // Some browsers can't query this permission; the button still works.
      () => {},
    );
    return () => {
      active = false;
      permission?.removeEventListener('change', onChange);
    };
  }, [dispatch, enabled, locate]);

  return locate;
}
