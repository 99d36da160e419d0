'use client';

import { useContext } from 'react';
import { OfferkitContext, type OfferkitContextValue } from './internal/OfferkitContext.ts';

/**
 * What the nearest `OfferkitProvider` holds, or `null` outside one. For parts that work with or without a
 * provider and only use it when it is there (the progress bar takes its locale, `SafeSvg` reports a refused
 * icon to its client); everything else should use `useOfferkit`, which explains a missing provider.
 */
export function useOptionalOfferkit(): OfferkitContextValue | null {
  return useContext(OfferkitContext);
}
