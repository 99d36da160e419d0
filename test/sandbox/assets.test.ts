import type { ErrorDocument } from '@offerkit/data';
import { currentOffer, TRANSPORTS, useHarness } from './harness.ts';

describe.each(TRANSPORTS)('asset images over %s', (kind) => {
  const harness = useHarness(kind);

  it('serves every logo and banner at its URL exactly as given, without a token, and records the load', async () => {
    const { newCustomerId, catalog } = harness.sandbox;
    const offer = await currentOffer(harness.client, newCustomerId, catalog.roles.activatable, []);
    const assets = offer.attributes.assets ?? [];
    expect(assets.map((asset) => asset.type)).toEqual(['LOGO_IMAGE', 'BANNER_IMAGE', 'IMG_VIEW']);
    for (const asset of assets) {
      const response = await harness.request('GET', asset.url, { token: null });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(response.text).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      // The catalog name (the listed name has the state folded in: no component was requested).
      const name = catalog.offers.find((candidate) => candidate.id === offer.id)?.name;
      expect([`${name} logo`, `${name} banner`]).toContain(asset.alt);
      expect(response.text).toContain(`aria-label="${asset.alt}"`);
    }
    expect(harness.sandbox.attributionEvents).toEqual([
      expect.objectContaining({
        entityId: offer.id,
        eventCode: 'IMPRESSION',
        medium: 'WEB',
        userId: newCustomerId,
        source: 'asset',
      }),
      expect.objectContaining({
        entityId: offer.id,
        eventCode: 'IMPRESSION',
        medium: 'WEB',
        source: 'asset',
      }),
      // The detail's IMG_VIEW asset: its load is the offer's VIEW.
      expect.objectContaining({
        entityId: offer.id,
        eventCode: 'VIEW',
        medium: 'WEB',
        userId: newCustomerId,
        source: 'asset',
      }),
    ]);
  });

  it('reads the recorded events back, read-only, with the token, filtered (GET /sandbox/attribution-events)', async () => {
    const { newCustomerId, lapsedCustomerId, catalog } = harness.sandbox;
    const id = catalog.roles.activatable;
    const query = (user: string, code: string) => `eventCode=${code}&medium=WEB&userId=${user}`;
    for (const [user, code] of [
      [newCustomerId, 'IMPRESSION'],
      [newCustomerId, 'VIEW'],
      [lapsedCustomerId, 'IMPRESSION'],
    ] as const) {
      expect(
        (await harness.request('GET', `/assets/logos/${id}.svg?${query(user, code)}`, { token: null }))
          .status,
      ).toBe(200);
    }
    const refused = await harness.request('GET', '/sandbox/attribution-events', { token: null });
    expect(refused.status).toBe(401);
    const all = await harness.request<{
      data: { id: string; attributes: Record<string, string> }[];
      meta: { count: number };
    }>('GET', '/sandbox/attribution-events');
    expect(all.status).toBe(200);
    expect(all.body.meta.count).toBe(3);
    const views = await harness.request<{ data: { id: string; attributes: Record<string, string> }[] }>(
      'GET',
      `/sandbox/attribution-events?userId=${newCustomerId}&eventCode=VIEW`,
    );
    expect(views.body.data).toEqual([
      {
        type: 'sandboxAttributionEvent',
        id: '2',
        attributes: expect.objectContaining({
          entityId: id,
          eventCode: 'VIEW',
          medium: 'WEB',
          userId: newCustomerId,
        }),
      },
    ]);
    expect(harness.sandbox.readAttributionEvents({ userId: lapsedCustomerId })).toEqual([
      expect.objectContaining({ entityId: id, eventCode: 'IMPRESSION', userId: lapsedCustomerId }),
    ]);
    // Reading records nothing and changes nothing.
    expect(harness.sandbox.attributionEvents).toHaveLength(3);
    const post = await harness.request('POST', '/sandbox/attribution-events', { body: {} });
    expect(post.status).toBe(404);
  });

  it('answers 400 with a description for an invalid or missing eventCode or medium', async () => {
    const id = harness.sandbox.catalog.roles.activatable;
    const cases: [string, string][] = [
      ['eventCode=CLICK&medium=WEB', 'eventCode'],
      ['medium=WEB', 'eventCode'],
      ['eventCode=VIEW&medium=FAX', 'medium'],
      ['eventCode=VIEW', 'medium'],
    ];
    for (const [query, parameter] of cases) {
      const response = await harness.request<ErrorDocument>('GET', `/assets/logos/${id}.svg?${query}`, {
        token: null,
      });
      expect(response.status, query).toBe(400);
      expect(response.headers.get('content-type')).toMatch(/json/);
      expect(response.body.errors[0]).toMatchObject({
        status: '400',
        title: 'Invalid Request',
        source: { parameter },
      });
      expect(response.body.errors[0]?.detail).toMatch(/exactly as the offer gives them/);
    }
    const view = await harness.request('GET', `/assets/banners/${id}.svg?eventCode=VIEW&medium=EMAIL`, {
      token: null,
    });
    expect(view.status).toBe(200);
    expect(harness.sandbox.attributionEvents).toHaveLength(1);
  });

  it('answers 404 for an unknown offer', async () => {
    const response = await harness.request(
      'GET',
      '/assets/logos/ofr_nope.svg?eventCode=IMPRESSION&medium=WEB',
      {
        token: null,
      },
    );
    expect(response.status).toBe(404);
  });
});
