'use client';

import type { ImpressionPolicyOptions, RewardsClient, SupportedComponent } from '@offerkit/data';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactElement, type ReactNode, useEffect, useMemo, useRef } from 'react';
import { createOfferkitQueryClient } from './createOfferkitQueryClient.ts';
import { ImpressionPolicyProvider } from './ImpressionPolicyProvider.tsx';
import { abortActions } from './internal/actionAborts.ts';
import { normalizeSupportedComponents } from './internal/normalizeSupportedComponents.ts';
import { OfferkitContext, type OfferkitContextValue } from './internal/OfferkitContext.ts';
import { useNumberFormatWarmUp } from './internal/useNumberFormatWarmUp.ts';
import { type OfferkitKeyScope, offerkitKeys } from './offerkitKeys.ts';

export interface OfferkitProviderProps {
  /** The rewards client (from `createRewardsClient`) every hook below sends its requests through. */
  client: RewardsClient;
  /**
   * The signed-in user whose offers are shown. When it changes (or the client's base URL or organization
   * does), every cached list of the previous user is removed and its in-flight requests aborted — action
   * POSTs included, whose responses are then dropped — so nothing of one user is shown to the next.
   */
  userId: string;
  /**
   * The display components this app renders, sent with every offers, locations, activate and boost
   * request. Order and duplicates don't matter. An unknown value makes every request fail with a
   * `RewardsRequestError` before anything is sent.
   */
  supportedComponents: readonly SupportedComponent[];
  /**
   * The query client that holds the cache. Pass your app's client to share it (and for server rendering,
   * the one you prefetched into).
   * @default a client from `createOfferkitQueryClient()`, created once per provider
   */
  queryClient?: QueryClient;
  /**
   * The BCP 47 locale for formatting dates and amounts, e.g. `en-US`.
   * @default undefined (the runtime's locale)
   */
  locale?: string;
  /**
   * When offer images load: loading an asset URL records an impression that the issuer reports to the
   * merchant. `threshold` (share of the card in the viewport), `durationMs` (without a break), `once`
   * (`session` or `mount`), and `trigger: 'render'` for design review only. A wrong value throws.
   * @default inherited from an outer `ImpressionPolicyProvider`, else half the card for one continuous second, once per asset per page session
   */
  impressions?: ImpressionPolicyOptions;
  children?: ReactNode;
}

/**
 * Gives the Offerkit hooks below it their client, user and components, and the query cache they share.
 * The cache lives in memory only: nothing is written to storage, because component values are per user
 * and must not outlive the session.
 */
export function OfferkitProvider({
  client,
  userId,
  supportedComponents,
  queryClient,
  locale,
  impressions,
  children,
}: OfferkitProviderProps): ReactElement {
  if (userId === '') {
    throw new Error(
      'OfferkitProvider got an empty userId: render it once the signed-in user is known, with their id.',
    );
  }

  // Created lazily and only when the host gives none, then kept for the provider's lifetime.
  const ownQueryClient = useRef<QueryClient | null>(null);
  if (queryClient === undefined && ownQueryClient.current === null) {
    ownQueryClient.current = createOfferkitQueryClient();
  }
  const activeQueryClient = queryClient ?? (ownQueryClient.current as QueryClient);

  // Keyed by content so that an inline array doesn't change the context on every render.
  const componentsKey = normalizeSupportedComponents(supportedComponents).join(',');
  const components = useMemo(
    () => (componentsKey === '' ? [] : (componentsKey.split(',') as SupportedComponent[])),
    [componentsKey],
  );

  const { baseUrl, organizationId } = client.endpoint;
  const scope = useMemo<OfferkitKeyScope>(
    () => ({ baseUrl, organizationId, userId }),
    [baseUrl, organizationId, userId],
  );

  const previousScope = useRef(scope);
  useEffect(() => {
    const previous = previousScope.current;
    previousScope.current = scope;
    if (previous === scope) return;
    // Hooks already moved to the new scope's keys during render; this drops what the old user left behind.
    // Removing a query also aborts its in-flight request; action POSTs are aborted through their signals.
    abortActions(activeQueryClient, previous);
    activeQueryClient.removeQueries({ queryKey: offerkitKeys.user(previous) });
    const mutations = activeQueryClient.getMutationCache();
    for (const mutation of mutations.findAll({ mutationKey: offerkitKeys.user(previous) })) {
      mutations.remove(mutation);
    }
  }, [scope, activeQueryClient]);

  // The offers' first render formats rewards and progress: the formatting starts while they are on their way.
  useNumberFormatWarmUp(locale);

  const value = useMemo<OfferkitContextValue>(
    () => ({
      client,
      userId,
      scope,
      supportedComponents: components,
      locale,
      queryClient: activeQueryClient,
    }),
    [client, userId, scope, components, locale, activeQueryClient],
  );

  return (
    <QueryClientProvider client={activeQueryClient}>
      <OfferkitContext.Provider value={value}>
        {impressions === undefined ? (
          children
        ) : (
          <ImpressionPolicyProvider impressions={impressions}>{children}</ImpressionPolicyProvider>
        )}
      </OfferkitContext.Provider>
    </QueryClientProvider>
  );
}
