export { createOfferkitQueryClient } from './createOfferkitQueryClient.ts';
export type { EarnedRewardsQueryOptionsInput } from './earnedRewardsQueryOptions.ts';
export { earnedRewardsQueryOptions } from './earnedRewardsQueryOptions.ts';
export type {
  InfiniteListProps,
  InfiniteListState,
  ListProps,
  ListState,
} from './internal/useInfiniteListState.ts';
export type {
  LocationsInfiniteData,
  LocationsParams,
  LocationsQueryOptionsInput,
} from './locationsQueryOptions.ts';
export { locationsQueryOptions } from './locationsQueryOptions.ts';
export type { OfferkitProviderProps } from './OfferkitProvider.tsx';
export { OfferkitProvider } from './OfferkitProvider.tsx';
export type { LocationsKeyParams, OfferkitKeyScope, OffersKeyParams } from './offerkitKeys.ts';
export { offerkitKeys } from './offerkitKeys.ts';
export type {
  OffersInfiniteData,
  OffersParams,
  OffersQueryOptionsInput,
} from './offersInfiniteQueryOptions.ts';
export { offersInfiniteQueryOptions } from './offersInfiniteQueryOptions.ts';
export type { UseActivateOfferOptions, UseActivateOfferResult } from './useActivateOffer.ts';
export { useActivateOffer } from './useActivateOffer.ts';
export type { UseBoostOfferOptions, UseBoostOfferResult } from './useBoostOffer.ts';
export { useBoostOffer } from './useBoostOffer.ts';
export type { BoundOffer } from './useBoundOffer.ts';
export { useBoundOffer } from './useBoundOffer.ts';
export { useCachedOffer } from './useCachedOffer.ts';
export type { UseEarnedRewardsOptions, UseEarnedRewardsResult } from './useEarnedRewards.ts';
export { useEarnedRewards } from './useEarnedRewards.ts';
export type { UseLocationsParams, UseLocationsResult } from './useLocations.ts';
export { useLocations } from './useLocations.ts';
export type { ModalDialogProps, UseModalDialogOptions } from './useModalDialog.ts';
export { useModalDialog } from './useModalDialog.ts';
export type {
  NearbyLocationTargetProps,
  NearbyPlaceFieldProps,
  NearbySearchMap,
  UseNearbySearchOptions,
  UseNearbySearchResult,
} from './useNearbySearch.ts';
export { useNearbySearch } from './useNearbySearch.ts';
export type { UseOfferOptions, UseOfferResult } from './useOffer.ts';
export { useOffer } from './useOffer.ts';
export type { UseOfferActionOptions, UseOfferActionResult } from './useOfferAction.ts';
export { useOfferAction } from './useOfferAction.ts';
export type { UseOfferLookupOptions, UseOfferLookupResult } from './useOfferLookup.ts';
export { OFFER_LOOKUP_MAX_PAGES, useOfferLookup } from './useOfferLookup.ts';
export type { OfferkitContextValue } from './useOfferkit.ts';
export { useOfferkit } from './useOfferkit.ts';
export type { UseOffersParams, UseOffersResult } from './useOffers.ts';
export { useOffers } from './useOffers.ts';
export type {
  OffersFilterActions,
  OpenedOffer,
  UseOffersExperienceOptions,
  UseOffersExperienceResult,
} from './useOffersExperience.ts';
export { useOffersExperience } from './useOffersExperience.ts';
export type { UseOffersSearchOptions, UseOffersSearchResult } from './useOffersSearch.ts';
export { useOffersSearch } from './useOffersSearch.ts';
export { useOptionalOfferkit } from './useOptionalOfferkit.ts';
export type {
  ProgressBarElementProps,
  ProgressBarFillStyle,
  ProgressBarLabelProps,
  ProgressBarNodeProps,
  UseProgressBarOptions,
  UseProgressBarResult,
} from './useProgressBar.ts';
export { useProgressBar } from './useProgressBar.ts';
export type {
  SearchFieldInputProps,
  UseSearchFieldOptions,
  UseSearchFieldResult,
} from './useSearchField.ts';
export { useSearchField } from './useSearchField.ts';
export { useSlowFlag } from './useSlowFlag.ts';
export type {
  TabListProps,
  TabPanelProps,
  TabProps,
  UseTabsOptions,
  UseTabsResult,
} from './useTabs.ts';
export { useTabs } from './useTabs.ts';
