/**
 * The strings of `OffersExperience` itself (titles, filters, states): the part of `OfferkitMessages` that only
 * the experience draws. Replaced like every other string, through its `messages` prop or an
 * `OfferkitMessagesProvider`.
 */
export interface ExperienceMessages {
  /** Title of the whole experience, e.g. the hosted WebView's "rewards title". */
  rewardsTitle: string;
  /** Name of the offers view (its tab, and the list's accessible name). */
  offersTitle: string;
  /** Name of the nearby view (its tab, and the locations list's accessible name). */
  nearbyTitle: string;
  /** Name of the opt-in earned-rewards view (its tab). */
  rewardsViewTitle: string;
  /** Accessible name of the tab list that switches between the offers and nearby views. */
  viewsLabel: string;
  /** Label of the search box. */
  searchLabel: string;
  /** Placeholder of the search box. */
  searchPlaceholder: string;
  /** Accessible name of the button that empties the search box. */
  clearSearch: string;
  /** Accessible name of the category chips. */
  categoriesLabel: string;
  /** The chip that removes the category filter. */
  allCategories: string;
  /** Legend of the purchase-channel filter. */
  channelLabel: string;
  /** The purchase-channel choice that removes the filter. */
  channelAll: string;
  /** The in-store choice (`INSTORE`). */
  channelInStore: string;
  /** The online choice (`ONLINE`). */
  channelOnline: string;
  /** Label of the sort menu. */
  sortLabel: string;
  /** The sort choice that keeps the service's own order. */
  sortRecommended: string;
  /** Newest first (`-startDate`). */
  sortNewest: string;
  /** Expiring soonest first (`expirationDate`). */
  sortExpiringSoon: string;
  /** Announced when a list has loaded, e.g. "12 offers". `more` is true when further pages exist. */
  resultCount: (count: number, more: boolean) => string;
  /** Heading of the empty state when no filter is active. */
  emptyTitle: string;
  /** Text of the empty state when no filter is active. */
  emptyText: string;
  /** Heading of the empty state when filters are active. */
  emptyFilteredTitle: string;
  /** Text of the empty state when filters are active. */
  emptyFilteredText: string;
  /** Button that removes every filter (search, category, channel). */
  clearFilters: string;
  /** Shown while the browser reports no network connection and some content is on screen. */
  offline: string;
  /** Heading shown instead of a list while offline with nothing loaded yet. */
  offlineTitle: string;
  /** Text shown instead of a list while offline with nothing loaded yet. */
  offlineText: string;
  /** Shown when a view's code could not be loaded (with a retry button). */
  viewLoadError: string;
  /** Shown when a request takes longer than `slowResponseMs`. */
  slow: string;
  /** Accessible name of the detail dialog's close button. */
  close: string;
  /** Introduces the nearby view before a position is known. */
  locationIntro: string;
  /** Button that asks the browser for the user's position. */
  useMyLocation: string;
  /** Shown while the browser asks the user for permission, or locates them. */
  locating: string;
  /** Shown when the user refused to share their position. */
  locationDenied: string;
  /** Shown when the browser cannot give a position (no support, insecure page, no fix, time-out). */
  locationUnavailable: string;
  /** Suggests the city, zip code and state filters when no position is available. */
  locationFallback: string;
  /** Shown when the position came from the host (no browser permission involved). */
  locationGiven: string;
  /** Label of the radius menu. */
  radiusLabel: string;
  /** One radius choice. */
  radiusOption: (miles: number, locale: string | undefined) => string;
  /** Legend of the city, zip code and state filters. */
  placeFiltersLabel: string;
  /** Label of the city filter. */
  cityLabel: string;
  /** Label of the zip code filter. */
  zipCodeLabel: string;
  /** Label of the state filter. */
  stateLabel: string;
  /** Button that applies the city, zip code and state filters. */
  applyFilters: string;
  /** Heading of the nearby view's empty state. */
  nearbyEmptyTitle: string;
  /** Text of the nearby view's empty state. */
  nearbyEmptyText: string;
}
