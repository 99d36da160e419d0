'use client';

import { useCallback } from 'react';

interface InfiniteListQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
  refetch: () => Promise<unknown>;
}

/**
 * `fetchNextPage` and `refetch` as fire-and-forget callbacks for event handlers: errors land in the
 * list's `error`, so there is no promise to handle, and a click while a page is on its way does nothing.
 */
export function useInfiniteListControls({
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
  refetch,
}: InfiniteListQuery): { fetchNextPage: () => void; refetch: () => void } {
  const next = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [fetchNextPage, hasNextPage, isFetchingNextPage]);
  const again = useCallback(() => void refetch(), [refetch]);
  return { fetchNextPage: next, refetch: again };
}
