'use client';
import type { Coordinates } from '@offerkit/data';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Where the browser's geolocation stands:
 * - `idle`: not asked yet (the user has to press "Use my location");
 * - `prompt`: asked; the browser is showing its permission prompt or locating the user;
 * - `granted`: a position is known;
 * - `denied`: the user (or a policy) refused;
 * - `unavailable`: no geolocation here (no API, insecure page), or no fix could be had (time-out, no signal).
 */
export type GeolocationStatus = 'idle' | 'prompt' | 'granted' | 'denied' | 'unavailable';

export interface GeolocationState {
  status: GeolocationStatus;
  /** The position once `granted`. */
  position: Coordinates | undefined;
  /** Asks the browser for the position (shows its permission prompt the first time). */
  request: () => void;
}

export interface UseGeolocationOptions {
  /** When false, nothing is asked and the status stays `idle`. */
  enabled: boolean;
  /** Passed to `getCurrentPosition`. */
  timeoutMs: number;
  /** Accepted age of a cached position, passed to `getCurrentPosition`. */
  maximumAgeMs: number;
}

const PERMISSION_DENIED = 1;

function geolocation(): Geolocation | undefined {
  if (typeof navigator === 'undefined') return undefined;
  return 'geolocation' in navigator && navigator.geolocation ? navigator.geolocation : undefined;
}

/**
 * The browser's position behind an explicit permission state. It asks only when `request` is called, except
 * when the Permissions API says the site already has access: then it locates at once, because no prompt
 * will show. A permission the user withdraws or grants in the browser's settings while the page is open is
 * followed. On the server, and until `request`, the status is `idle`.
 */
export function useGeolocation({
  enabled,
  timeoutMs,
  maximumAgeMs,
}: UseGeolocationOptions): GeolocationState {
  const [status, setStatus] = useState<GeolocationStatus>('idle');
  const [position, setPosition] = useState<Coordinates | undefined>(undefined);
  // Only the latest request may set the state; a slow earlier one is ignored.
  const attempt = useRef(0);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const request = useCallback(() => {
    if (!enabled) return;
    const api = geolocation();
    if (api === undefined || (typeof isSecureContext === 'boolean' && !isSecureContext)) {
      setStatus('unavailable');
      return;
    }
    const id = ++attempt.current;
    const current = () => mounted.current && id === attempt.current;
    setStatus('prompt');
    api.getCurrentPosition(
      (result) => {
        if (!current()) return;
        setPosition({ latitude: result.coords.latitude, longitude: result.coords.longitude });
        setStatus('granted');
      },
      (error) => {
        if (!current()) return;
        setStatus(error.code === PERMISSION_DENIED ? 'denied' : 'unavailable');
      },
      { timeout: timeoutMs, maximumAge: maximumAgeMs, enableHighAccuracy: false },
    );
  }, [enabled, timeoutMs, maximumAgeMs]);

  // Follows the permission itself: already granted → locate without a prompt; denied → say so up front.
  useEffect(() => {
    if (!enabled || geolocation() === undefined) return;
    const permissions = typeof navigator !== 'undefined' ? navigator.permissions : undefined;
    if (permissions === undefined || typeof permissions.query !== 'function') return;
    let permission: PermissionStatus | undefined;
    let active = true;
    const apply = (state: PermissionState) => {
      if (!active) return;
      if (state === 'granted') request();
      else if (state === 'denied') {
        attempt.current++;
        setStatus('denied');
        setPosition(undefined);
      } else setStatus((previous) => (previous === 'denied' ? 'idle' : previous));
    };
    const onChange = () => {
      if (permission !== undefined) apply(permission.state);
    };
    permissions.query({ name: 'geolocation' }).then(
      (result) => {
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
  }, [enabled, request]);

  return { status: enabled ? status : 'idle', position: enabled ? position : undefined, request };
}
