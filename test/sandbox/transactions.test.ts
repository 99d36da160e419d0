import type { ErrorDocument } from '@offerkit/data';
import type { SandboxOfferRole } from '@offerkit/sandbox';
import { currentOffer, submitTransactions, TRANSPORTS, transaction, useHarness } from './harness.ts';

describe.each(TRANSPORTS)('transactions over %s', (kind) => {
  const harness = useHarness(kind);

  const offer = (role: SandboxOfferRole) => {
    const id = harness.sandbox.catalog.roles[role];
    const found = harness.sandbox.catalog.offers.find((candidate) => candidate.id === id);
    if (found === undefined) throw new Error(role);
    return found;
  };
  const progress = async (role: Parameters<typeof offer>[0], user = harness.userId) =>
    (await currentOffer(harness.client, user, offer(role).id, ['progressBar'])).attributes.components
      ?.progressBar;

  it('counts an APPROVED or SETTLED debit whose description equals the offer name; progress shows on the next read', async () => {
    const gas = offer('multiRedemptionContinuous');
    expect((await progress('multiRedemptionContinuous'))?.currentProgress).toBe(0);
    const response = await submitTransactions(
      harness,
      transaction('t-1', harness.userId, gas.name, 4500, 'APPROVED'),
      transaction('t-2', harness.userId, gas.name, 3000, 'SETTLED'),
    );
    expect(response.status).toBe(201);
    expect(response.body.data).toHaveLength(2);
    expect(response.body.meta.results).toEqual([
      { id: 't-1', status: 'APPROVED', outcome: 'matched', offerId: gas.id },
      { id: 't-2', status: 'SETTLED', outcome: 'matched', offerId: gas.id },
    ]);
    expect((await progress('multiRedemptionContinuous'))?.currentProgress).toBe(2);
  });

  it('accepts referringPartnerUserId instead of userId', async () => {
    const gas = offer('multiRedemptionContinuous');
    const event = transaction('t-ref', harness.userId, gas.name, 1000);
    const attributes = event.attributes as Record<string, unknown>;
    attributes.referringPartnerUserId = attributes.userId;
    delete attributes.userId;
    expect((await submitTransactions(harness, event)).body.meta.results[0]?.outcome).toBe('matched');
  });

  it('counts a purchase once: its SETTLED event after APPROVED, and a resubmitted duplicate, change nothing', async () => {
    const gas = offer('multiRedemptionContinuous');
    await submitTransactions(harness, transaction('t-1', harness.userId, gas.name, 4500, 'APPROVED'));
    const settled = await submitTransactions(
      harness,
      transaction('t-1', harness.userId, gas.name, 4500, 'SETTLED'),
    );
    expect(settled.body.meta.results[0]?.outcome).toBe('matched');
    const duplicate = await submitTransactions(
      harness,
      transaction('t-1', harness.userId, gas.name, 4500, 'APPROVED'),
    );
    expect(duplicate.status).toBe(201);
    expect(duplicate.body.meta.results[0]).toEqual({ id: 't-1', status: 'APPROVED', outcome: 'duplicate' });
    expect((await progress('multiRedemptionContinuous'))?.currentProgress).toBe(1);
  });

  it('adds the amounts of several settlements of one purchase (75 + 25 of 100), never more than the purchase', async () => {
    const punch = offer('punchCard');
    await submitTransactions(
      harness,
      transaction('t-split', harness.userId, punch.name, 10000, 'APPROVED'),
      transaction('t-split', harness.userId, punch.name, 7500, 'SETTLED', {
        settledDate: '2026-03-03T00:00:00Z',
      }),
      transaction('t-split', harness.userId, punch.name, 2500, 'SETTLED', {
        settledDate: '2026-03-05T00:00:00Z',
      }),
    );
    const bar = await progress('punchCard');
    // $100 fills all four $25 punches once, not twice.
    expect(bar?.currentProgress).toBe(4);
    expect(bar?.segments?.progress?.map((node) => node?.completed)).toEqual([25, 25, 25, 25]);
  });

  it('advances partial fills, remaining supply and the texts', async () => {
    const punch = offer('punchCard');
    await submitTransactions(harness, transaction('t-p', harness.userId, punch.name, 3000));
    const bar = await progress('punchCard');
    expect(bar?.segments?.progress?.map((node) => node?.completed)).toEqual([25, 5, 0, 0]);

    const limited = offer('limitedSupply');
    const before = await currentOffer(harness.client, harness.userId, limited.id, ['shortDescription']);
    expect(before.attributes.components?.shortDescription).toBe(
      'Tap to activate 15% cash back · Only 12 left',
    );
    await harness.client.activateOffer(harness.userId, limited.id);
    await submitTransactions(harness, transaction('t-l', harness.userId, limited.name, 5000));
    const after = await currentOffer(harness.client, harness.sandbox.lapsedCustomerId, limited.id, [
      'shortDescription',
      'cta',
    ]);
    expect(after.attributes.components?.shortDescription).toBe('Only 11 left');
  });

  it('needs activation where the offer needs it, and matches the name exactly (case-sensitive)', async () => {
    const journey = offer('journey');
    const early = await submitTransactions(
      harness,
      transaction('t-early', harness.userId, journey.name, 2000),
    );
    expect(early.body.meta.results[0]).toMatchObject({ outcome: 'rejected', reason: 'OFFER_NOT_ACTIVATED' });
    await harness.client.activateOffer(harness.userId, journey.id);
    const lower = await submitTransactions(
      harness,
      transaction('t-lower', harness.userId, journey.name.toLowerCase(), 2000),
    );
    expect(lower.body.meta.results[0]?.outcome).toBe('unmatched');
    const exact = await submitTransactions(
      harness,
      transaction('t-exact', harness.userId, journey.name, 2000),
    );
    expect(exact.body.meta.results[0]?.outcome).toBe('matched');
    expect((await progress('journey'))?.currentProgress).toBe(1);
  });

  it('rejects purchases of users who cannot get the offer, and credits count for nothing', async () => {
    const gas = offer('multiRedemptionContinuous');
    const unknown = await submitTransactions(harness, transaction('t-u', 'ghost', gas.name, 2000));
    expect(unknown.body.meta.results[0]).toMatchObject({ outcome: 'rejected', reason: 'USER_NOT_ENROLLED' });
    await harness.request('POST', harness.orgPath('/users'), {
      body: { data: [{ type: 'user', id: 'fresh', attributes: { enrolledRewards: ['CARDLINKED'] } }] },
    });
    const targeted = offer('targetedBoostable');
    const audience = await submitTransactions(harness, transaction('t-a', 'fresh', targeted.name, 2000));
    expect(audience.body.meta.results[0]).toMatchObject({ reason: 'USER_NOT_IN_AUDIENCE_SEGMENT' });
    const credit = await submitTransactions(
      harness,
      transaction('t-c', harness.userId, gas.name, 2000, 'SETTLED', { direction: 'CREDIT' }),
    );
    expect(credit.body.meta.results[0]?.outcome).toBe('recorded');
    expect((await progress('multiRedemptionContinuous'))?.currentProgress).toBe(0);
  });

  it('stops at the redemption limit and when supply runs out', async () => {
    const few = offer('fewRedemptionsCheckNodes');
    const events = [1, 2, 3, 4].map((n) => transaction(`t-f${n}`, harness.userId, few.name, 1000));
    const results = (await submitTransactions(harness, ...events)).body.meta.results;
    expect(results.map((result) => result.outcome)).toEqual(['matched', 'matched', 'matched', 'rejected']);
    expect(results[3]?.reason).toBe('MAX_REDEMPTION_LIMIT_REACHED');

    const last = offer('lastInSupply');
    const lapsed = harness.sandbox.lapsedCustomerId;
    await harness.client.activateOffer(lapsed, last.id);
    await harness.client.activateOffer(harness.userId, last.id);
    await submitTransactions(harness, transaction('t-last', lapsed, last.name, 6000));
    const late = await submitTransactions(harness, transaction('t-late', harness.userId, last.name, 6000));
    expect(late.body.meta.results[0]).toMatchObject({
      outcome: 'rejected',
      reason: 'MAX_REDEMPTION_LIMIT_REACHED',
    });
  });

  it('a REVERSED or DECLINED event undoes the purchase it follows', async () => {
    const gas = offer('multiRedemptionContinuous');
    await submitTransactions(harness, transaction('t-r', harness.userId, gas.name, 2000, 'APPROVED'));
    expect((await progress('multiRedemptionContinuous'))?.currentProgress).toBe(1);
    const reversed = await submitTransactions(
      harness,
      transaction('t-r', harness.userId, gas.name, 2000, 'REVERSED'),
    );
    expect(reversed.body.meta.results[0]).toMatchObject({ outcome: 'reversed', offerId: gas.id });
    expect((await progress('multiRedemptionContinuous'))?.currentProgress).toBe(0);
    await submitTransactions(harness, transaction('t-d', harness.userId, gas.name, 2000, 'APPROVED'));
    await submitTransactions(harness, transaction('t-d', harness.userId, gas.name, 2000, 'DECLINED'));
    expect((await progress('multiRedemptionContinuous'))?.currentProgress).toBe(0);
  });

  it('answers 400 with a pointer per problem and applies nothing from an invalid request', async () => {
    const gas = offer('multiRedemptionContinuous');
    const good = transaction('t-good', harness.userId, gas.name, 2000);
    const noAuthorization = transaction('t-bad', harness.userId, gas.name, 2000, 'APPROVED');
    delete (noAuthorization.attributes as Record<string, unknown>).authorizationDate;
    const response = await harness.request<ErrorDocument>('POST', harness.orgPath('/transactions'), {
      body: {
        data: [
          good,
          noAuthorization,
          {
            type: 'transaction',
            id: 't-x',
            attributes: { userId: harness.userId, amount: 12.5, direction: 'UP', status: 'PENDING' },
          },
          { type: 'refund', attributes: {} },
          transaction('t-date', harness.userId, gas.name, 100, 'SETTLED', {
            settledDate: 'yesterday',
            cardBIN: '12',
          }),
        ],
      },
    });
    expect(response.status).toBe(400);
    expect(response.body.errors.map((error) => error.source?.pointer)).toEqual([
      '/data/1/attributes/authorizationDate',
      '/data/2/attributes/amount',
      '/data/2/attributes/direction',
      '/data/2/attributes/status',
      '/data/2/attributes/description',
      '/data/3/id',
      '/data/3/type',
      '/data/3/attributes/userId',
      '/data/3/attributes/amount',
      '/data/3/attributes/direction',
      '/data/3/attributes/status',
      '/data/3/attributes/description',
      '/data/4/attributes/settledDate',
      '/data/4/attributes/cardBIN',
    ]);
    expect(response.body.errors[0]).toMatchObject({ status: '400', title: 'Invalid Request', id: 't-bad' });
    expect((await progress('multiRedemptionContinuous'))?.currentProgress).toBe(0);

    for (const body of [{}, { data: [] }, '[']) {
      const bad = await harness.request<ErrorDocument>('POST', harness.orgPath('/transactions'), { body });
      expect(bad.status).toBe(400);
    }
  });
});
