import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createSandbox, SANDBOX_WEBHOOK_KEY, type Sandbox, type SandboxOptions } from '@offerkit/sandbox';
import { startSandboxServer } from '@offerkit/sandbox/server';
import { verifyWebhookSignature } from '@offerkit/server';
import { afterEach, describe, expect, it } from 'vitest';
import { transaction, webhookReceiver } from './harness.ts';

const ORIGIN = 'http://127.0.0.1:4310';
const HOOK_URL = 'http://127.0.0.1:4311/webhooks/offerkit';

/** Retries on timers the test fires by hand. */
function manualTimers() {
  let next = 0;
  const queue = new Map<number, { callback: () => void; ms: number }>();
  return {
    timers: {
      setTimeout: (callback: () => void, ms: number) => {
        next += 1;
        queue.set(next, { callback, ms });
        return next;
      },
      clearTimeout: (handle: unknown) => {
        queue.delete(handle as number);
      },
    },
    delays: () => [...queue.values()].map((entry) => entry.ms),
    fireAll: () => {
      const due = [...queue.entries()];
      queue.clear();
      for (const [, entry] of due) entry.callback();
    },
  };
}

/** A receiver the sandbox's fetch is pointed at: records each delivery's raw body and signature. */
function recorder(statuses: number[] = []) {
  const received: { url: string; body: string; signature: string | null; contentType: string | null }[] = [];
  const fetch = async (request: Request) => {
    received.push({
      url: request.url,
      body: await request.text(),
      signature: request.headers.get('notify-signature'),
      contentType: request.headers.get('content-type'),
    });
    return new Response(null, { status: statuses.shift() ?? 200 });
  };
  return { received, fetch };
}

let sandboxes: Sandbox[] = [];
afterEach(() => {
  for (const sandbox of sandboxes) sandbox.webhooks.stop();
  sandboxes = [];
});

function start(options: SandboxOptions = {}) {
  const sandbox = createSandbox(options);
  sandboxes.push(sandbox);
  const call = async (method: string, path: string, body?: unknown, token: string | null = sandbox.token) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token !== null) headers.authorization = `Bearer ${token}`;
    const init: RequestInit = { method, headers };
    if (body !== undefined) init.body = typeof body === 'string' ? body : JSON.stringify(body);
    const response = await sandbox.fetch(new Request(`${ORIGIN}${path}`, init));
    const text = await response.text();
    return { status: response.status, body: text === '' ? undefined : JSON.parse(text) };
  };
  const org = (rest: string) => `/v2/issuers/${sandbox.organizationId}${rest}`;
  const subscribe = (eventType: string, url = HOOK_URL, enabled?: boolean) =>
    call('POST', org('/subscriptions'), {
      data: {
        type: 'subscription',
        attributes: { eventType, url, ...(enabled === undefined ? {} : { enabled }) },
      },
    });
  const simulate = (eventName: string, userId = sandbox.newCustomerId, transactionId = 'tx-sim-1') =>
    call('POST', org('/notifications'), {
      data: [{ type: 'simulateTestTransaction', attributes: { userId, transactionId, eventName } }],
    });
  const submit = (...transactions: Record<string, unknown>[]) =>
    call('POST', org('/transactions'), { data: transactions });
  const offer = (role: keyof Sandbox['catalog']['roles']) => {
    const found = sandbox.catalog.offers.find((candidate) => candidate.id === sandbox.catalog.roles[role]);
    if (found === undefined) throw new Error(`no offer for role ${role}`);
    return found;
  };
  const activate = (offerId: string, userId = sandbox.newCustomerId) =>
    call('POST', org(`/users/${userId}/offers/${offerId}/activate`));
  return { sandbox, call, org, subscribe, simulate, submit, offer, activate };
}

interface DeliveredEvent {
  type: string;
  id: string;
  attributes: Record<string, unknown> & { transactionId?: string; message?: string; reason?: string };
  relationships: { user: { data: { id: string } } };
}
const envelopeOf = (body: string) => JSON.parse(body) as { data: DeliveredEvent };

