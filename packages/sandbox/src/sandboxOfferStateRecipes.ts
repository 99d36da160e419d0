import type { SupportedComponent } from '@offerkit/data';
import type { SandboxOfferRole } from './catalog/catalogTypes.ts';
import type { SANDBOX_OFFER_STATES, SandboxOfferState } from './sandboxOfferStateNames.ts';

/** What a user does to an offer, in this order: activate, the purchases, boost. */
export interface SandboxOfferSteps {
  activate?: boolean;
  /** Purchase amounts in cents, each a matching SETTLED transaction. */
  purchases?: readonly number[];
  boost?: boolean;
}

/** How one offer state is reached. */
export interface SandboxOfferStateRecipe {
  /** The catalog role whose offer shows the state. */
  role: SandboxOfferRole;
  /** What the new customer does. */
  steps?: SandboxOfferSteps;
  /** What the lapsed customer does first (to use up supply). */
  others?: SandboxOfferSteps;
  /** The requested components; all of them when absent. */
  components?: readonly SupportedComponent[];
}

const DESCRIPTIONS_ONLY: readonly SupportedComponent[] = ['shortDescription', 'longDescription'];

/**
 * How the sandbox reaches each offer state of {@link SANDBOX_OFFER_STATES} from a fresh world: the catalog
 * role whose offer it is, what the new customer does (and the lapsed customer before, e.g. to take the last
 * of a limited supply), and which components are requested. `sandboxOfferStates` renders its fixtures from
 * these; a test replays them over HTTP to prove the served offer equals the fixture.
 */
export const SANDBOX_OFFER_STATE_RECIPES: Readonly<Record<SandboxOfferState, SandboxOfferStateRecipe>> = {
  activatable: { role: 'activatable' },
  activated: { role: 'activatable', steps: { activate: true } },
  boostable: { role: 'boostable' },
  boosted: { role: 'boostable', steps: { boost: true } },
  multiRedemptionContinuous: { role: 'multiRedemptionContinuous', steps: { purchases: [4000, 3500, 4200] } },
  fewRedemptionsCheckNodes: { role: 'fewRedemptionsCheckNodes', steps: { purchases: [2500, 3000] } },
  punchCard: { role: 'punchCard', steps: { purchases: [3500, 2500] } },
  progressive: { role: 'progressive', steps: { purchases: [8000] } },
  stepper: { role: 'stepper', steps: { activate: true, purchases: [5200] } },
  selectionCurrent: { role: 'selectionCurrent', steps: { purchases: [3000, 2800] } },
  selectionCurrentAndBelow: { role: 'selectionCurrentAndBelow', steps: { purchases: [42000] } },
  legacyProgressBar: { role: 'legacyProgressBar', steps: { purchases: [900, 1100] } },
  limitedSupply: { role: 'limitedSupply' },
  soldOut: { role: 'lastInSupply', others: { activate: true, purchases: [6000] } },
  disabledCta: { role: 'comingSoon' },
  targeted: { role: 'targeted' },
  newArrival: { role: 'newArrival' },
  endsSoon: { role: 'endsSoon' },
  standard: { role: 'standard' },
  progressBoosted: { role: 'journey', steps: { activate: true, purchases: [2400, 3100], boost: true } },
  descriptionOnlyActivate: { role: 'activatable', components: DESCRIPTIONS_ONLY },
  descriptionOnlyBoost: { role: 'boostable', components: DESCRIPTIONS_ONLY },
  fallbackDescriptions: {
    role: 'boostable',
    steps: { boost: true },
    components: ['shortDescription', 'longDescription', 'baseReward', 'cta'],
  },
  fallbackName: { role: 'activatable', components: [] },
  fallbackNameProgress: {
    role: 'journey',
    steps: { activate: true, purchases: [2400, 3100] },
    components: [],
  },
};
