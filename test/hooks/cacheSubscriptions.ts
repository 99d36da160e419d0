import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/**
 * Counts the query-cache subscriptions a tree adds beyond its provider's own: `renderProvider(null)` is
 * rendered and unmounted once to learn the provider's count, then the returned function tells how many
 * more subscriptions were made since (a per-card cost the performance budget watches).
 */
export function trackCacheSubscriptions(
  queryClient: QueryClient,
  renderProvider: (ui: ReactNode) => { unmount: () => void },
): () => number {
  const subscribe = vi.spyOn(queryClient.getQueryCache(), 'subscribe');
  renderProvider(null).unmount();
  const own = subscribe.mock.calls.length;
  subscribe.mockClear();
  return () => subscribe.mock.calls.length - own;
}
