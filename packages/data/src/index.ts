export type { RewardsClientOptions } from './client/createRewardsClient.ts';
export { createRewardsClient } from './client/createRewardsClient.ts';
export type {
  RewardsTransport,
  TransportCallOptions,
  TransportOptions,
  TransportRequest,
  TransportResponse,
} from './client/createTransport.ts';
export { createTransport } from './client/createTransport.ts';
export type { RetryOptions } from './client/RetryOptions.ts';
export type { OfferActionRequestOptions, RequestOptions, RewardsClient } from './client/RewardsClient.ts';
export {
  DEFAULT_CURRENCY,
  DEFAULT_PAGE_SIZE,
  DEFAULT_RADIUS_MILES,
  DEFAULT_RADIUS_OPTIONS,
  MAX_PAGE_SIZE,
  MAX_UPLOAD_URLS_PER_REQUEST,
  MAX_USERS_PER_CREATE,
  MIN_RADIUS_MILES,
  UPLOAD_URL_VALIDITY_SECONDS,
} from './constants.ts';
export type {
  HistoricalRecord,
  HistoricalRecordCheck,
  HistoricalRecordIssue,
  HistoricalRecordKind,
} from './decode/checkHistoricalRecord.ts';
export { checkHistoricalRecord } from './decode/checkHistoricalRecord.ts';
export type { DecodeOptions } from './decode/DecodeOptions.ts';
export type { DecodedEarnedRewardsDocument } from './decode/decodeEarnedRewardsDocument.ts';
export { decodeEarnedRewardsDocument } from './decode/decodeEarnedRewardsDocument.ts';
export type { DecodedErrorDocument } from './decode/decodeErrorDocument.ts';
export { decodeErrorDocument } from './decode/decodeErrorDocument.ts';
export { decodeLocationsDocument } from './decode/decodeLocationsDocument.ts';
export { decodeOfferActionDocument } from './decode/decodeOfferActionDocument.ts';
export { decodeOffersDocument } from './decode/decodeOffersDocument.ts';
export type { DecodedWebhookEnvelope } from './decode/decodeWebhookEnvelope.ts';
export { decodeWebhookEnvelope } from './decode/decodeWebhookEnvelope.ts';
export { errorTitle } from './errors/errorTitle.ts';
export { isOfferkitError } from './errors/isOfferkitError.ts';
export type { OfferkitErrorKind } from './errors/OfferkitError.ts';
export { OfferkitError } from './errors/OfferkitError.ts';
export { RewardsApiError } from './errors/RewardsApiError.ts';
export { RewardsDecodeError } from './errors/RewardsDecodeError.ts';
export { RewardsNetworkError } from './errors/RewardsNetworkError.ts';
export { RewardsRequestError } from './errors/RewardsRequestError.ts';
export type { FormatOfferDateOptions } from './format/formatOfferDate.ts';
export { formatOfferDate } from './format/formatOfferDate.ts';
export type { FormatUserRewardOptions } from './format/formatUserReward.ts';
export { formatUserReward } from './format/formatUserReward.ts';
export { resolveLocale } from './format/resolveLocale.ts';
export type { TextDirection } from './format/textDirection.ts';
export { textDirection } from './format/textDirection.ts';
export { distanceMiles } from './geo/distanceMiles.ts';
export { sortLocationsByDistance } from './geo/sortLocationsByDistance.ts';
export type { ActionOptions } from './request/ActionOptions.ts';
export { buildActionRequest } from './request/buildActionRequest.ts';
export { buildActivateRequest } from './request/buildActivateRequest.ts';
export { buildBoostRequest } from './request/buildBoostRequest.ts';
export { buildEarnedRewardsRequest } from './request/buildEarnedRewardsRequest.ts';
export { buildIssuerUrl } from './request/buildIssuerUrl.ts';
export type { LocationInclude, LocationSort, LocationsQuery } from './request/buildLocationsRequest.ts';
export { buildLocationsRequest, LOCATION_SORTS } from './request/buildLocationsRequest.ts';
export type { OfferSort, OffersQuery } from './request/buildOffersRequest.ts';
export { buildOffersRequest, OFFER_SORTS } from './request/buildOffersRequest.ts';
export { buildServiceUrl } from './request/buildServiceUrl.ts';
export { pageCursor } from './request/pageCursor.ts';
export type { RewardsEndpoint, RewardsRequest } from './request/RewardsRequest.ts';
export { KNOWN_CATEGORY_NAMES } from './types/category.ts';
export { SUPPORTED_COMPONENTS } from './types/components.ts';
export type * from './types/index.ts';
export { findOfferAsset } from './url/findOfferAsset.ts';
export { isLoadableAssetUrl } from './url/isLoadableAssetUrl.ts';
export { offerActionUrl } from './url/offerActionUrl.ts';
export { safeExternalUrl } from './url/safeExternalUrl.ts';
export type { CtaStyle, CtaView } from './view/ctaView.ts';
export { ctaView } from './view/ctaView.ts';
export type {
  EarnedRewardState,
  EarnedRewardView,
  EarnedRewardViewLabels,
  EarnedRewardViewOptions,
} from './view/earnedRewardView.ts';
export { earnedRewardView } from './view/earnedRewardView.ts';
export type { ExperienceThemeTokens } from './view/experienceThemeStyle.ts';
export { experienceThemeStyle } from './view/experienceThemeStyle.ts';
export type { ListStatus, ListView, ListViewInput, ListViewState } from './view/listView.ts';
export { listView } from './view/listView.ts';
export type { LocationView, LocationViewOptions } from './view/locationView.ts';
export { locationView } from './view/locationView.ts';
export type { LogoFlareBadgePosition, LogoFlareBorder, LogoFlareView } from './view/logoFlareView.ts';
export { logoFlareView } from './view/logoFlareView.ts';
export type { NearbyContent, NearbyContentInput } from './view/nearbyContent.ts';
export { nearbyContent } from './view/nearbyContent.ts';
export type {
  GeolocationStatus,
  NearbyGeolocation,
  NearbyPlaceField,
  NearbyPlaces,
  NearbySearchEvent,
  NearbySearchState,
} from './view/nearbySearchReducer.ts';
export { initialNearbySearchState, nearbySearchReducer } from './view/nearbySearchReducer.ts';
export type {
  NearbyGeolocationState,
  NearbyLocationsQuery,
  NearbyMessageKey,
  NearbySearchView,
  NearbySearchViewOptions,
} from './view/nearbySearchView.ts';
export { nearbySearchView } from './view/nearbySearchView.ts';
export type { OfferActionState } from './view/offerActionState.ts';
export type { OfferCardView, OfferCardViewOptions } from './view/offerCardView.ts';
export { offerCardView } from './view/offerCardView.ts';
export type { OfferCommonView, OfferViewOptions } from './view/offerCommonView.ts';
export type {
  OfferDateFact,
  OfferDetailView,
  OfferDetailViewOptions,
  OfferFactsView,
} from './view/offerDetailView.ts';
export { offerDetailView } from './view/offerDetailView.ts';
export type { OfferImageKind, OfferImageView } from './view/offerImageView.ts';
export { offerImageView } from './view/offerImageView.ts';
export type { OffersContentInput, OffersContentView } from './view/offersContent.ts';
export { offersContent } from './view/offersContent.ts';
export type {
  OffersExperienceLayout,
  OffersExperienceSections,
  OffersExperienceView,
} from './view/offersExperienceLayout.ts';
export { DEFAULT_OFFERS_EXPERIENCE_SECTIONS, offersExperienceLayout } from './view/offersExperienceLayout.ts';
export type {
  ExperienceChannel,
  ExperienceSort,
  OffersExperienceFilters,
  OffersFilterQuery,
  OffersFiltersAction,
} from './view/offersFilterModel.ts';
export {
  EXPERIENCE_CHANNELS,
  EXPERIENCE_SORTS,
  hasActiveOffersFilters,
  INITIAL_OFFERS_FILTERS,
  normalizeOffersFilters,
  offersExperienceParams,
  offersFiltersReducer,
  offersParamsFromFilters,
  sameOffersFilters,
} from './view/offersFilterModel.ts';
export type { OfferLayout, OfferTextView } from './view/offerTextView.ts';
export { offerTextView } from './view/offerTextView.ts';
export type {
  ProgressBarKind,
  ProgressBarLayout,
  ProgressBarNodeState,
  ProgressBarNodeView,
  ProgressBarPlacement,
  ProgressBarSelection,
  ProgressBarView,
  ProgressBarViewLabels,
  ProgressBarViewOptions,
} from './view/progressBarView.ts';
export {
  DEFAULT_PROGRESS_BAR_SELECTION,
  MAX_PROGRESS_BAR_NODES,
  progressBarView,
} from './view/progressBarView.ts';
export type { RewardView, RewardViewOptions } from './view/rewardView.ts';
export { rewardView } from './view/rewardView.ts';
export type { TagItemView } from './view/tagListView.ts';
export { tagListView } from './view/tagListView.ts';
