'use client';

import { useContext } from 'react';
import { OfferkitContext, type OfferkitContextValue } from './internal/OfferkitContext.ts';

/**
 * What the nearest `OfferkitProvider` holds, or `null` outside one. For a component of your own that works
 * both with and without a provider; everything else should use `useOfferkit`, which explains a missing
 * provider.
 */
export function useOptionalOfferkit(): OfferkitContextValue | null {
  return useContext(OfferkitContext);
}
