import type { ListStatus } from '@offerkit/data';
import type { OfferkitMessages } from '../messages/defaultMessages.ts';

/** The props every list takes from its hook's `listProps` (`useOffers`, `useLocations`, `useEarnedRewards`). */
export interface ListStateProps {
  /**
   * `pending` shows placeholders, `error` an error message with a retry button, `success` the items (or
   * the empty state when there are none).
   * @default 'success'
   */
  status?: ListStatus;
  /** Called by the retry button of the error state. Without it no retry button is shown. */
  onRetry?: () => void;
}

/** The paging props of `OfferList` and `LocationList`, as `useOffers().listProps` hands them down. */
export interface PagedListProps extends ListStateProps {
  /**
   * More items exist after the loaded ones: a "Load more" button is shown and, with `autoLoadMore`,
   * `onLoadMore` runs when the user scrolls near the end.
   * @default false
   */
  hasNextPage?: boolean;
  /**
   * The next page is being fetched: placeholders follow the list and the button is busy.
   * @default false
   */
  isFetchingNextPage?: boolean;
  /**
   * The last attempt to fetch the next page failed: a message is shown and automatic loading pauses until
   * the user presses "Load more" again.
   * @default false
   */
  nextPageError?: boolean;
  /** Fetches the next page. */
  onLoadMore?: () => void;
  /**
   * Call `onLoadMore` on its own when the end of the list comes near.
   * @default true
   */
  autoLoadMore?: boolean;
}

/** How a list formats what it draws, and its strings: `LocationList`'s and `EarnedRewardsList`'s props. */
export interface ListFormatProps {
  /**
   * BCP 47 locale for amounts, dates and distances.
   * @default the runtime's default locale
   */
  locale?: string;
  /**
   * ISO 4217 currency of rewards and amounts (`FLAT` `userReward` values; the service sends cents).
   * @default 'USD'
   */
  currency?: string;
  /** Extra class names (the root always has the list's own class, `ok-LocationList`…). */
  className?: string;
  /** Replaces built-in strings for the list and what it draws. */
  messages?: Partial<OfferkitMessages>;
}
