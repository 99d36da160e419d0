import type { Category } from './category.ts';
import type { CentsAmount, ResourceIdentifier } from './common.ts';
import type { OfferComponents } from './components.ts';
import type { Open } from './open.ts';

export type RewardType = Open<'PERCENT' | 'FLAT'>;
export type PurchaseChannel = Open<'INSTORE' | 'ONLINE'>;
export type AssetType = Open<'LOGO_IMAGE' | 'BANNER_IMAGE' | 'IMG_VIEW'>;

export interface UserReward {
  type: RewardType;
  /** A percentage for `PERCENT`, cents for `FLAT`. */
  value: number;
}

export interface OfferAsset {
  /** Signed attribution-tracking image URL: load it exactly as provided. */
  url: string;
  alt?: string;
  type: AssetType;
}

export interface OfferAttributes {
  /** Always returned. May carry folded state text when a needed component was not requested. */
  name: string;
  description?: string;
  userReward?: UserReward;
  purchaseChannel?: PurchaseChannel[];
  startDate?: string;
  expirationDate?: string;
  terms?: string;
  isTargeted?: boolean;
  websiteUrl?: string;
  assets?: OfferAsset[];
  components?: OfferComponents;
  minRewardAmount?: CentsAmount;
  maxRewardAmount?: CentsAmount;
  minTransactionAmount?: CentsAmount;
  maxTransactionAmount?: CentsAmount;
  maxRedemptions?: number;
}

/** An offer as the service sends it (`type: "standardOffer"`). */
export interface StandardOffer {
  type: 'standardOffer';
  id: string;
  attributes: OfferAttributes;
  relationships?: {
    category?: { data: ResourceIdentifier<'category'>[] };
  };
}

/** A decoded offer with its categories joined from `included`. */
export interface Offer extends StandardOffer {
  /** The categories named in `relationships.category`, resolved; unknown ids are left out. */
  categories: Category[];
}
