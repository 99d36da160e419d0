export type {
  ExperienceChannel,
  ExperienceSort,
  ExperienceThemeTokens,
  GeolocationStatus,
  OffersExperienceFilters,
  OffersExperienceSections,
  OffersExperienceView,
} from '@offerkit/data';
export type { ConnectedEarnedRewardsListProps } from './ConnectedEarnedRewardsList.tsx';
export { ConnectedEarnedRewardsList } from './ConnectedEarnedRewardsList.tsx';
export type { ConnectedLocationListProps } from './ConnectedLocationList.tsx';
export { ConnectedLocationList } from './ConnectedLocationList.tsx';
export type { ConnectedOfferDetailProps } from './ConnectedOfferDetail.tsx';
export { ConnectedOfferDetail } from './ConnectedOfferDetail.tsx';
export type { ConnectedOfferListProps } from './ConnectedOfferList.tsx';
export { ConnectedOfferList } from './ConnectedOfferList.tsx';
export type { CtaButtonProps } from './CtaButton.tsx';
export { CtaButton } from './CtaButton.tsx';
export type { EarnedRewardsListProps, EarnedRewardsListStatus } from './EarnedRewardsList.tsx';
export { EarnedRewardsList } from './EarnedRewardsList.tsx';
export type { ExperienceLabels } from './experience/experienceLabels.ts';
export { defaultExperienceLabels } from './experience/experienceLabels.ts';
export { experienceThemeStyle } from './experience/experienceThemeStyle.ts';
export type { NearbyMapProps } from './experience/NearbyView.tsx';
export { offersExperienceParams } from './experience/offersExperienceParams.ts';
export type { HeadingLevel } from './internal/Heading.tsx';
export type { LocationCardProps } from './LocationCard.tsx';
export { LocationCard } from './LocationCard.tsx';
export type { LocationListProps, LocationListStatus } from './LocationList.tsx';
export { LocationList } from './LocationList.tsx';
export type { LogoFlareProps } from './LogoFlare.tsx';
export { LogoFlare } from './LogoFlare.tsx';
export type { OfferkitMessages } from './messages/defaultMessages.ts';
export { defaultMessages } from './messages/defaultMessages.ts';
export { esExperienceLabels } from './messages/esExperienceLabels.ts';
export { esMessages } from './messages/esMessages.ts';
export type { OfferBannerProps } from './OfferBanner.tsx';
export { OfferBanner } from './OfferBanner.tsx';
export type { OfferCardProps } from './OfferCard.tsx';
export { OfferCard } from './OfferCard.tsx';
export type { OfferDetailProps } from './OfferDetail.tsx';
export { OfferDetail } from './OfferDetail.tsx';
export type { OfferkitMessagesProviderProps } from './OfferkitMessagesProvider.tsx';
export { OfferkitMessagesProvider } from './OfferkitMessagesProvider.tsx';
export type { OfferListProps, OfferListStatus } from './OfferList.tsx';
export { OfferList } from './OfferList.tsx';
export type { OfferLogoProps } from './OfferLogo.tsx';
export { OfferLogo } from './OfferLogo.tsx';
export type { ExperienceTheme, OffersExperienceProps } from './OffersExperience.tsx';
export { OffersExperience } from './OffersExperience.tsx';
export type { ProgressBarProps } from './ProgressBar.tsx';
export { ProgressBar } from './ProgressBar.tsx';
export type { RewardProps } from './Reward.tsx';
export { Reward } from './Reward.tsx';
export type { SafeSvgProps } from './SafeSvg.tsx';
export { SafeSvg } from './SafeSvg.tsx';
export type { SanitizeSvgOptions } from './svg/sanitizeSvg.ts';
export { clearSanitizeSvgCache, sanitizeSvg } from './svg/sanitizeSvg.ts';
export type { TagListProps } from './TagList.tsx';
export { TagList } from './TagList.tsx';
export { useOfferkitMessages } from './useOfferkitMessages.ts';
