export { createOfferkitQueryClient } from './createOfferkitQueryClient.ts';
export {
  type EarnedRewardsQueryOptionsInput,
  earnedRewardsQueryOptions,
} from './earnedRewardsQueryOptions.ts';
export {
  ImpressionPolicyProvider,
  type ImpressionPolicyProviderProps,
} from './ImpressionPolicyProvider.tsx';
export { ImpressionScopeProvider, type ImpressionScopeProviderProps } from './ImpressionScopeProvider.tsx';
export type { InfiniteListProps, InfiniteListState } from './InfiniteListState.ts';
export type { ListProps, ListState } from './ListState.ts';
export type { LocationsParams } from './LocationsParams.ts';
export {
  type LocationsInfiniteData,
  type LocationsQueryOptionsInput,
  locationsQueryOptions,
} from './locationsQueryOptions.ts';
export { OfferkitProvider, type OfferkitProviderProps } from './OfferkitProvider.tsx';
export type { OffersParams } from './OffersParams.ts';
export {
  type OfferkitKeyScope,
  offerkitKeys,
} from './offerkitKeys.ts';
export {
  type OffersInfiniteData,
  type OffersQueryOptionsInput,
  offersQueryOptions,
} from './offersQueryOptions.ts';
export type { StatusNoticeState } from './StatusNoticeState.ts';
export {
  type UseActivateOfferOptions,
  type UseActivateOfferResult,
  useActivateOffer,
} from './useActivateOffer.ts';
export { type UseBoostOfferOptions, type UseBoostOfferResult, useBoostOffer } from './useBoostOffer.ts';
export { type BoundOffer, useBoundOffer } from './useBoundOffer.ts';
export { useCachedOffer } from './useCachedOffer.ts';
export {
  type UseEarnedRewardsOptions,
  type UseEarnedRewardsResult,
  useEarnedRewards,
} from './useEarnedRewards.ts';
export { type ImpressionTargetAttributes, type UseImpressionResult, useImpression } from './useImpression.ts';
export { type UseListViewOptions, type UseListViewResult, useListView } from './useListView.ts';
export { type UseLocationsOptions, type UseLocationsResult, useLocations } from './useLocations.ts';
export { type ModalDialogProps, type UseModalDialogOptions, useModalDialog } from './useModalDialog.ts';
export {
  type NearbyLocationTargetProps,
  type NearbyPlaceFieldProps,
  type NearbySearchMap,
  type UseNearbySearchOptions,
  type UseNearbySearchResult,
  useNearbySearch,
} from './useNearbySearch.ts';
export { type UseOfferOptions, type UseOfferResult, useOffer } from './useOffer.ts';
export { type UseOfferActionOptions, type UseOfferActionResult, useOfferAction } from './useOfferAction.ts';
export { type OfferkitContextValue, useOfferkit } from './useOfferkit.ts';
export {
  OFFER_LOOKUP_MAX_PAGES,
  type UseOfferLookupOptions,
  type UseOfferLookupResult,
  useOfferLookup,
} from './useOfferLookup.ts';
export { type UseOffersOptions, type UseOffersResult, useOffers } from './useOffers.ts';
export {
  type OffersFilterActions,
  type OpenedOffer,
  type UseOffersExperienceOptions,
  type UseOffersExperienceResult,
  useOffersExperience,
} from './useOffersExperience.ts';
export {
  type UseOffersSearchOptions,
  type UseOffersSearchResult,
  useOffersSearch,
} from './useOffersSearch.ts';
export { useOptionalOfferkit } from './useOptionalOfferkit.ts';
export {
  type ProgressBarElementProps,
  type ProgressBarFillStyle,
  type ProgressBarLabelProps,
  type ProgressBarNodeProps,
  type UseProgressBarOptions,
  type UseProgressBarResult,
  useProgressBar,
} from './useProgressBar.ts';
export {
  type RovingItemProps,
  type UseRovingFocusOptions,
  type UseRovingFocusResult,
  useRovingFocus,
} from './useRovingFocus.ts';
export {
  type SearchFieldInputProps,
  type UseSearchFieldOptions,
  type UseSearchFieldResult,
  useSearchField,
} from './useSearchField.ts';
export { useSlowFlag } from './useSlowFlag.ts';
export {
  type TabListProps,
  type TabPanelProps,
  type TabProps,
  type UseTabsOptions,
  type UseTabsResult,
  useTabs,
} from './useTabs.ts';
export { useViewEvent } from './useViewEvent.ts';
export { watchImpressionsBeforeHydration } from './watchImpressionsBeforeHydration.ts';
