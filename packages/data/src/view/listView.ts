/** Where a list's data stands: loading its first answer, failed, or showing what it has. */
export type ListStatus = 'pending' | 'error' | 'success';

/** What a list draws (its `data-state`): placeholders, an error with retry, the empty message, or items. */
export type ListViewState = 'pending' | 'error' | 'empty' | 'ready';

/** What {@link listView} reads: the list's props as a hook hands them down, and how many items it shows. */
export interface ListViewInput {
  /** The request state (`useOffers().status` and the like). */
  status: ListStatus;
  /** How many items the list would draw. */
  itemCount: number;
  /** More items exist after the shown ones. @default false */
  hasNextPage?: boolean;
  /** The next page is being fetched. @default false */
  isFetchingNextPage?: boolean;
  /** The last attempt to fetch the next page failed. @default false */
  nextPageError?: boolean;
  /** The host wants the next page requested on its own when the end of the list nears. @default false */
  autoLoadMore?: boolean;
}

/** Every decision of a list's shell: one state, what is announced, what the footer holds. */
export interface ListView {
  /** The state drawn (and written to `data-state`). */
  state: ListViewState;
  /** `aria-busy`: the first answer or the next page is on its way. */
  busy: boolean;
  /** What the polite status line says: loading the list, loading more, or nothing. */
  announcement: 'loading' | 'loadingMore' | 'none';
  /** A footer follows the items (more exist, or more are on their way). */
  footer: boolean;
  /** The footer shows placeholders for the page on its way. */
  footerPlaceholders: boolean;
  /** The footer says the next page could not be loaded. */
  moreError: boolean;
  /** The footer's button: none, "Load more", or "Retry" after a failed next page. */
  loadMore: 'none' | 'more' | 'retry';
  /** The button is busy (pressing it does nothing): the next page is on its way. */
  loadMoreBusy: boolean;
  /** The list asks for the next page on its own when its end comes near. */
  autoLoad: boolean;
}

/**
 * The rules of every Offerkit list's shell (`OfferList`, `LocationList`, `EarnedRewardsList`): an answer
 * already shown stays shown, a failed next page keeps the items and offers a retry, and automatic loading
 * pauses after a failure until the user asks again, so a broken page is never requested in a loop.
 */
export function listView({
  status,
  itemCount,
  hasNextPage = false,
  isFetchingNextPage = false,
  nextPageError = false,
  autoLoadMore = false,
}: ListViewInput): ListView {
  const state: ListViewState = status !== 'success' ? status : itemCount === 0 ? 'empty' : 'ready';
  const ready = state === 'ready';
  return {
    state,
    busy: state === 'pending' || isFetchingNextPage,
    announcement: state === 'pending' ? 'loading' : isFetchingNextPage ? 'loadingMore' : 'none',
    footer: ready && (hasNextPage || isFetchingNextPage),
    footerPlaceholders: isFetchingNextPage,
    moreError: nextPageError && !isFetchingNextPage,
    loadMore: hasNextPage ? (nextPageError ? 'retry' : 'more') : 'none',
    loadMoreBusy: isFetchingNextPage,
    autoLoad: ready && autoLoadMore && hasNextPage && !isFetchingNextPage && !nextPageError,
  };
}
