import { createSandbox, SANDBOX_WEBHOOK_KEY } from '@offerkit/sandbox';
import { createWebhookHandler, memoryWebhookStore, NotificationConflictError } from '@offerkit/server';
import { describe, expect, it } from 'vitest';
import { sandboxIssuerClient } from '../sandboxIssuerClient.ts';

// The issuer client's notifications.simulate against the sandbox's notifications route: the answer's
// eventId is the envelope id the handler receives.

describe('client.notifications.simulate against the sandbox', () => {
  it('rejects with NotificationConflictError without a subscription, then resolves the delivered eventId', async () => {
    const received: string[] = [];
    const store = memoryWebhookStore();
    const sandbox = createSandbox({
      webhookFetch: createWebhookHandler({
        key: SANDBOX_WEBHOOK_KEY,
        store,
        onEvent: (event) => void received.push(event.id),
      }),
    });
    const { client } = sandboxIssuerClient(sandbox, { auth: 'oauth' });
    const event = {
      userId: sandbox.newCustomerId,
      transactionId: 'tx-sim',
      eventName: 'earnedRewardSettled',
    } as const;
    const refused = await client.notifications.simulate(event).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(NotificationConflictError);
    expect((refused as NotificationConflictError).status).toBe(409);

    sandbox.webhooks.subscribe({ eventType: 'earnedRewardSettled', url: 'http://127.0.0.1:4391/hooks' });
    const { eventId } = await client.notifications.simulate(event);
    await sandbox.webhooks.idle();
    expect(received).toEqual([eventId]);
    expect(
      (await store.listEarnedRewards(sandbox.newCustomerId)).map((r) => [r.id, r.attributes.status]),
    ).toEqual([['tx-sim', 'SETTLED']]);
    sandbox.webhooks.stop();
  });
});
