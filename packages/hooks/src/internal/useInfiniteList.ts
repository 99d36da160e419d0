'use client';

import type { OfferkitError } from '@offerkit/data';
import {
  type InfiniteData,
  type QueryKey,
  type UseInfiniteQueryOptions,
  useInfiniteQuery,
} from '@tanstack/react-query';
import { useMemo } from 'react';
import { type InfiniteListState, useInfiniteListState } from './useInfiniteListState.ts';

/** The infinite-query options of an Offerkit list: pages of `TPage` over `links.next` (`null` first). */
export type ListQueryOptions<TPage, TKey extends QueryKey> = UseInfiniteQueryOptions<
  TPage,
  OfferkitError,
  InfiniteData<TPage, string | null>,
  TKey,
  string | null
>;

/**
 * One infinite list: runs the query, derives the list state once, and turns the fetched pages into what
 * the list shows with `view` (a module-level function, so the result is recomputed only when pages change).
 */
export function useInfiniteList<TPage, TKey extends QueryKey, TView extends object>(
  options: ListQueryOptions<TPage, TKey>,
  view: (pages: readonly TPage[]) => TView,
): TView & InfiniteListState {
  const query = useInfiniteQuery(options);
  const listState = useInfiniteListState(query);
  const { data } = query;
  const shown = useMemo(() => view(data?.pages ?? []), [data, view]);
  return { ...shown, ...listState };
}
