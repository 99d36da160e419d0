'use client';

import type { OfferkitError } from '@offerkit/data';
import { useCallback } from 'react';

/** The pagination and error model shared by `useOffers` and `useLocations`. */
export interface InfiniteListState {
  /**
   * `pending` until the first page arrives, then `success`; `error` when the first page failed. A failed
   * next page or refetch keeps `success` (and the pages) and sets `error`.
   */
  status: 'pending' | 'error' | 'success';
  /** The error of the last failed fetch (first page, next page or refetch), `null` otherwise. */
  error: OfferkitError | null;
  /** `true` until the first page arrives (or fails). */
  isPending: boolean;
  /** `true` while any page is being fetched, including refetches. */
  isFetching: boolean;
  /** Whether `links.next` of the last page points to another page. */
  hasNextPage: boolean;
  /** `true` while the next page is being fetched. */
  isFetchingNextPage: boolean;
  /** Fetches the next page; does nothing when there is none or one is already being fetched. */
  fetchNextPage: () => void;
  /** Fetches every fetched page again. */
  refetch: () => void;
}

interface InfiniteListQuery {
  data: unknown;
  status: 'pending' | 'error' | 'success';
  error: OfferkitError | null;
  isPending: boolean;
  isFetching: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: (options?: { cancelRefetch?: boolean }) => Promise<unknown>;
  refetch: () => Promise<unknown>;
}

/**
 * The list state of an infinite query. `fetchNextPage` and `refetch` become fire-and-forget callbacks for
 * event handlers: errors land in `error`, so there is no promise to handle, and a click while a page is on
 * its way does nothing.
 */
export function useInfiniteListState(query: InfiniteListQuery): InfiniteListState {
  const { hasNextPage, isFetchingNextPage, fetchNextPage, refetch } = query;
  const next = useCallback(() => {
    // `cancelRefetch: false`: a scroll-triggered load and a "Load more" press in the same tick must not
    // cancel and resend the page request.
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage({ cancelRefetch: false });
  }, [fetchNextPage, hasNextPage, isFetchingNextPage]);
  const again = useCallback(() => void refetch(), [refetch]);
  return {
    // Once a page is in, a failed next page or refetch keeps the list: `error` says what failed.
    status: query.data === undefined ? query.status : 'success',
    error: query.error,
    isPending: query.isPending,
    isFetching: query.isFetching,
    hasNextPage,
    isFetchingNextPage,
    fetchNextPage: next,
    refetch: again,
  };
}
