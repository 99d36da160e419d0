'use client';

import { warmNumberFormats } from '@offerkit/data';
import { useEffect } from 'react';

/**
 * Starts the browser's number formatting for `locale` in the first idle moment after mounting, which is
 * usually spent waiting for the offers, so that their first render does not start it (`warmNumberFormats`:
 * 40–200 ms on a desktop, several times that on a phone). Once formats exist, it costs nothing.
 */
export function useNumberFormatWarmUp(locale: string | undefined): void {
  useEffect(() => {
    const warm = () => warmNumberFormats(locale);
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(warm);
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(warm, 0);
    return () => clearTimeout(id);
  }, [locale]);
}
