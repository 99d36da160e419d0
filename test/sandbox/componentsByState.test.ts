import { type RewardsClient, SUPPORTED_COMPONENTS, type SupportedComponent } from '@offerkit/data';
import { type SandboxOfferRole, type SandboxOfferState, sandboxOfferStates } from '@offerkit/sandbox';
import {
  clientFor,
  currentOffer,
  type Harness,
  startHarness,
  submitTransactions,
  TRANSPORTS,
  transaction,
} from './harness.ts';

/** How to reach each fixture state over HTTP, as the new customer (`others`: the lapsed customer first). */
interface Steps {
  role: SandboxOfferRole;
  activate?: boolean;
  boost?: boolean;
  purchases?: number[];
  others?: { activate?: boolean; purchases?: number[] };
  components?: readonly SupportedComponent[];
}

const STEPS: Record<SandboxOfferState, Steps> = {
  activatable: { role: 'activatable' },
  activated: { role: 'activatable', activate: true },
  boostable: { role: 'boostable' },
  boosted: { role: 'boostable', boost: true },
  multiRedemptionContinuous: { role: 'multiRedemptionContinuous', purchases: [4000, 3500, 4200] },
  fewRedemptionsCheckNodes: { role: 'fewRedemptionsCheckNodes', purchases: [2500, 3000] },
  punchCard: { role: 'punchCard', purchases: [3500, 2500] },
  progressive: { role: 'progressive', purchases: [8000] },
  stepper: { role: 'stepper', activate: true, purchases: [5200] },
  selectionCurrent: { role: 'selectionCurrent', purchases: [3000, 2800] },
  selectionCurrentAndBelow: { role: 'selectionCurrentAndBelow', purchases: [42000] },
  legacyProgressBar: { role: 'legacyProgressBar', purchases: [900, 1100] },
  limitedSupply: { role: 'limitedSupply' },
  soldOut: { role: 'lastInSupply', others: { activate: true, purchases: [6000] } },
  disabledCta: { role: 'comingSoon' },
  targeted: { role: 'targeted' },
  newArrival: { role: 'newArrival' },
  endsSoon: { role: 'endsSoon' },
  standard: { role: 'standard' },
  progressBoosted: { role: 'journey', activate: true, purchases: [2400, 3100], boost: true },
  descriptionOnlyActivate: { role: 'activatable', components: ['shortDescription', 'longDescription'] },
  descriptionOnlyBoost: { role: 'boostable', components: ['shortDescription', 'longDescription'] },
  fallbackDescriptions: {
    role: 'boostable',
    boost: true,
    components: ['shortDescription', 'longDescription', 'baseReward', 'cta'],
  },
  fallbackName: { role: 'activatable', components: [] },
  fallbackNameProgress: { role: 'journey', activate: true, purchases: [2400, 3100], components: [] },
};

describe.each(TRANSPORTS)('components per user and offer state over %s', (kind) => {
  let harness: Harness;
  let client: RewardsClient;
  beforeAll(async () => {
    harness = await startHarness(kind);
    client = clientFor(harness);
  });
  afterAll(() => harness.close());
  beforeEach(() => harness.sandbox.reset());

  it.each(Object.keys(STEPS) as SandboxOfferState[])(
    '%s: reached over HTTP, the offer equals its sandboxOfferStates fixture',
    async (state) => {
      const steps = STEPS[state];
      const { sandbox } = harness;
      const offerId = sandbox.catalog.roles[steps.role];
      const offerName = sandbox.catalog.offers.find((offer) => offer.id === offerId)?.name ?? '';
      let sequence = 0;
      const act = async (
        userId: string,
        step: { activate?: boolean; purchases?: number[]; boost?: boolean },
      ) => {
        if (step.activate === true) await client.activateOffer(userId, offerId);
        for (const amount of step.purchases ?? []) {
          sequence += 1;
          const response = await submitTransactions(
            harness,
            transaction(`t-${state}-${sequence}`, userId, offerName, amount),
          );
          expect(response.body.meta.results[0]?.outcome).toBe('matched');
        }
        if (step.boost === true) await client.boostOffer(userId, offerId);
      };
      if (steps.others !== undefined) await act(sandbox.lapsedCustomerId, steps.others);
      await act(sandbox.newCustomerId, steps);

      const served = await currentOffer(
        client,
        sandbox.newCustomerId,
        offerId,
        steps.components ?? SUPPORTED_COMPONENTS,
      );
      const fixture = sandboxOfferStates({ baseUrl: harness.baseUrl })[state];
      expect(served).toEqual(fixture);
    },
  );
});
