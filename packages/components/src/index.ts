export type {
  ExperienceChannel,
  ExperienceSort,
  ExperienceThemeTokens,
  GeolocationStatus,
  OffersExperienceFilters,
  OffersExperienceSections,
  OffersExperienceView,
} from '@offerkit/data';
export {
  ConnectedEarnedRewardsList,
  type ConnectedEarnedRewardsListProps,
} from './ConnectedEarnedRewardsList.tsx';
export { ConnectedLocationList, type ConnectedLocationListProps } from './ConnectedLocationList.tsx';
export { ConnectedOfferCard, type ConnectedOfferCardProps } from './ConnectedOfferCard.tsx';
export { ConnectedOfferDetail, type ConnectedOfferDetailProps } from './ConnectedOfferDetail.tsx';
export { ConnectedOfferList, type ConnectedOfferListProps } from './ConnectedOfferList.tsx';
export { CtaButton, type CtaButtonProps } from './CtaButton.tsx';
export {
  EarnedRewardsList,
  type EarnedRewardsListProps,
} from './EarnedRewardsList.tsx';
export type { NearbyMapProps } from './experience/NearbyView.tsx';
export type { HeadingLevel } from './HeadingLevel.ts';
export { LocationCard, type LocationCardProps } from './LocationCard.tsx';
export { LocationList, type LocationListProps } from './LocationList.tsx';
export { LogoFlare, type LogoFlareProps } from './LogoFlare.tsx';
export { defaultMessages, type OfferkitMessages } from './messages/defaultMessages.ts';
export { OfferBanner, type OfferBannerProps } from './OfferBanner.tsx';
export { OfferCard, type OfferCardProps } from './OfferCard.tsx';
export { OfferDetail, type OfferDetailProps } from './OfferDetail.tsx';
export { OfferkitMessagesProvider, type OfferkitMessagesProviderProps } from './OfferkitMessagesProvider.tsx';
export { OfferList, type OfferListProps } from './OfferList.tsx';
export { OfferLogo, type OfferLogoProps } from './OfferLogo.tsx';
export { type ExperienceTheme, OffersExperience, type OffersExperienceProps } from './OffersExperience.tsx';
export { ProgressBar, type ProgressBarProps } from './ProgressBar.tsx';
export { preloadOffersExperience } from './preloadOffersExperience.ts';
export { Reward, type RewardProps } from './Reward.tsx';
export { SafeSvg, type SafeSvgProps } from './SafeSvg.tsx';
export { type SanitizeSvgOptions, sanitizeSvg } from './svg/sanitizeSvg.ts';
export { TagList, type TagListProps } from './TagList.tsx';
export { useOfferkitMessages } from './useOfferkitMessages.ts';
