import { SUPPORTED_COMPONENTS } from '@offerkit/data';
import {
  SANDBOX_OFFER_STATE_RECIPES,
  SANDBOX_OFFER_STATES,
  type SandboxOfferSteps,
  sandboxOfferStates,
} from '@offerkit/sandbox';
import { currentOffer, submitTransactions, TRANSPORTS, transaction, useHarness } from './harness.ts';

describe.each(TRANSPORTS)('components per user and offer state over %s', (kind) => {
  const harness = useHarness(kind);

  it.each(SANDBOX_OFFER_STATES)(
    '%s: reached over HTTP, the offer equals its sandboxOfferStates fixture',
    async (state) => {
      const recipe = SANDBOX_OFFER_STATE_RECIPES[state];
      const { sandbox } = harness;
      const offerId = sandbox.catalog.roles[recipe.role];
      const offerName = sandbox.catalog.offers.find((offer) => offer.id === offerId)?.name ?? '';
      let sequence = 0;
      const act = async (userId: string, step: SandboxOfferSteps = {}) => {
        if (step.activate === true) await harness.client.activateOffer(userId, offerId);
        for (const amount of step.purchases ?? []) {
          sequence += 1;
          const response = await submitTransactions(
            harness,
            transaction(`t-${state}-${sequence}`, userId, offerName, amount),
          );
          expect(response.body.meta.results[0]?.outcome).toBe('matched');
        }
        if (step.boost === true) await harness.client.boostOffer(userId, offerId);
      };
      await act(sandbox.lapsedCustomerId, recipe.others);
      await act(sandbox.newCustomerId, recipe.steps);

      const served = await currentOffer(
        harness.client,
        sandbox.newCustomerId,
        offerId,
        recipe.components ?? SUPPORTED_COMPONENTS,
      );
      const fixture = sandboxOfferStates({ baseUrl: harness.baseUrl })[state];
      expect(served).toEqual(fixture);
    },
  );
});