describe('sandbox subscriptions', () => {
  it('creates and lists subscriptions (event type + destination URL), with the bearer token', async () => {
    const s = start();
    const created = await s.subscribe('earnedRewardApproved');
    expect(created.status).toBe(201);
    expect(created.body.data).toEqual({
      type: 'subscription',
      id: 'sub_000001',
      attributes: {
        eventType: 'earnedRewardApproved',
        url: HOOK_URL,
        enabled: true,
        createdAt: '2026-03-02T15:00:00.000Z',
      },
    });
    await s.subscribe('earnedRewardSettled', 'http://localhost:4311/hooks', false);
    const list = await s.call('GET', s.org('/subscriptions'));
    expect(list.status).toBe(200);
    expect(
      list.body.data.map((sub: { attributes: { eventType: string; enabled: boolean } }) => [
        sub.attributes.eventType,
        sub.attributes.enabled,
      ]),
    ).toEqual([
      ['earnedRewardApproved', true],
      ['earnedRewardSettled', false],
    ]);
    expect((await s.call('GET', s.org('/subscriptions'), undefined, null)).status).toBe(401);
  });

  it.each([
    ['another host', 'https://hooks.example.com/offerkit', /delivers only to 127\.0\.0\.1 or localhost/],
    ['a private address that is not loopback', 'http://10.0.0.5:8080/hook', /not to "10\.0\.0\.5"/],
    ['a relative URL', '/webhooks', /not an absolute URL/],
    ['another scheme', 'ftp://127.0.0.1/hook', /http or https/],
    ['credentials in the URL', 'http://user:pw@127.0.0.1/hook', /user name or password/],
  ])('answers 400 for a destination on %s', async (_name, url, message) => {
    const s = start();
    const response = await s.subscribe('earnedRewardApproved', url);
    expect(response.status).toBe(400);
    expect(response.body.errors[0].source).toEqual({ pointer: '/data/attributes/url' });
    expect(response.body.errors[0].detail).toMatch(message);
    expect(s.sandbox.webhooks.subscriptions).toHaveLength(0);
  });

  it('answers 400 for an unknown event type and 409 for the same event type and URL twice', async () => {
    const s = start();
    const unknown = await s.subscribe('offerExpired');
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0].detail).toMatch(/use one of earnedRewardApproved, earnedRewardSettled/);
    await s.subscribe('earnedRewardApproved');
    const twice = await s.subscribe('earnedRewardApproved');
    expect(twice.status).toBe(409);
    expect(twice.body.errors[0].id).toBe('sub_000001');
  });

  it('disables (PATCH) and deletes subscriptions', async () => {
    const s = start();
    await s.subscribe('earnedRewardApproved');
    const patched = await s.call('PATCH', s.org('/subscriptions/sub_000001'), {
      data: { attributes: { enabled: false } },
    });
    expect(patched.body.data.attributes.enabled).toBe(false);
    expect((await s.simulate('earnedRewardApproved')).status).toBe(409);
    expect((await s.call('DELETE', s.org('/subscriptions/sub_000001'))).status).toBe(204);
    expect((await s.call('DELETE', s.org('/subscriptions/sub_000001'))).status).toBe(404);
  });
});

