import type { EarnedReward } from '@offerkit/data';
import { createSandbox, SANDBOX_WEBHOOK_KEY } from '@offerkit/sandbox';
import {
  createOffersProxy,
  createWebhookHandler,
  type EarnedRewardsSource,
  memoryWebhookStore,
  type WebhookStore,
} from '@offerkit/server';
import { describe, expect, it } from 'vitest';
import { sandboxIssuerClient } from '../sandboxIssuerClient.ts';

// The whole webhook path in process: the sandbox's transactions → its signed deliveries → the webhook
// handler and store → the proxy's earned-rewards route, as a bank wires them.

const SANDBOX = 'http://sandbox.test';
const BANK = 'https://bank.example';

describe('service → webhook handler → store → proxy earned rewards', () => {
  it('shows the pending then settled reward once (a redelivery does not double it), never a rejected one', async () => {
    const store: WebhookStore = memoryWebhookStore();
    // The store is the proxy's source as it is (type-level check of the shared interface).
    const source: EarnedRewardsSource = store;
    const notified: string[] = [];
    const webhooks = createWebhookHandler({
      key: SANDBOX_WEBHOOK_KEY,
      store,
      onEvent: (event) => void notified.push(`${event.type}:${event.id}`),
    });
    const sandbox = createSandbox({ webhookFetch: webhooks });
    const { client, tokenProvider } = sandboxIssuerClient(sandbox, { auth: 'oauth' });
    const user = sandbox.newCustomerId;
    const proxy = createOffersProxy({
      client,
      getUserId: () => user,
      allowedOrigins: [BANK],
      earnedRewards: source,
    });
    const rewards = async (): Promise<EarnedReward[]> => {
      const response = await proxy(
        new Request(`${BANK}/api/rewards/v2/issuers/${sandbox.organizationId}/users/${user}/earned-rewards`),
      );
      expect(response.status).toBe(200);
      return ((await response.json()) as { data: EarnedReward[] }).data;
    };
    const token = await tokenProvider.getAccessToken();
    const api = (method: string, path: string, body?: unknown) =>
      sandbox.fetch(
        new Request(`${SANDBOX}/v2/issuers/${sandbox.organizationId}${path}`, {
          method,
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        }),
      );
    for (const eventType of ['earnedRewardApproved', 'earnedRewardSettled', 'earnedRewardRejected']) {
      const created = await api('POST', '/subscriptions', {
        data: {
          type: 'subscription',
          attributes: { eventType, url: 'http://127.0.0.1:4390/webhooks/offerkit' },
        },
      });
      expect(created.status).toBe(201);
    }
    const offer = sandbox.catalog.offers.find((o) => o.id === sandbox.catalog.roles.activatable);
    if (offer === undefined) throw new Error('the catalog has no activatable offer');
    await client.offers.activate(user, offer.id, { supportedComponents: ['cta'] });
    const purchase = (id: string, status: 'APPROVED' | 'SETTLED' | 'DECLINED', description = offer.name) => ({
      type: 'transaction',
      id,
      attributes: {
        userId: user,
        amount: 6000,
        direction: 'DEBIT',
        status,
        currency: 'USD',
        description,
        authorizationDate: '2026-03-02T12:00:00Z',
        ...(status === 'SETTLED' ? { settledDate: '2026-03-03T12:00:00Z' } : {}),
      },
    });

    expect((await api('POST', '/transactions', { data: [purchase('tx-1', 'APPROVED')] })).status).toBe(201);
    await sandbox.webhooks.idle();
    expect((await rewards()).map((r) => [r.id, r.attributes.status, r.attributes.merchantName])).toEqual([
      ['tx-1', 'PENDING', offer.name],
    ]);

    expect((await api('POST', '/transactions', { data: [purchase('tx-1', 'SETTLED')] })).status).toBe(201);
    await sandbox.webhooks.idle();
    const settledEvent = sandbox.webhooks.events.find((e) => e.type === 'earnedRewardSettled');
    if (settledEvent === undefined) throw new Error('no earnedRewardSettled was emitted');
    sandbox.webhooks.redeliver(settledEvent.id);
    await sandbox.webhooks.idle();
    const settled = await rewards();
    expect(settled.map((r) => [r.id, r.attributes.status, r.attributes.commissionEarned])).toEqual([
      ['tx-1', 'SETTLED', { type: 'cents', value: 300 }],
    ]);
    expect(settled[0]?.attributes.message).toBe(`You earned $3 cash back at ${offer.name}.`);

    // A second purchase approved then declined: stored as REJECTED, not served to the browser.
    await api('POST', '/transactions', { data: [purchase('tx-2', 'APPROVED')] });
    await api('POST', '/transactions', { data: [purchase('tx-2', 'DECLINED')] });
    await sandbox.webhooks.idle();
    expect((await store.listEarnedRewards(user)).map((r) => [r.id, r.attributes.status])).toEqual([
      ['tx-2', 'REJECTED'],
      ['tx-1', 'SETTLED'],
    ]);
    expect((await rewards()).map((r) => r.id)).toEqual(['tx-1']);

    // Each envelope id reached onEvent once; the redelivery was acknowledged without it.
    expect(notified).toHaveLength(4);
    expect(new Set(notified).size).toBe(4);
    expect(sandbox.webhooks.deliveries.filter((d) => d.redelivery).map((d) => d.status)).toEqual([200]);
    sandbox.webhooks.stop();
  });
});
