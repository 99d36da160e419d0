import { type ErrorDocument, RewardsApiError, SUPPORTED_COMPONENTS } from '@offerkit/data';
import { SANDBOX_EPOCH, type SandboxOfferRole } from '@offerkit/sandbox';
import { currentOffer, TRANSPORTS, useHarness } from './harness.ts';

describe.each(TRANSPORTS)('activate and boost over %s', (kind) => {
  const harness = useHarness(kind);
  const role = (name: SandboxOfferRole) => harness.sandbox.catalog.roles[name];

  async function apiError(promise: Promise<unknown>): Promise<RewardsApiError> {
    const error = await promise.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RewardsApiError);
    return error as RewardsApiError;
  }

  it('activate: 201 offerAttribution ACTIVATE/CTA and, with include=offer, the updated offer', async () => {
    const document = await harness.client.activateOffer(harness.userId, role('activatable'), {
      supportedComponents: SUPPORTED_COMPONENTS,
    });
    expect(document.attribution).toEqual({
      type: 'offerAttribution',
      id: expect.stringMatching(/^oa_\d+$/),
      attributes: {
        entityId: role('activatable'),
        eventCode: 'ACTIVATE',
        medium: 'CTA',
        eventDate: SANDBOX_EPOCH,
      },
    });
    expect(document.offer?.id).toBe(role('activatable'));
    expect(document.offer?.attributes.components?.cta).toBeUndefined();
    expect(document.offer?.attributes.components?.detailTags?.[0]).toBe('Activated');
    // The list agrees on the next read.
    const listed = await currentOffer(harness.client, harness.userId, role('activatable'));
    expect(listed.attributes.components).toEqual(document.offer?.attributes.components);
  });

  it('answers 201 with the status code over the wire and no included without include=offer', async () => {
    const response = await harness.request<{ data: unknown; included?: unknown }>(
      'POST',
      harness.orgPath(`/users/${harness.userId}/offers/${role('activatable')}/activate`),
    );
    expect(response.status).toBe(201);
    expect(response.body.included).toBeUndefined();
    const document = await harness.client.activateOffer(harness.userId, role('activatable'), {
      includeOffer: false,
    });
    expect(document.offer).toBeUndefined();
  });

  it('the included offer carries exactly the requested components', async () => {
    const document = await harness.client.boostOffer(harness.userId, role('boostable'), {
      supportedComponents: ['boostedReward', 'baseReward'],
    });
    expect(Object.keys(document.offer?.attributes.components ?? {}).sort()).toEqual([
      'baseReward',
      'boostedReward',
    ]);
  });

  it('boost: 201 BOOST; the offer gets boostedReward, baseReward and logoFlare and loses its cta', async () => {
    const before = await currentOffer(harness.client, harness.userId, role('boostable'));
    expect(before.attributes.components?.cta?.buttonStyle).toBe('SECONDARY');
    expect(before.attributes.components?.boostedReward).toBeUndefined();
    const document = await harness.client.boostOffer(harness.userId, role('boostable'), {
      supportedComponents: SUPPORTED_COMPONENTS,
    });
    expect(document.attribution.attributes).toMatchObject({ eventCode: 'BOOST', medium: 'CTA' });
    const components = document.offer?.attributes.components;
    expect(components?.cta).toBeUndefined();
    expect(components?.boostedReward).toBe('8% cash back');
    expect(components?.baseReward).toBe('3% cash back');
    expect(components?.logoFlare?.borderColor).toBe('SECONDARY');
  });

  it('repeating an action is harmless: 201 again, same state', async () => {
    const first = await harness.client.activateOffer(harness.userId, role('activatable'), {
      supportedComponents: SUPPORTED_COMPONENTS,
    });
    const again = await harness.client.activateOffer(harness.userId, role('activatable'), {
      supportedComponents: SUPPORTED_COMPONENTS,
    });
    expect(again.offer?.attributes.components).toEqual(first.offer?.attributes.components);
    expect(again.attribution.id).not.toBe(first.attribution.id);
    await harness.client.boostOffer(harness.userId, role('boostable'));
    const boostedAgain = await harness.client.boostOffer(harness.userId, role('boostable'), {
      supportedComponents: ['boostedReward'],
    });
    expect(boostedAgain.offer?.attributes.components?.boostedReward).toBe('8% cash back');
    expect(harness.sandbox.attributionEvents.filter((event) => event.source === 'action')).toHaveLength(4);
  });

  it('answers 404 for an unknown offer or user, and for a targeted offer the user does not get', async () => {
    expect((await apiError(harness.client.activateOffer(harness.userId, 'ofr_missing'))).status).toBe(404);
    expect((await apiError(harness.client.activateOffer('ghost', role('activatable')))).status).toBe(404);
    await harness.request('POST', harness.orgPath('/users'), {
      body: { data: [{ type: 'user', id: 'no-history', attributes: { enrolledRewards: ['CARDLINKED'] } }] },
    });
    expect((await apiError(harness.client.activateOffer('no-history', role('targeted')))).status).toBe(404);
  });

  it('answers 409 Conflict Error when the offer cannot take the action', async () => {
    const cases: [Promise<unknown>, RegExp][] = [
      [harness.client.activateOffer(harness.userId, role('boostable')), /needs no activation/],
      [harness.client.boostOffer(harness.userId, role('activatable')), /cannot be boosted/],
      [harness.client.boostOffer(harness.userId, role('journey')), /activate it first/],
      [harness.client.activateOffer(harness.userId, role('comingSoon')), /starts on/],
    ];
    for (const [promise, detail] of cases) {
      const error = await apiError(promise);
      expect(error.status).toBe(409);
      expect(error.errors[0]).toMatchObject({ status: '409', title: 'Conflict Error' });
      expect(error.errors[0]?.detail).toMatch(detail);
    }
  });

  it('runs a cta.action exactly as given (the path carries the base path)', async () => {
    const offer = await currentOffer(harness.client, harness.userId, role('journey'), ['cta', 'progressBar']);
    const action = offer.attributes.components?.cta?.action;
    expect(action?.url).toContain(
      `/offers/${role('journey')}/activate?include=offer&supportedComponents=cta&supportedComponents=progressBar`,
    );
    const document = await harness.client.runAction(
      harness.userId,
      role('journey'),
      action ?? { url: '', method: 'POST' },
    );
    expect(document.attribution.attributes.eventCode).toBe('ACTIVATE');
    // Activated: the boost becomes the next action.
    expect(document.offer?.attributes.components?.cta?.buttonStyle).toBe('SECONDARY');
    expect(document.offer?.attributes.components?.progressBar?.currentProgress).toBe(0);
    const recorded = harness.sandbox.requests.at(-1);
    expect(recorded).toMatchObject({ method: 'POST', route: 'activate', status: 201 });
  });

  it('answers 400 for an unknown supportedComponents or include value on an action', async () => {
    const path = harness.orgPath(`/users/${harness.userId}/offers/${role('activatable')}/activate`);
    const bad = await harness.request<ErrorDocument>(
      'POST',
      `${path}?include=offer&supportedComponents=glitter`,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]?.source?.parameter).toBe('supportedComponents');
    const include = await harness.request<ErrorDocument>('POST', `${path}?include=offers`);
    expect(include.body.errors[0]?.source?.parameter).toBe('include');
  });
});