describe('sandbox notifications: simulate', () => {
  it('answers 409 without an enabled subscription for the event, and sends nothing', async () => {
    const r = recorder();
    const s = start({ webhookFetch: r.fetch });
    await s.subscribe('earnedRewardApproved');
    const response = await s.simulate('earnedRewardSettled');
    expect(response.status).toBe(409);
    expect(response.body.errors[0].title).toBe('Conflict Error');
    expect(response.body.errors[0].detail).toMatch(/No enabled subscription for earnedRewardSettled/);
    await s.sandbox.webhooks.idle();
    expect(r.received).toHaveLength(0);
  });

  it('answers 202 with a new eventId each call, then delivers a signed envelope with that id', async () => {
    const r = recorder();
    const s = start({ webhookFetch: r.fetch });
    await s.subscribe('earnedRewardApproved');
    const first = await s.simulate('earnedRewardApproved');
    const second = await s.simulate('earnedRewardApproved');
    expect([first.status, second.status]).toEqual([202, 202]);
    const ids = [first.body.data[0].attributes.eventId, second.body.data[0].attributes.eventId];
    expect(new Set(ids).size).toBe(2);
    await s.sandbox.webhooks.idle();
    expect(r.received.map((delivery) => envelopeOf(delivery.body).data.id)).toEqual(ids);
    const delivery = r.received[0] as (typeof r.received)[number];
    expect(delivery.url).toBe(HOOK_URL);
    expect(delivery.contentType).toBe('application/json');
    expect(
      await verifyWebhookSignature({
        body: delivery.body,
        signature: delivery.signature,
        key: SANDBOX_WEBHOOK_KEY,
      }),
    ).toBe(true);
  });

  it('builds the event from a real sandbox offer: the one the user activated', async () => {
    const r = recorder();
    const s = start({ webhookFetch: r.fetch });
    const offer = s.offer('activatable');
    await s.activate(offer.id);
    await s.subscribe('earnedRewardSettled');
    await s.simulate('earnedRewardSettled', s.sandbox.newCustomerId, 'tx-42');
    await s.sandbox.webhooks.idle();
    const { data } = envelopeOf((r.received[0] as { body: string }).body);
    expect(data.type).toBe('earnedRewardSettled');
    expect(data.relationships.user.data.id).toBe(s.sandbox.newCustomerId);
    expect(data.attributes).toMatchObject({
      transactionId: 'tx-42',
      transactionAmountInCents: 2500,
      name: offer.name,
      userReward: offer.userReward,
      // 5 % of $25.
      commissionEarned: { type: 'cents', value: 125 },
      message: `You earned $1.25 cash back at ${offer.name}.`,
    });
    const assets = (data.attributes as { assets: { url: string }[] }).assets;
    expect(assets[0]?.url).toBe(
      `${ORIGIN}/assets/logos/${offer.id}.svg?eventCode=IMPRESSION&medium=PUSH&userId=${s.sandbox.newCustomerId}`,
    );
    // The asset URL is a working sandbox URL.
    const image = await s.sandbox.fetch(new Request(assets[0]?.url as string));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/svg/);
  });

  it('answers 400 for a malformed request, naming the member', async () => {
    const s = start();
    await s.subscribe('earnedRewardApproved');
    const bad = await s.simulate('earnedRewardRejected');
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].source.pointer).toBe('/data/0/attributes/eventName');
    const empty = await s.call('POST', s.org('/notifications'), { data: [] });
    expect(empty.status).toBe(400);
  });

  it('works through the server package end to end: the handler verifies, stores and dedupes a redelivery', async () => {
    const { store, seen, handler } = webhookReceiver();
    const s = start({ webhookFetch: handler });
    await s.subscribe('earnedRewardApproved');
    const { body } = await s.simulate('earnedRewardApproved');
    const eventId = body.data[0].id as string;
    await s.sandbox.webhooks.idle();
    const redelivered = await s.call('POST', '/sandbox/redeliver', { eventId });
    expect(redelivered.status).toBe(202);
    await s.sandbox.webhooks.idle();
    expect(s.sandbox.webhooks.deliveries.map((d) => [d.eventId, d.redelivery, d.status])).toEqual([
      [eventId, false, 200],
      [eventId, true, 200],
    ]);
    expect(seen).toEqual([eventId]);
    expect(
      (await store.listEarnedRewards(s.sandbox.newCustomerId)).map((reward) => reward.attributes.status),
    ).toEqual(['PENDING']);
  });
});

