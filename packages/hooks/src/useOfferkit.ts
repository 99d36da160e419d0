'use client';

import { useContext } from 'react';
import { OfferkitContext, type OfferkitContextValue } from './internal/OfferkitContext.ts';

export type { OfferkitContextValue };

/**
 * What the nearest `OfferkitProvider` holds: the rewards client, the user id, the requested
 * `supportedComponents` (sorted, without duplicates), the locale and the query client.
 *
 * @throws when called outside an `OfferkitProvider`.
 */
export function useOfferkit(): OfferkitContextValue {
  const value = useContext(OfferkitContext);
  if (value === null) {
    throw new Error(
      'Offerkit hooks need an <OfferkitProvider client userId supportedComponents> above them: wrap the part ' +
        'of your app that shows offers in one.',
    );
  }
  return value;
}
