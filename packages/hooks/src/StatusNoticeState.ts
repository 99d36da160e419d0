/**
 * What a view's status notices ("offline", "taking longer than usual") need from its search, returned by
 * `useOffersSearch` and `useNearbySearch` as `statusProps` so each view spreads one object.
 */
export interface StatusNoticeState {
  /** Whether the browser reports a connection. */
  online: boolean;
  /** Whether the view shows loaded content (offline then gets a banner, not a full screen). */
  hasContent: boolean;
  /** Whether a request of the view is on its way. */
  busy: boolean;
}