describe('sandbox webhooks: emit (what other sandbox routes notify through)', () => {
  it('delivers a fileProcessingResult to its subscription only; the handler records it for the upload', async () => {
    const { store, handler } = webhookReceiver();
    const s = start({ webhookFetch: handler });
    await s.subscribe('fileProcessingResult');
    await s.subscribe('earnedRewardApproved', 'http://127.0.0.1:4311/other');
    const event = s.sandbox.webhooks.emit('fileProcessingResult', {
      fileName: 'history-2026-03.jsonl',
      sentAt: '2026-03-02T15:00:00.000Z',
      lastModified: '2026-03-02T15:01:00.000Z',
      downloadUrl: `${ORIGIN}/files/results/history-2026-03.json?signature=abc`,
    });
    await s.sandbox.webhooks.idle();
    expect(s.sandbox.webhooks.deliveries.map((d) => [d.eventId, d.url, d.status])).toEqual([
      [event.id, HOOK_URL, 200],
    ]);
    expect(JSON.parse(event.body).data).not.toHaveProperty('relationships');
    expect(await store.getFileProcessingResult('history-2026-03.jsonl')).toMatchObject({
      eventId: event.id,
      downloadUrl: `${ORIGIN}/files/results/history-2026-03.json?signature=abc`,
    });
  });

  it('records an event without an enabled subscription, and sends nothing', async () => {
    const r = recorder();
    const s = start({ webhookFetch: r.fetch });
    await s.subscribe('earnedRewardApproved', HOOK_URL, false);
    s.sandbox.webhooks.emit('earnedRewardApproved', {
      message: 'x',
      transactionId: 't',
      transactionAmountInCents: 1,
    });
    await s.sandbox.webhooks.idle();
    expect(s.sandbox.webhooks.events).toHaveLength(1);
    expect(r.received).toHaveLength(0);
  });
});

