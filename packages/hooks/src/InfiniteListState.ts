import type { ListProps, ListState } from './ListState.ts';

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
