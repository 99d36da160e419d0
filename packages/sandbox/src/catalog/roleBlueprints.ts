import type { PurchaseChannel, UserReward } from '@offerkit/data';
import { DAY, dayIso } from './catalogDates.ts';
import type { CatalogOffer, ProgressSpec, SandboxOfferRole } from './catalogTypes.ts';
import { flat, percent, redemptions } from './rewardShapes.ts';

/** What a fixed role's offer is like; unnamed rules keep the seeded base offer's values. */
export type RoleBlueprint = {
  category: string;
  channels?: PurchaseChannel[];
  /** Activation is needed before purchases count. */
  activate?: true;
  reward: UserReward;
  boost?: UserReward;
  progress?: ProgressSpec;
  supply?: { total: number; initialRemaining: number };
  targeted?: true;
  /** Starts this many days from the reference date (negative: in the past). */
  startsInDays?: number;
  /** Expires at the end of the day this many days from the reference date. */
  endsInDays?: number;
};

/** What each fixed role's offer is like. Order matters: it is the order roles take merchants. */
export const ROLE_BLUEPRINTS: Record<SandboxOfferRole, RoleBlueprint> = {
  activatable: { category: 'Food & Beverage', activate: true, reward: percent(5) },
  boostable: { category: 'Department Stores', reward: percent(3), boost: percent(8) },
  multiRedemptionContinuous: {
    category: 'Gas',
    channels: ['INSTORE'],
    reward: flat(100),
    progress: redemptions(10),
  },
  fewRedemptionsCheckNodes: { category: 'Health & Beauty', reward: flat(500), progress: redemptions(3) },
  punchCard: {
    category: 'Food & Beverage',
    channels: ['INSTORE'],
    reward: flat(1000),
    progress: { kind: 'punchCard', nodes: 4, spendPerNodeCents: 2500 },
  },
  progressive: {
    category: 'Home & Garden',
    reward: percent(5),
    progress: {
      kind: 'progressive',
      // 5 %, 10 %, 15 % back from $50, $150, $300 of spend.
      tiers: [5000, 15000, 30000].map((thresholdCents, tier) => ({
        thresholdCents,
        reward: percent(5 * (tier + 1)),
      })),
    },
  },
  stepper: {
    category: 'Clothing, Shoes & Accessories',
    activate: true,
    reward: flat(1500),
    progress: {
      kind: 'stepper',
      steps: [
        { title: 'Activate', description: 'Turn the offer on' },
        { title: 'Shop', description: 'Make a first purchase' },
        { title: 'Shop again', description: 'Make a second purchase' },
        { title: 'Earn', description: 'Get $15 back' },
      ],
    },
  },
  selectionCurrent: {
    category: 'Sports & Outdoors',
    reward: percent(10),
    progress: { kind: 'streak', weeks: 5 },
  },
  selectionCurrentAndBelow: {
    category: 'Travel',
    reward: percent(4),
    progress: { kind: 'status', levels: ['Bronze', 'Silver', 'Gold'] },
  },
  limitedSupply: {
    category: 'Arts & Entertainment',
    activate: true,
    reward: percent(15),
    supply: { total: 50, initialRemaining: 12 },
  },
  lastInSupply: {
    category: 'Arts & Entertainment',
    activate: true,
    reward: flat(2000),
    supply: { total: 25, initialRemaining: 1 },
  },
  comingSoon: {
    category: 'Computers, Electronics & Software',
    activate: true,
    reward: percent(6),
    startsInDays: 10,
  },
  journey: {
    category: 'Food & Beverage',
    channels: ['INSTORE', 'ONLINE'],
    activate: true,
    reward: percent(5),
    boost: percent(10),
    progress: redemptions(5),
  },
  targeted: { category: 'Pets', activate: true, reward: percent(20), targeted: true },
  targetedBoostable: {
    category: 'Clothing, Shoes & Accessories',
    reward: percent(10),
    boost: percent(20),
    targeted: true,
  },
  legacyProgressBar: {
    category: 'Convenience',
    reward: flat(200),
    progress: { kind: 'redemptions', maxRedemptions: 4, legacy: true },
  },
  newArrival: { category: 'Books & Digital Media', activate: true, reward: percent(12), startsInDays: -2 },
  endsSoon: { category: 'Sports & Outdoors', reward: flat(1000), endsInDays: 4 },
  standard: { category: 'Convenience', channels: ['INSTORE'], reward: percent(2) },
  onlineOnly: {
    category: 'Computers, Electronics & Software',
    channels: ['ONLINE'],
    activate: true,
    reward: percent(25),
  },
};

/** The rules a blueprint sets on its role's offer. */
export function blueprintRules(blueprint: RoleBlueprint, reference: number): Partial<CatalogOffer> {
  const rules: Partial<CatalogOffer> = {
    requiresActivation: blueprint.activate === true,
    userReward: blueprint.reward,
  };
  if (blueprint.boost !== undefined) rules.boost = { reward: blueprint.boost };
  if (blueprint.progress !== undefined) rules.progress = blueprint.progress;
  if (blueprint.supply !== undefined) rules.supply = blueprint.supply;
  if (blueprint.targeted === true) rules.isTargeted = true;
  if (blueprint.startsInDays !== undefined)
    rules.startDate = dayIso(reference + blueprint.startsInDays * DAY);
  if (blueprint.endsInDays !== undefined)
    rules.expirationDate = dayIso(reference + blueprint.endsInDays * DAY, true);
  return rules;
}