describe('sandbox webhook delivery: retries and redelivery', () => {
  /** A simulated earnedRewardApproved whose first delivery failed (500), its retry waiting on manual timers. */
  async function afterFailedDelivery() {
    const r = recorder([500]);
    const t = manualTimers();
    const s = start({ webhookFetch: r.fetch, webhookTimers: t.timers });
    await s.subscribe('earnedRewardApproved');
    await s.simulate('earnedRewardApproved');
    await s.sandbox.webhooks.idle();
    return { r, t, s };
  }

  it('retries a failed delivery with exponential backoff on its timers, bounded by maxAttempts', async () => {
    const r = recorder([500, 503, 502, 500]);
    const t = manualTimers();
    const s = start({
      webhookFetch: r.fetch,
      webhookTimers: t.timers,
      webhookDelivery: { maxAttempts: 4, baseDelayMs: 100 },
    });
    await s.subscribe('earnedRewardApproved');
    await s.simulate('earnedRewardApproved');
    const delays: number[][] = [];
    for (let round = 0; round < 5; round += 1) {
      await s.sandbox.webhooks.idle();
      delays.push(t.delays());
      t.fireAll();
    }
    expect(delays).toEqual([[100], [200], [400], [], []]);
    expect(r.received).toHaveLength(4);
    expect(new Set(r.received.map((delivery) => delivery.body)).size).toBe(1);
    expect(s.sandbox.webhooks.deliveries.map((d) => [d.attempt, d.outcome, d.status])).toEqual([
      [1, 'failed', 500],
      [2, 'failed', 503],
      [3, 'failed', 502],
      [4, 'failed', 500],
    ]);
  });

  it('stops retrying once delivered, and counts a network error as a failed attempt', async () => {
    const t = manualTimers();
    let calls = 0;
    const fetch = async () => {
      calls += 1;
      if (calls === 1) throw new TypeError('connect ECONNREFUSED 127.0.0.1:4311');
      return new Response(null, { status: 204 });
    };
    const s = start({ webhookFetch: fetch, webhookTimers: t.timers });
    await s.subscribe('earnedRewardApproved');
    await s.simulate('earnedRewardApproved');
    await s.sandbox.webhooks.idle();
    expect(s.sandbox.webhooks.deliveries[0]).toMatchObject({ outcome: 'failed', nextAttemptInMs: 1000 });
    expect(s.sandbox.webhooks.deliveries[0]?.error).toMatch(/ECONNREFUSED/);
    t.fireAll();
    await s.sandbox.webhooks.idle();
    expect(s.sandbox.webhooks.deliveries.map((d) => d.outcome)).toEqual(['failed', 'delivered']);
    expect(t.delays()).toEqual([]);
  });

  it('stop() cancels scheduled retries; reset() clears subscriptions, events and deliveries', async () => {
    const { t, s } = await afterFailedDelivery();
    expect(t.delays()).toEqual([1000]);
    s.sandbox.webhooks.stop();
    expect(t.delays()).toEqual([]);
    s.sandbox.reset();
    expect(s.sandbox.webhooks.subscriptions).toHaveLength(0);
    expect(s.sandbox.webhooks.events).toHaveLength(0);
    expect(s.sandbox.webhooks.deliveries).toHaveLength(0);
  });

  it('a retry due after the subscription was disabled is not sent', async () => {
    const { r, t, s } = await afterFailedDelivery();
    await s.call('PATCH', s.org('/subscriptions/sub_000001'), { data: { attributes: { enabled: false } } });
    t.fireAll();
    await s.sandbox.webhooks.idle();
    expect(r.received).toHaveLength(1);
    expect(s.sandbox.webhooks.deliveries).toHaveLength(1);
  });

  it('redelivers on demand with the same envelope id and bytes; an unknown event id → 404, no body → 400', async () => {
    const r = recorder();
    const s = start({ webhookFetch: r.fetch });
    await s.subscribe('earnedRewardApproved');
    const eventId = (await s.simulate('earnedRewardApproved')).body.data[0].id;
    await s.sandbox.webhooks.idle();
    expect((await s.call('POST', '/sandbox/redeliver', { eventId }, null)).status).toBe(202);
    await s.sandbox.webhooks.idle();
    expect(r.received).toHaveLength(2);
    expect(r.received[1]?.body).toBe(r.received[0]?.body);
    expect(r.received[1]?.signature).toBe(r.received[0]?.signature);
    const unknown = await s.call('POST', '/sandbox/redeliver', { eventId: 'evt_999999' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors[0].detail).toMatch(/GET \/sandbox\/webhook-events/);
    expect((await s.call('POST', '/sandbox/redeliver', {})).status).toBe(400);
    const events = await s.call('GET', '/sandbox/webhook-events');
    expect(
      events.body.data[0].attributes.deliveries.map((d: { redelivery: boolean }) => d.redelivery),
    ).toEqual([false, true]);
  });

  it('refuses an empty webhookKey and a retry policy that is not whole numbers, saying what to give', () => {
    expect(() => createSandbox({ webhookKey: '' })).toThrow(/webhookKey is empty; give a non-empty key/);
    expect(() => createSandbox({ webhookDelivery: { maxAttempts: 0 } })).toThrow(
      /webhookDelivery\.maxAttempts must be a whole number ≥ 1, received 0/,
    );
    expect(() => createSandbox({ webhookDelivery: { baseDelayMs: 1.5 } })).toThrow(/baseDelayMs/);
  });

  it('signs with the webhookKey option when given (and the default key does not verify then)', async () => {
    const r = recorder();
    const s = start({ webhookFetch: r.fetch, webhookKey: 'issuer-specific-key' });
    expect(s.sandbox.webhooks.key).toBe('issuer-specific-key');
    await s.subscribe('earnedRewardApproved');
    await s.simulate('earnedRewardApproved');
    await s.sandbox.webhooks.idle();
    const { body, signature } = r.received[0] as (typeof r.received)[number];
    expect(await verifyWebhookSignature({ body, signature, key: 'issuer-specific-key' })).toBe(true);
    expect(await verifyWebhookSignature({ body, signature, key: SANDBOX_WEBHOOK_KEY })).toBe(false);
  });
});

describe('sandbox webhooks from submitted transactions', () => {
  const allEvents = ['earnedRewardApproved', 'earnedRewardSettled', 'earnedRewardRejected'];

  async function withSubscriptions(options: SandboxOptions = {}) {
    const r = recorder();
    const s = start({ webhookFetch: r.fetch, ...options });
    for (const eventType of allEvents) await s.subscribe(eventType);
    const events = async () => {
      await s.sandbox.webhooks.idle();
      return r.received.map((delivery) => envelopeOf(delivery.body).data);
    };
    return { ...s, events };
  }

  it('an APPROVED then SETTLED purchase of an activated offer → earnedRewardApproved, then earnedRewardSettled', async () => {
    const s = await withSubscriptions();
    const offer = s.offer('activatable');
    await s.activate(offer.id);
    const user = s.sandbox.newCustomerId;
    await s.submit(transaction('tx-1', user, offer.name, 4000, 'APPROVED'));
    await s.submit(transaction('tx-1', user, offer.name, 4000, 'SETTLED'));
    const events = await s.events();
    expect(
      events.map((event) => [event.type, event.attributes.transactionId, event.relationships.user.data.id]),
    ).toEqual([
      ['earnedRewardApproved', 'tx-1', user],
      ['earnedRewardSettled', 'tx-1', user],
    ]);
    expect(events[1]?.attributes).toMatchObject({
      transactionAmountInCents: 4000,
      commissionEarned: { type: 'cents', value: 200 },
      transactionTimestamp: '2026-03-03T12:00:00Z',
    });
    expect(events[0]?.attributes.message).not.toMatch(/\$/);
  });

  it('dates a pending reward at its authorization, never after the settlement of the same purchase (issue 30)', async () => {
    // The clock is a week after the purchase: it used to date the approved (pending) event, so "Pending"
    // read as newer than "Earned" for one purchase.
    const s = await withSubscriptions({ clock: () => new Date('2026-03-09T15:00:00Z') });
    const offer = s.offer('activatable');
    await s.activate(offer.id);
    const user = s.sandbox.newCustomerId;
    await s.submit(transaction('tx-dates', user, offer.name, 4000, 'APPROVED'));
    await s.submit(transaction('tx-dates', user, offer.name, 4000, 'SETTLED'));
    // A settlement dated before its authorization (bad data) is dated at the authorization.
    await s.submit(
      transaction('tx-early', user, offer.name, 4000, 'APPROVED', {
        authorizationDate: '2026-03-05T12:00:00Z',
      }),
    );
    await s.submit(
      transaction('tx-early', user, offer.name, 4000, 'SETTLED', {
        authorizationDate: '2026-03-05T12:00:00Z',
        settledDate: '2026-03-04T12:00:00Z',
      }),
    );
    // Keyed by event and transaction: under load a delivery can be retried or overtaken by the next one.
    const stamps = Object.fromEntries(
      (await s.events()).map((event) => [
        `${event.type} ${event.attributes.transactionId}`,
        event.attributes.transactionTimestamp,
      ]),
    );
    expect(stamps).toEqual({
      'earnedRewardApproved tx-dates': '2026-03-02T12:00:00Z',
      'earnedRewardSettled tx-dates': '2026-03-03T12:00:00Z',
      'earnedRewardApproved tx-early': '2026-03-05T12:00:00Z',
      'earnedRewardSettled tx-early': '2026-03-05T12:00:00Z',
    });
  });

  it('a resubmitted duplicate event sends nothing more', async () => {
    const s = await withSubscriptions();
    const offer = s.offer('activatable');
    await s.activate(offer.id);
    const event = transaction('tx-dup', s.sandbox.newCustomerId, offer.name, 4000, 'APPROVED');
    await s.submit(event);
    await s.submit(event);
    expect((await s.events()).map((e) => e.type)).toEqual(['earnedRewardApproved']);
  });

  it('a purchase of an offer not activated sends nothing (sandbox reason OFFER_NOT_ACTIVATED)', async () => {
    const s = await withSubscriptions();
    await s.submit(
      transaction('tx-na', s.sandbox.newCustomerId, s.offer('activatable').name, 4000, 'APPROVED'),
    );
    expect(await s.events()).toEqual([]);
  });

  it('a user not enrolled → earnedRewardRejected USER_NOT_ENROLLED', async () => {
    const s = await withSubscriptions();
    await s.submit(transaction('tx-ne', 'someone-not-enrolled', s.offer('standard').name, 4000, 'APPROVED'));
    const events = await s.events();
    expect(
      events.map((e) => [e.type, (e.attributes as { reason?: string }).reason, e.relationships.user.data.id]),
    ).toEqual([['earnedRewardRejected', 'USER_NOT_ENROLLED', 'someone-not-enrolled']]);
    expect(events[0]?.attributes).not.toHaveProperty('attributionUrl');
  });

  it('a settle after the last redemption was taken → earnedRewardRejected MAX_REDEMPTION_LIMIT_REACHED', async () => {
    const s = await withSubscriptions();
    const offer = s.offer('lastInSupply');
    const user = s.sandbox.newCustomerId;
    await s.activate(offer.id);
    await s.submit(transaction('tx-last', user, offer.name, 3000, 'SETTLED'));
    await s.submit(transaction('tx-over', user, offer.name, 3000, 'SETTLED'));
    const events = await s.events();
    expect(
      events.map((e) => [e.type, e.attributes.transactionId, (e.attributes as { reason?: string }).reason]),
    ).toEqual([
      ['earnedRewardSettled', 'tx-last', undefined],
      ['earnedRewardRejected', 'tx-over', 'MAX_REDEMPTION_LIMIT_REACHED'],
    ]);
  });

  it('a DECLINED event after APPROVED → earnedRewardRejected SETTLEMENT_REJECTED', async () => {
    const s = await withSubscriptions();
    const offer = s.offer('activatable');
    const user = s.sandbox.newCustomerId;
    await s.activate(offer.id);
    await s.submit(transaction('tx-d', user, offer.name, 4000, 'APPROVED'));
    await s.submit(transaction('tx-d', user, offer.name, 4000, 'DECLINED'));
    expect((await s.events()).map((e) => [e.type, (e.attributes as { reason?: string }).reason])).toEqual([
      ['earnedRewardApproved', undefined],
      ['earnedRewardRejected', 'SETTLEMENT_REJECTED'],
    ]);
  });

  it('the seeded history of the lapsed customer sends nothing on reset', async () => {
    const s = await withSubscriptions();
    s.sandbox.reset();
    for (const eventType of allEvents) await s.subscribe(eventType);
    s.sandbox.reset();
    expect(await s.events()).toEqual([]);
    expect(s.sandbox.webhooks.events).toEqual([]);
  });
});

describe('sandbox webhooks over real HTTP (Node server → webhook server on 127.0.0.1)', () => {
  it('delivers a transaction webhook to a listening handler that verifies, stores, and ignores a redelivery', async () => {
    const { store, seen, handler } = webhookReceiver();
    const receiver = await new Promise<ReturnType<typeof serve>>((resolve) => {
      const server = serve(
        // The runtime's own Request/Response stay global: other files run after this one in the worker.
        { fetch: handler, hostname: '127.0.0.1', port: 4311, overrideGlobalObjects: false },
        () => resolve(server),
      );
    });
    const server = await startSandboxServer({ port: 4310 });
    sandboxes.push(server.sandbox);
    try {
      expect((receiver.address() as AddressInfo).port).toBe(4311);
      const { sandbox } = server;
      const headers = { authorization: `Bearer ${sandbox.token}`, 'content-type': 'application/json' };
      const post = (path: string, body?: unknown) =>
        fetch(`${server.url}${path}`, {
          method: 'POST',
          headers,
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
      const org = `/v2/issuers/${sandbox.organizationId}`;
      expect(
        (
          await post(`${org}/subscriptions`, {
            data: { type: 'subscription', attributes: { eventType: 'earnedRewardApproved', url: HOOK_URL } },
          })
        ).status,
      ).toBe(201);
      const offer = sandbox.catalog.offers.find((o) => o.id === sandbox.catalog.roles.activatable);
      if (offer === undefined) throw new Error('no activatable offer');
      expect((await post(`${org}/users/${sandbox.newCustomerId}/offers/${offer.id}/activate`)).status).toBe(
        201,
      );
      expect(
        (
          await post(`${org}/transactions`, {
            data: [transaction('tx-http', sandbox.newCustomerId, offer.name, 5000, 'APPROVED')],
          })
        ).status,
      ).toBe(201);
      await sandbox.webhooks.idle();
      const eventId = sandbox.webhooks.events[0]?.id as string;
      expect((await post('/sandbox/redeliver', { eventId })).status).toBe(202);
      await sandbox.webhooks.idle();
      expect(sandbox.webhooks.deliveries.map((d) => [d.outcome, d.status])).toEqual([
        ['delivered', 200],
        ['delivered', 200],
      ]);
      expect(seen).toEqual([eventId]);
      const rewards = await store.listEarnedRewards(sandbox.newCustomerId);
      expect(
        rewards.map((reward) => [reward.id, reward.attributes.status, reward.attributes.merchantName]),
      ).toEqual([['tx-http', 'PENDING', offer.name]]);
      // The asset URLs point at the sandbox as it was reached.
      expect(rewards[0]?.attributes.assets?.[0]?.url.startsWith(`${server.url}/assets/logos/`)).toBe(true);
    } finally {
      await server.close();
      await new Promise((resolve) => receiver.close(resolve));
    }
  });
});
