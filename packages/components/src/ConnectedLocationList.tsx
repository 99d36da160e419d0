'use client';
import { resolveLocale } from '@offerkit/data';
import { type UseLocationsOptions, useLocations, useOfferkit } from '@offerkit/hooks';
import type { ReactElement } from 'react';
import { LocationList, type LocationListProps } from './LocationList.tsx';

export interface ConnectedLocationListProps
  extends Omit<
    LocationListProps,
    'locations' | 'status' | 'onRetry' | 'hasNextPage' | 'isFetchingNextPage' | 'nextPageError' | 'onLoadMore'
  > {
  /**
   * The list's parameters, as for `useLocations`: radius search (`latitude`, `longitude`, `radius`),
   * narrowing filters, sort, page size, `enabled`. Changing one starts a new list.
   * @default {}
   */
  params?: UseLocationsOptions;
}

/**
 * `LocationList` wired to `useLocations` (needs an `OfferkitProvider`). The offers of each location come
 * from the same cache as offers lists, so an activation elsewhere shows here without a refetch.
 */
export function ConnectedLocationList({
  params,
  locale,
  ...props
}: ConnectedLocationListProps): ReactElement {
  const offerkit = useOfferkit();
  const list = useLocations(params);
  return (
    <LocationList
      {...props}
      locale={resolveLocale(locale, offerkit.locale)}
      {...list.listProps}
      locations={list.locations}
    />
  );
}
