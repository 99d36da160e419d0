import type {
  Category,
  Coordinates,
  LocationAddress,
  OperationHours,
  PurchaseChannel,
  ResourceIdentifier,
  UserReward,
} from '@offerkit/data';

/**
 * The roles whose offer counts progress, one per progress-bar variant of the contract (the deprecated-field
 * bar, `legacyProgressBar`, apart). Internal: {@link SANDBOX_OFFER_ROLES} and the offer states list them.
 */
export const PROGRESS_BAR_ROLES = [
  'multiRedemptionContinuous',
  'fewRedemptionsCheckNodes',
  'punchCard',
  'progressive',
  'stepper',
  'selectionCurrent',
  'selectionCurrentAndBelow',
] as const;

/**
 * The offers the catalog always holds, one per display state the contract defines. The catalog's
 * `roles` maps each to its offer id; {@link sandboxOfferStates} builds its fixtures from them.
 */
export const SANDBOX_OFFER_ROLES = [
  'activatable',
  'boostable',
  ...PROGRESS_BAR_ROLES,
  'limitedSupply',
  'lastInSupply',
  'comingSoon',
  'journey',
  'targeted',
  'targetedBoostable',
  'legacyProgressBar',
  'newArrival',
  'endsSoon',
  'standard',
  'onlineOnly',
] as const;

export type SandboxOfferRole = (typeof SANDBOX_OFFER_ROLES)[number];

/** How an offer counts progress; each kind yields one progress bar variant of the contract. */
export type ProgressSpec =
  /** Count of rewarded purchases: more than 5 → continuous bar; 5 or fewer → check-icon nodes. */
  | { kind: 'redemptions'; maxRedemptions: number; legacy?: boolean }
  /** Spend filling nodes one after the other, each worth `spendPerNodeCents` (partial fill per node). */
  | { kind: 'punchCard'; nodes: number; spendPerNodeCents: number }
  /** Spend climbing reward tiers; a node per tier with partial fill and no icon or separator. */
  | { kind: 'progressive'; tiers: { thresholdCents: number; reward: UserReward }[] }
  /** Activate, then purchases: icons joined by a line with a title under each (binary nodes). */
  | { kind: 'stepper'; steps: { title: string; description: string }[] }
  /** Consecutive weeks with a purchase; nodes read by `selection: CURRENT`. */
  | { kind: 'streak'; weeks: number }
  /** Status levels; the current level and those below read as reached (`CURRENT_AND_BELOW`). */
  | { kind: 'status'; levels: string[] };

/** One offer of the catalog, with the rules that drive its components. */
export interface CatalogOffer {
  id: string;
  /** The merchant/offer name; a transaction whose `description` equals it (exactly) matches the offer. */
  name: string;
  categoryId: string;
  description: string;
  userReward: UserReward;
  purchaseChannel: PurchaseChannel[];
  startDate: string;
  expirationDate: string;
  terms: string;
  isTargeted: boolean;
  websiteUrl: string;
  /** The offer must be activated (PRIMARY cta) before purchases count. */
  requiresActivation: boolean;
  /** The offer can be boosted (SECONDARY cta, once activated where activation is needed). */
  boost?: { reward: UserReward };
  progress?: ProgressSpec;
  /** Limited supply: redemptions across all users. */
  supply?: { total: number; initialRemaining: number };
  /** Purchases below this amount do not count. */
  minTransactionCents?: number;
  /** The role this offer plays in the catalog, when it is one of the fixed ones. */
  role?: SandboxOfferRole;
}

/** One merchant location; it serves exactly one offer. */
export interface CatalogLocation {
  id: string;
  offerId: string;
  categoryId: string;
  name: string;
  address: Required<LocationAddress>;
  coordinates: Coordinates;
  phone?: string;
  operationHours?: OperationHours;
  partnerIds?: ResourceIdentifier[];
}

/** Everything the sandbox serves, generated from a seed. */
export interface SandboxCatalog {
  seed: number | string;
  /** The instant start and expiration dates were laid out around (ISO 8601). */
  referenceDate: string;
  categories: Category[];
  offers: CatalogOffer[];
  locations: CatalogLocation[];
  /** The id of the offer playing each fixed role. */
  roles: Record<SandboxOfferRole, string>;
}
