'use client';
import { useEffect } from 'react';
import { loadOncePerSession } from './internal/ImpressionObserverScope.ts';

/**
 * Records the `VIEW` of an offer's detail: loads `url` (the offer's `IMG_VIEW` asset, see `offerViewUrl`)
 * exactly as given when the detail mounts, once per page session. Nothing on the server.
 */
export function useViewEvent(url: string | undefined): void {
  useEffect(() => {
    if (url !== undefined) loadOncePerSession(url);
  }, [url]);
}
