'use client';

import type { OfferkitError, RewardsClient, SupportedComponent } from '@offerkit/data';
import {
  type InfiniteData,
  type QueryKey,
  type UseInfiniteQueryOptions,
  useInfiniteQuery,
} from '@tanstack/react-query';
import { useMemo } from 'react';
import type { InfiniteListState } from '../InfiniteListState.ts';
import { useOfferkit } from '../useOfferkit.ts';
import { useInfiniteListState } from './useInfiniteListState.ts';

/** The infinite-query options of an Offerkit list: pages of `TPage` over `links.next` (`null` first). */
export type ListQueryOptions<TPage, TKey extends QueryKey> = UseInfiniteQueryOptions<
  TPage,
  OfferkitError,
  InfiniteData<TPage, string | null>,
  TKey,
  string | null
>;

/** What a list's query options take from the provider besides the list's parameters. */
export interface ListScope {
  client: RewardsClient;
  userId: string;
  supportedComponents: readonly SupportedComponent[];
}

/**
 * One infinite list of the provider's user: builds the query from `queryOptions` (the public
 * `offersQueryOptions`, `locationsQueryOptions`) with the provider's client, user and components,
 * runs it, derives the list state once, and turns the fetched pages into what the list shows with `view`
 * (a module-level function, so the result is recomputed only when pages change).
 */
export function useInfiniteList<TParams extends object, TPage, TKey extends QueryKey, TView extends object>(
  queryOptions: (input: TParams & ListScope) => ListQueryOptions<TPage, TKey>,
  params: TParams,
  enabled: boolean,
  view: (pages: readonly TPage[]) => TView,
): TView & InfiniteListState {
  const { client, userId, supportedComponents } = useOfferkit();
  const query = useInfiniteQuery({
    ...queryOptions({ ...params, client, userId, supportedComponents }),
    enabled,
  });
  const listState = useInfiniteListState(query);
  const { data } = query;
  const shown = useMemo(() => view(data?.pages ?? []), [data, view]);
  return { ...shown, ...listState };
}
