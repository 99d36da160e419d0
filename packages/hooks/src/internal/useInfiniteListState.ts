'use client';

import type { OfferkitError } from '@offerkit/data';
import type { UseInfiniteQueryResult, UseQueryResult } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { InfiniteListState } from '../InfiniteListState.ts';
import type { ListProps, ListState } from '../ListState.ts';

/** What {@link useListState} reads from a query (a `useQuery` or `useInfiniteQuery` result). */
type ListQuery = Pick<
  UseQueryResult<unknown, OfferkitError>,
  'data' | 'status' | 'error' | 'isPending' | 'isFetching' | 'refetch'
>;

/** What {@link useInfiniteListState} reads from an infinite query. */
type InfiniteListQuery = ListQuery &
  Pick<
    UseInfiniteQueryResult<unknown, OfferkitError>,
    'hasNextPage' | 'isFetchingNextPage' | 'isFetchNextPageError' | 'fetchNextPage'
  >;

/**
 * The request state of a query, with `refetch` as a fire-and-forget callback for event handlers: errors
 * land in `error`, so there is no promise to handle.
 */
export function useListState(query: ListQuery): ListState & { listProps: ListProps } {
  const { refetch } = query;
  const again = useCallback(() => void refetch(), [refetch]);
  // Once an answer is in, a failed next page or refetch keeps it on screen: `error` says what failed.
  const status = query.data === undefined ? query.status : 'success';
  return {
    status,
    error: query.error,
    isPending: query.isPending,
    isFetching: query.isFetching,
    refetch: again,
    listProps: { status, onRetry: again },
  };
}

/**
 * The list state of an infinite query, every flag a list needs derived here once. `fetchNextPage` is
 * fire-and-forget like `refetch`, and a click while a page is on its way does nothing.
 */
export function useInfiniteListState(query: InfiniteListQuery): InfiniteListState {
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  const next = useCallback(() => {
    // `cancelRefetch: false`: a scroll-triggered load and a "Load more" press in the same tick must not
    // cancel and resend the page request.
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage({ cancelRefetch: false });
  }, [fetchNextPage, hasNextPage, isFetchingNextPage]);
  const { listProps, ...state } = useListState(query);
  return {
    ...state,
    hasNextPage,
    isFetchingNextPage,
    isFetchNextPageError,
    fetchNextPage: next,
    listProps: {
      ...listProps,
      hasNextPage,
      isFetchingNextPage,
      nextPageError: isFetchNextPageError,
      onLoadMore: next,
    },
  };
}
