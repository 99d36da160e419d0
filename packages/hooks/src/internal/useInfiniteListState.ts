'use client';

import type { OfferkitError } from '@offerkit/data';
import type { UseInfiniteQueryResult, UseQueryResult } from '@tanstack/react-query';
import { useCallback } from 'react';

/**
 * The props every Offerkit list takes from its hook: spread them onto `EarnedRewardsList` (or onto
 * `OfferList`/`LocationList` through {@link InfiniteListProps}).
 */
export interface ListProps {
  /** `pending` until the first answer, `error` when it failed, then `success` (see {@link ListState.status}). */
  status: 'pending' | 'error' | 'success';
  /** Requests the list again: the retry button of the error state. */
  onRetry: () => void;
}

/**
 * The props an infinite list takes from `useOffers`/`useLocations`: `<OfferList {...list.listProps}
 * offers={list.offers} />`. The flags are computed once in the hook; lists only map them to markup.
 */
export interface InfiniteListProps extends ListProps {
  /** Whether `links.next` of the last page points to another page ("Load more" is shown). */
  hasNextPage: boolean;
  /** `true` while the next page is being fetched (placeholders follow the list, the button is busy). */
  isFetchingNextPage: boolean;
  /** The last attempt to fetch the next page failed ("couldn't load more"; automatic loading pauses). */
  nextPageError: boolean;
  /** Fetches the next page; does nothing when there is none or one is already on its way. */
  onLoadMore: () => void;
}

/** The request state every list hook returns (`useEarnedRewards`, and through {@link InfiniteListState} `useOffers`/`useLocations`). */
export interface ListState {
  /**
   * `pending` until the first answer arrives, then `success`; `error` when the first answer failed. A
   * failed next page or refetch keeps `success` (and what was shown) and sets `error`.
   */
  status: 'pending' | 'error' | 'success';
  /** The error of the last failed fetch (first page, next page or refetch), `null` otherwise. */
  error: OfferkitError | null;
  /** `true` until the first answer arrives (or fails). */
  isPending: boolean;
  /** `true` while a request is in flight, refetches included. */
  isFetching: boolean;
  /** Requests everything fetched so far again. */
  refetch: () => void;
}

/** The pagination and error model shared by `useOffers` and `useLocations`. */
export interface InfiniteListState
  extends ListState,
    Pick<InfiniteListProps, 'hasNextPage' | 'isFetchingNextPage'> {
  /**
   * The last attempt to fetch the next page failed (TanStack Query's flag of the same name): the pages
   * stay, `error` says what failed, and pressing "Load more" tries that page again. A failed refetch of
   * the pages already shown does not set it.
   */
  isFetchNextPageError: boolean;
  /** Fetches the next page; does nothing when there is none or one is already being fetched. */
  fetchNextPage: () => void;
  /** The same state as list props, to spread onto `OfferList` or `LocationList`. */
  listProps: InfiniteListProps;
}

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
