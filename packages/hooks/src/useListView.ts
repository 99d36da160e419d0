'use client';

import { type ListStatus, type ListView, listView } from '@offerkit/data';
import { type RefCallback, useCallback, useRef } from 'react';

/** What {@link useListView} reads: a list's props as its data hook hands them down, and its item count. */
export interface UseListViewOptions {
  /** How many items the list draws. */
  itemCount: number;
  /** The request state (`useOffers().status` and the like). @default 'success' */
  status?: ListStatus | undefined;
  /** More items exist after the shown ones. @default false */
  hasNextPage?: boolean | undefined;
  /** The next page is being fetched. @default false */
  isFetchingNextPage?: boolean | undefined;
  /** The last attempt to fetch the next page failed. @default false */
  nextPageError?: boolean | undefined;
  /** Fetches the next page: the "Load more" button, and automatic loading. */
  onLoadMore?: (() => void) | undefined;
  /** Request the next page on its own when the end of the list nears. @default true */
  autoLoadMore?: boolean | undefined;
}

/** What a list draws from {@link useListView}. */
export interface UseListViewResult {
  /** Every decision of the list's shell (`listView`): state, announcement, footer, button. */
  view: ListView;
  /**
   * The list's one automatic-loading trigger: `onLoadMore` while `view.autoLoad` allows it, else
   * `undefined`. Whatever sees the end of the list come near calls it: the footer's observer
   * ({@link UseListViewResult.getFooterProps}) or a virtualized list's range.
   */
  loadNearEnd: (() => void) | undefined;
  /**
   * Props of the element after the items, for a list that is not virtualized: while automatic loading is
   * on, the element coming within 600 px of the viewport calls {@link UseListViewResult.loadNearEnd}.
   */
  getFooterProps: () => { ref: RefCallback<HTMLElement> };
}

/**
 * The list step between a data hook and a list component (`OfferList`, `LocationList`,
 * `EarnedRewardsList`): `listView`'s decisions for the props as given, and the one trigger that loads
 * the next page when the end of the list nears, so a list only maps the result to markup.
 */
export function useListView({
  itemCount,
  status = 'success',
  hasNextPage,
  isFetchingNextPage,
  nextPageError,
  onLoadMore,
  autoLoadMore = true,
}: UseListViewOptions): UseListViewResult {
  const view = listView({ status, itemCount, hasNextPage, isFetchingNextPage, nextPageError, autoLoadMore });
  const loadNearEnd = view.autoLoad ? onLoadMore : undefined;

  const observer = useRef<IntersectionObserver | undefined>(undefined);
  // A new callback after every page (`itemCount`) makes React attach the footer afresh: an observer
  // reports the current state when it starts, so a footer that is still in view after a page lands asks
  // for the next one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: itemCount re-observes after every page
  const watchFooter = useCallback<RefCallback<HTMLElement>>(
    (element) => {
      observer.current?.disconnect();
      observer.current = undefined;
      if (element === null || loadNearEnd === undefined || typeof IntersectionObserver === 'undefined') {
        return;
      }
      observer.current = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) loadNearEnd();
        },
        { rootMargin: '0px 0px 600px 0px' },
      );
      observer.current.observe(element);
    },
    [loadNearEnd, itemCount],
  );
  const getFooterProps = useCallback(() => ({ ref: watchFooter }), [watchFooter]);
  return { view, loadNearEnd, getFooterProps };
}
