import { type RewardsClient, SUPPORTED_COMPONENTS } from '@offerkit/data';
import {
  SANDBOX_OFFER_STATE_RECIPES,
  SANDBOX_OFFER_STATES,
  type SandboxOfferSteps,
  sandboxOfferStates,
} from '@offerkit/sandbox';
import {
  clientFor,
  currentOffer,
  type Harness,
  startHarness,
  submitTransactions,
  TRANSPORTS,
  transaction,
} from './harness.ts';

describe.each(TRANSPORTS)('components per user and offer state over %s', (kind) => {
  let harness: Harness;
  let client: RewardsClient;
  beforeAll(async () => {
    harness = await startHarness(kind);
    client = clientFor(harness);
  });
  afterAll(() => harness.close());
  beforeEach(() => harness.sandbox.reset());

  it.each(SANDBOX_OFFER_STATES)(
    '%s: reached over HTTP, the offer equals its sandboxOfferStates fixture',
    async (state) => {
      const recipe = SANDBOX_OFFER_STATE_RECIPES[state];
      const { sandbox } = harness;
      const offerId = sandbox.catalog.roles[recipe.role];
      const offerName = sandbox.catalog.offers.find((offer) => offer.id === offerId)?.name ?? '';
      let sequence = 0;
      const act = async (userId: string, step: SandboxOfferSteps = {}) => {
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
      await act(sandbox.lapsedCustomerId, recipe.others);
      await act(sandbox.newCustomerId, recipe.steps);

      const served = await currentOffer(
        client,
        sandbox.newCustomerId,
        offerId,
        recipe.components ?? SUPPORTED_COMPONENTS,
      );
      const fixture = sandboxOfferStates({ baseUrl: harness.baseUrl })[state];
      expect(served).toEqual(fixture);
    },
  );
});
