import type { ListStatus, OfferkitError } from '@offerkit/data';

/**
 * The props every Offerkit list takes from its hook: spread them onto `EarnedRewardsList` (or onto
 * `OfferList`/`LocationList` through {@link InfiniteListProps}).
 */
export interface ListProps {
  /** `pending` until the first answer, `error` when it failed, then `success` (see {@link ListState.status}). */
  status: ListStatus;
  /** Requests the list again: the retry button of the error state. */
  onRetry: () => void;
}

/** The request state every list hook returns (`useEarnedRewards`, and through {@link InfiniteListState} `useOffers`/`useLocations`). */
export interface ListState {
  /**
   * `pending` until the first answer arrives, then `success`; `error` when the first answer failed. A
   * failed next page or refetch keeps `success` (and what was shown) and sets `error`.
   */
  status: ListStatus;
  /** The error of the last failed fetch (first page, next page or refetch), `null` otherwise. */
  error: OfferkitError | null;
  /** `true` until the first answer arrives (or fails). */
  isPending: boolean;
  /** `true` while a request is in flight, refetches included. */
  isFetching: boolean;
  /** Requests everything fetched so far again. */
  refetch: () => void;
}
