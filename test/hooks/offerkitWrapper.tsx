import type { RewardsClient, SupportedComponent } from '@offerkit/data';
import { OfferkitProvider } from '@offerkit/hooks';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactElement, ReactNode } from 'react';
import { ALL_COMPONENTS } from './harness.tsx';

/** What {@link offerkitWrapper} puts in its provider. */
export interface OfferkitWrapperSetup {
  client: RewardsClient;
  userId: string;
  queryClient: QueryClient;
  /** @default ALL_COMPONENTS */
  supportedComponents?: readonly SupportedComponent[];
}

/**
 * A `wrapper` for Testing Library's `render` and `renderHook`: an `OfferkitProvider` on a given query
 * client, so a hook under test shares its cache with lists rendered beside it.
 */
export function offerkitWrapper({
  client,
  userId,
  queryClient,
  supportedComponents = ALL_COMPONENTS,
}: OfferkitWrapperSetup): (props: { children: ReactNode }) => ReactElement {
  return ({ children }) => (
    <OfferkitProvider
      client={client}
      userId={userId}
      supportedComponents={supportedComponents}
      queryClient={queryClient}
    >
      {children}
    </OfferkitProvider>
  );
}
