import { type Diagnostic, type Offer, pageCursor, rewardView, SUPPORTED_COMPONENTS } from '@offerkit/data';
import { clientFor, submitTransactions, TRANSPORTS, transaction, useHarness } from './harness.ts';

describe.each(TRANSPORTS)('full scenario over %s', (kind) => {
  const harness = useHarness(kind);

  it('list → activate → transaction → progress advanced → boost → struck base reward', async () => {
    const userId = harness.sandbox.newCustomerId;
    const find = async (name: string): Promise<Offer> => {
      const page = await harness.client.getOffers(userId, {
        search: name,
        supportedComponents: SUPPORTED_COMPONENTS,
      });
      const offer = page.offers.find((candidate) => candidate.id === harness.sandbox.catalog.roles.journey);
      if (offer === undefined) throw new Error('the journey offer is not listed');
      return offer;
    };
    const name =
      harness.sandbox.catalog.offers.find((offer) => offer.id === harness.sandbox.catalog.roles.journey)
        ?.name ?? '';

    // 1. List: activatable, no progress yet, no boost.
    const listed = await find(name);
    const activate = listed.attributes.components?.cta;
    expect(activate?.buttonStyle).toBe('PRIMARY');
    expect(listed.attributes.components?.progressBar?.currentProgress).toBe(0);
    expect(rewardView(listed)).toEqual({ isBoosted: false, active: '5% cash back' });

    // 2. Activate through the CTA, exactly as given.
    const activated = await harness.client.runAction(
      userId,
      listed.id,
      activate?.action ?? { url: '', method: 'POST' },
    );
    expect(activated.attribution.attributes.eventCode).toBe('ACTIVATE');
    expect(activated.offer?.attributes.components?.detailTags).toEqual(['Activated']);
    const boost = activated.offer?.attributes.components?.cta;
    expect(boost?.buttonStyle).toBe('SECONDARY');

    // 3. A matching purchase.
    const submitted = await submitTransactions(harness, transaction('scenario-1', userId, name, 2599));
    expect(submitted.body.meta.results[0]?.outcome).toBe('matched');

    // 4. Progress advanced on the next read.
    const progressed = await find(name);
    expect(progressed.attributes.components?.progressBar?.currentProgress).toBe(1);
    expect(progressed.attributes.components?.progressBar?.segments?.progress?.[0]).toEqual({
      completed: 1,
      total: 1,
    });
    expect(progressed.attributes.components?.shortDescription).toBe('1 of 5 purchases rewarded');

    // 5. Boost through the CTA.
    const boosted = await harness.client.runAction(
      userId,
      listed.id,
      boost?.action ?? { url: '', method: 'POST' },
    );
    expect(boosted.attribution.attributes.eventCode).toBe('BOOST');
    const offer = boosted.offer as Offer;
    expect(offer.attributes.components?.cta).toBeUndefined();
    expect(offer.attributes.components?.logoFlare?.borderColor).toBe('SECONDARY');
    expect(offer.attributes.components?.progressBar?.currentProgress).toBe(1);

    // 6. The base reward is struck through.
    // Drawn as "10% cash back ~~5%~~" (struckShown); read as "Previously: 5% cash back".
    expect(rewardView(offer)).toEqual({
      isBoosted: true,
      active: '10% cash back',
      struck: '5% cash back',
      struckShown: '5%',
    });
    expect(rewardView(await find(name))).toEqual(rewardView(offer));
  });

  it('every document it serves decodes through @offerkit/data without a diagnostic', async () => {
    const diagnostics: Diagnostic[] = [];
    const strict = clientFor(harness, { onDiagnostic: (diagnostic) => diagnostics.push(diagnostic) });
    const { newCustomerId, lapsedCustomerId, catalog } = harness.sandbox;
    for (const userId of [newCustomerId, lapsedCustomerId]) {
      let after: string | undefined;
      do {
        const page = await strict.getOffers(userId, {
          supportedComponents: SUPPORTED_COMPONENTS,
          ...(after ? { after } : {}),
        });
        after = pageCursor(page.links.next, 'after');
      } while (after !== undefined);
      const locations = await strict.getLocations(userId, {
        supportedComponents: SUPPORTED_COMPONENTS,
        pageSize: 100,
      });
      expect(locations.offers.length).toBeGreaterThan(0);
    }
    await strict.activateOffer(newCustomerId, catalog.roles.stepper, {
      supportedComponents: SUPPORTED_COMPONENTS,
    });
    await strict.boostOffer(newCustomerId, catalog.roles.targetedBoostable, {
      supportedComponents: SUPPORTED_COMPONENTS,
    });
    expect(diagnostics).toEqual([]);
  });
});
