'use client';

import type { RewardsClient, SupportedComponent } from '@offerkit/data';
import type { QueryClient } from '@tanstack/react-query';
import { createContext } from 'react';
import type { OfferkitKeyScope } from '../offerkitKeys.ts';

/** What `OfferkitProvider` gives the hooks below it. */
export interface OfferkitContextValue {
  /** The rewards client every hook sends its requests through. */
  client: RewardsClient;
  /** The signed-in user whose offers are shown. */
  userId: string;
  /** The client's base URL and organization with the user: the start of every cache key of this provider. */
  scope: OfferkitKeyScope;
  /** The components requested for every offer, sorted and without duplicates. */
  supportedComponents: readonly SupportedComponent[];
  /** The BCP 47 locale for formatting, when the host set one. */
  locale: string | undefined;
  /** The query client holding the cache. */
  queryClient: QueryClient;
}

export const OfferkitContext = createContext<OfferkitContextValue | null>(null);
