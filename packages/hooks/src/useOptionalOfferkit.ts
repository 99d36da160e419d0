'use client';

import { useContext } from 'react';
import { OfferkitContext, type OfferkitContextValue } from './internal/OfferkitContext.ts';

/**
 * What the nearest `OfferkitProvider` holds, or `null` outside one. For components that work both
 * presentationally and data-bound (an offer view binds through `useBoundOffer` only when a provider is
 * there, and skips the binding's subscription otherwise); everything else should use `useOfferkit`, which
 * explains a missing provider.
 */
export function useOptionalOfferkit(): OfferkitContextValue | null {
  return useContext(OfferkitContext);
}
