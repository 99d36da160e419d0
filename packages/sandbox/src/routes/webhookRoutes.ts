import type { Hono } from 'hono';
import { invalidPointer } from '../http/errors.ts';
import { jsonResponse } from '../http/jsonResponse.ts';
import { readDataArray } from '../http/readDataArray.ts';
import { isRecord, readJsonBody } from '../http/readJsonBody.ts';
import { sandboxRoute } from '../http/sandboxRoute.ts';
import { assetBase, type SandboxRuntime } from '../runtime.ts';
import type { SandboxSubscription, SandboxWebhooks } from '../webhooks/SandboxWebhooks.ts';
import { simulateNotifications } from '../webhooks/simulateNotifications.ts';

function subscriptionResource(subscription: SandboxSubscription) {
  const { id, ...attributes } = subscription;
  return { type: 'subscription', id, attributes };
}

/**
 * The service's notifications in the sandbox (paths of subscriptions are not in the contract; the sandbox
 * picks these):
 * - `POST /v2/issuers/{org}/subscriptions` `{data: {type: "subscription", attributes: {eventType, url, enabled?}}}`
 *   → 201; `GET …/subscriptions` → 200 list; `PATCH …/subscriptions/{id}` `{data: {attributes: {enabled}}}`;
 *   `DELETE …/subscriptions/{id}` → 204.
 * - `POST /v2/issuers/{org}/notifications` (simulate; contract) → 409 without an enabled subscription for
 *   an event, else 202 with a new `eventId` per test transaction, then a signed delivery built from a real
 *   offer.
 * - `POST /sandbox/redeliver` `{eventId}` → 202 and the same envelope delivered again;
 *   `GET /sandbox/webhook-events` → the events emitted and their delivery attempts (no token needed:
 *   controls of a loopback-only sandbox, like the fault header).
 * Registered before the other API routes: it also notes the address the sandbox is reached at, for the
 * asset URLs in events.
 */
export function registerWebhookRoutes(api: Hono, runtime: SandboxRuntime, webhooks: SandboxWebhooks): void {
  api.use('*', async (context, next) => {
    webhooks.assetBase = assetBase(runtime, context);
    await next();
  });

  api.on(...sandboxRoute('createSubscription'), async (context) => {
    const body = await readJsonBody(context);
    const data = isRecord(body) ? body.data : undefined;
    if (!isRecord(data) || !isRecord(data.attributes)) {
      throw invalidPointer(
        '/data',
        'The body must be {"data": {"type": "subscription", "attributes": {"eventType": ..., "url": ...}}}.',
      );
    }
    if (data.type !== undefined && data.type !== 'subscription') {
      throw invalidPointer('/data/type', `type must be "subscription", not ${JSON.stringify(data.type)}.`);
    }
    const { eventType, url, enabled } = data.attributes;
    const subscription = webhooks.subscribe({ eventType, url, enabled });
    return jsonResponse({ data: subscriptionResource(subscription) }, 201);
  });

  api.on(...sandboxRoute('listSubscriptions'), (context) => {
    const eventType = context.req.query('filter[eventType]');
    const list = webhooks.subscriptions.filter((s) => eventType === undefined || s.eventType === eventType);
    return jsonResponse({ data: list.map(subscriptionResource) });
  });

  api.on(...sandboxRoute('updateSubscription'), async (context) => {
    const id = context.req.param('id');
    webhooks.subscription(id); // 404 for an unknown id, whatever the body
    const body = await readJsonBody(context);
    const attributes = isRecord(body) && isRecord(body.data) ? body.data.attributes : undefined;
    return jsonResponse({ data: subscriptionResource(webhooks.setEnabled(id, attributes)) });
  });

  api.on(...sandboxRoute('deleteSubscription'), (context) => {
    webhooks.unsubscribe(context.req.param('id'));
    return new Response(null, { status: 204 });
  });

  api.on(...sandboxRoute('notifications'), async (context) => {
    const items = await readDataArray(
      context,
      '{"data": [{"type": "simulateTestTransaction", "attributes": {...}}]}',
    );
    const events = simulateNotifications(runtime.state, webhooks, items, {
      organizationId: runtime.organizationId,
      assetBase: assetBase(runtime, context),
    });
    return jsonResponse({ data: events }, 202);
  });

  api.on(...sandboxRoute('redeliver'), async (context) => {
    const body = await readJsonBody(context);
    const eventId = isRecord(body)
      ? (body.eventId ?? (isRecord(body.data) ? body.data.eventId : undefined))
      : undefined;
    if (typeof eventId !== 'string' || eventId === '') {
      throw invalidPointer(
        '/eventId',
        'The body must be {"eventId": "evt_..."}: the event to deliver again.',
      );
    }
    const event = webhooks.redeliver(eventId);
    return jsonResponse(
      {
        data: {
          type: 'notification',
          id: event.id,
          attributes: { eventId: event.id, eventName: event.type },
        },
      },
      202,
    );
  });

  api.on(...sandboxRoute('webhookEvents'), () =>
    jsonResponse({
      data: webhooks.events.map((event) => ({
        type: 'notification',
        id: event.id,
        attributes: {
          eventId: event.id,
          eventName: event.type,
          userId: event.userId ?? null,
          createdAt: event.createdAt,
          deliveries: webhooks.deliveries
            .filter((delivery) => delivery.eventId === event.id)
            .map(({ eventId: _id, eventType: _type, ...delivery }) => delivery),
        },
      })),
    }),
  );
}
