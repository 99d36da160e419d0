'use client';
import { resolveLocale } from '@offerkit/data';
import { type UseOffersOptions, useOfferkit, useOffers } from '@offerkit/hooks';
import type { ReactElement } from 'react';
import { ConnectedOfferCard } from './ConnectedOfferCard.tsx';
import { OfferList, type OfferListProps } from './OfferList.tsx';

export interface ConnectedOfferListProps
  extends Omit<
    OfferListProps,
    | 'offers'
    | 'status'
    | 'onRetry'
    | 'hasNextPage'
    | 'isFetchingNextPage'
    | 'nextPageError'
    | 'onLoadMore'
    | 'onAction'
    | 'pendingOfferIds'
    | 'card'
  > {
  /**
   * The list's parameters, as for `useOffers`: search, category, purchase channel, targeting, sort, page
   * size, `enabled`. Changing one starts a new list.
   * @default {} (every offer, service order)
   */
  params?: UseOffersOptions;
}

/**
 * `OfferList` wired to `useOffers` (needs an `OfferkitProvider`): loads pages as the user scrolls or
 * presses "Load more", retries on demand, and each card is a `ConnectedOfferCard` that runs its own CTA, so
 * an activation or boost updates the card from the response with no refetch.
 */
export function ConnectedOfferList({ params, locale, ...props }: ConnectedOfferListProps): ReactElement {
  const offerkit = useOfferkit();
  const list = useOffers(params);
  return (
    <OfferList
      {...props}
      locale={resolveLocale(locale, offerkit.locale)}
      {...list.listProps}
      offers={list.offers}
      card={ConnectedOfferCard}
    />
  );
}
