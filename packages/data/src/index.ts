export { createRewardsClient, type RewardsClientOptions } from './client/createRewardsClient.ts';
export type { RetryOptions } from './client/RetryOptions.ts';
export type { OfferActionRequestOptions, RequestOptions, RewardsClient } from './client/RewardsClient.ts';
export {
  DEFAULT_CURRENCY,
  DEFAULT_PAGE_SIZE,
  DEFAULT_RADIUS_MILES,
  DEFAULT_RADIUS_OPTIONS,
  MAX_AMOUNT,
  MAX_PAGE_SIZE,
  MIN_RADIUS_MILES,
} from './constants.ts';
export type { DecodeOptions } from './decode/DecodeOptions.ts';
export {
  type DecodedEarnedRewardsDocument,
  decodeEarnedRewardsDocument,
} from './decode/decodeEarnedRewardsDocument.ts';
export { type DecodedErrorDocument, decodeErrorDocument } from './decode/decodeErrorDocument.ts';
export { decodeLocationsDocument } from './decode/decodeLocationsDocument.ts';
export { decodeOfferActionDocument } from './decode/decodeOfferActionDocument.ts';
export { decodeOffersDocument } from './decode/decodeOffersDocument.ts';
export { isOfferkitError } from './errors/isOfferkitError.ts';
export { OfferkitError, type OfferkitErrorKind } from './errors/OfferkitError.ts';
export { RewardsApiError } from './errors/RewardsApiError.ts';
export { RewardsDecodeError } from './errors/RewardsDecodeError.ts';
export { RewardsNetworkError } from './errors/RewardsNetworkError.ts';
export { RewardsRequestError } from './errors/RewardsRequestError.ts';
export { type FormatOfferDateOptions, formatOfferDate } from './format/formatOfferDate.ts';
export { type FormatUserRewardOptions, formatUserReward } from './format/formatUserReward.ts';
export { resolveLocale } from './format/resolveLocale.ts';
export { type TextDirection, textDirection } from './format/textDirection.ts';
export { warmNumberFormats } from './format/warmNumberFormats.ts';
export { distanceMiles } from './geo/distanceMiles.ts';
export { sortLocationsByDistance } from './geo/sortLocationsByDistance.ts';
export type { ActionOptions } from './request/ActionOptions.ts';
export { buildActionRequest } from './request/buildActionRequest.ts';
export { buildActivateRequest } from './request/buildActivateRequest.ts';
export { buildBoostRequest } from './request/buildBoostRequest.ts';
export { buildEarnedRewardsRequest } from './request/buildEarnedRewardsRequest.ts';
export {
  buildLocationsRequest,
  LOCATION_SORTS,
  type LocationInclude,
  type LocationSort,
  type LocationsQuery,
} from './request/buildLocationsRequest.ts';
export {
  buildOffersRequest,
  OFFER_SORTS,
  type OfferSort,
  type OffersQuery,
} from './request/buildOffersRequest.ts';
export { pageCursor } from './request/pageCursor.ts';
export type { RewardsEndpoint, RewardsRequest } from './request/RewardsRequest.ts';
export { SUPPORTED_COMPONENTS } from './types/components.ts';
export type * from './types/index.ts';
export { findOfferAsset } from './url/findOfferAsset.ts';
export { isLoadableAssetUrl } from './url/isLoadableAssetUrl.ts';
export { loadableAssetUrl } from './url/loadableAssetUrl.ts';
export { offerActionUrl } from './url/offerActionUrl.ts';
export { safeExternalUrl } from './url/safeExternalUrl.ts';
export {
  createImpressionTracker,
  type ImpressionTracker,
  type ImpressionTrackerOptions,
} from './view/createImpressionTracker.ts';
export { type CtaStyle, type CtaView, ctaView } from './view/ctaView.ts';
export {
  type EarnedRewardsTotalView,
  type EarnedRewardsTotalViewOptions,
  earnedRewardsTotalView,
} from './view/earnedRewardsTotalView.ts';
export {
  type EarnedRewardState,
  type EarnedRewardView,
  type EarnedRewardViewLabels,
  type EarnedRewardViewOptions,
  earnedRewardView,
} from './view/earnedRewardView.ts';
export { type ExperienceThemeTokens, experienceThemeStyle } from './view/experienceThemeStyle.ts';
export {
  DEFAULT_IMPRESSION_POLICY,
  type ImpressionOnce,
  type ImpressionPolicy,
  type ImpressionPolicyOptions,
  type ImpressionTrigger,
  resolveImpressionPolicy,
} from './view/impressionPolicy.ts';
export {
  type ListStatus,
  type ListView,
  type ListViewInput,
  type ListViewState,
  listView,
} from './view/listView.ts';
export { type LocationView, type LocationViewOptions, locationView } from './view/locationView.ts';
export {
  type LogoFlareBadgePosition,
  type LogoFlareBorder,
  type LogoFlareView,
  logoFlareView,
} from './view/logoFlareView.ts';
export { type NearbyContent, type NearbyContentInput, nearbyContent } from './view/nearbyContent.ts';
export {
  type GeolocationStatus,
  initialNearbySearchState,
  type NearbyGeolocation,
  type NearbyPlaceField,
  type NearbyPlaces,
  type NearbySearchEvent,
  type NearbySearchState,
  nearbySearchReducer,
} from './view/nearbySearchReducer.ts';
export {
  type NearbyGeolocationState,
  type NearbyLocationsQuery,
  type NearbyMessageKey,
  type NearbySearchView,
  type NearbySearchViewOptions,
  nearbySearchView,
} from './view/nearbySearchView.ts';
export type { OfferActionState } from './view/offerActionState.ts';
export { type OfferCardView, type OfferCardViewOptions, offerCardView } from './view/offerCardView.ts';
export type { OfferCommonView, OfferViewOptions } from './view/offerCommonView.ts';
export {
  type OfferDateFact,
  type OfferDetailView,
  type OfferDetailViewOptions,
  type OfferFactsView,
  offerDetailView,
} from './view/offerDetailView.ts';
export { type OfferImageKind, type OfferImageView, offerImageView } from './view/offerImageView.ts';
export { type OfferOpenKind, offerOpenKind } from './view/offerOpenKind.ts';
export {
  type OfferStatusKind,
  type OfferStatusView,
  offerStatusView,
} from './view/offerStatusView.ts';
export { type OffersContentInput, type OffersContentView, offersContent } from './view/offersContent.ts';
export {
  DEFAULT_OFFERS_EXPERIENCE_SECTIONS,
  type OffersExperienceLayout,
  type OffersExperienceSections,
  type OffersExperienceView,
  offersExperienceLayout,
} from './view/offersExperienceLayout.ts';
export {
  EXPERIENCE_CHANNELS,
  EXPERIENCE_SORTS,
  type ExperienceChannel,
  type ExperienceSort,
  hasActiveOffersFilters,
  INITIAL_OFFERS_FILTERS,
  normalizeOffersFilters,
  type OffersExperienceFilters,
  type OffersFilterQuery,
  type OffersFiltersAction,
  offersExperienceParams,
  offersFiltersReducer,
  offersParamsFromFilters,
  sameOffersFilters,
} from './view/offersFilterModel.ts';
export { type OfferLayout, type OfferTextView, offerTextView } from './view/offerTextView.ts';
export { offerViewUrl } from './view/offerViewUrl.ts';
export {
  DEFAULT_PROGRESS_BAR_SELECTION,
  MAX_PROGRESS_BAR_NODES,
  type ProgressBarKind,
  type ProgressBarLayout,
  type ProgressBarNodeMarker,
  type ProgressBarNodeState,
  type ProgressBarNodeView,
  type ProgressBarPlacement,
  type ProgressBarSelection,
  type ProgressBarView,
  type ProgressBarViewLabels,
  type ProgressBarViewOptions,
  progressBarView,
} from './view/progressBarView.ts';
export { type RewardView, type RewardViewOptions, rewardView } from './view/rewardView.ts';
export { rovingFocusTarget, rovingTabStop } from './view/rovingFocus.ts';
export { type TagItemView, tagListView } from './view/tagListView.ts';
export {
  initialTakenCtaState,
  type TakenCtaEvent,
  type TakenCtaState,
  takenCtaReducer,
} from './view/takenCtaReducer.ts';
export { withoutTakenCta } from './view/withoutTakenCta.ts';
