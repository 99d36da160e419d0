import { QueryClient, type QueryClientConfig } from '@tanstack/react-query';
import { OFFERKIT_STALE_TIME } from './internal/defaults.ts';

/**
 * A `QueryClient` with the defaults Offerkit's data wants: pages stay fresh for 30 seconds (so remounts and
 * hydration don't refetch), no refetch on window focus by default (the offers lists and the earned rewards
 * opt in through their query options: that is where progress and new rewards show), no query retries (the rewards client already retries
 * 408, 429 and 5xx with backoff; retrying here would multiply requests). `gcTime` is TanStack's own default:
 * in the browser unused pages are dropped after five minutes; on the server (no `window`) nothing is
 * scheduled, so a server render leaves no timer behind and its cache goes when the client is dropped.
 * Nothing is persisted.
 *
 * `OfferkitProvider` creates one when it is given none; call this yourself to share one client between
 * server prefetching and the provider. `config.defaultOptions` are merged over these defaults.
 */
export function createOfferkitQueryClient(config: QueryClientConfig = {}): QueryClient {
  return new QueryClient({
    ...config,
    defaultOptions: {
      ...config.defaultOptions,
      queries: {
        staleTime: OFFERKIT_STALE_TIME,
        refetchOnWindowFocus: false,
        retry: false,
        ...config.defaultOptions?.queries,
      },
      mutations: { retry: false, ...config.defaultOptions?.mutations },
    },
  });
}
