import type { Hono } from 'hono';
import { conflict, invalidPointer } from '../http/errors.ts';
import { jsonResponse } from '../http/jsonResponse.ts';
import { isRecord, readJsonBody } from '../http/readJsonBody.ts';
import { assetBase, type SandboxRuntime } from '../runtime.ts';
import { earnedRewardAttributes } from '../webhooks/earnedRewardAttributes.ts';
import type { SandboxSubscription, SandboxWebhooks } from '../webhooks/SandboxWebhooks.ts';

/** Events `POST …/notifications` can simulate (contract: sandbox only). */
const SIMULATED_EVENTS = ['earnedRewardApproved', 'earnedRewardSettled'];
/** Simulated test transactions per request (the contract's rate limit is not shown; the sandbox picks one). */
const MAX_SIMULATED_PER_REQUEST = 100;
/** The purchase amount of a simulated test transaction, in cents. */
export const SIMULATED_AMOUNT_CENTS = 2500;

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

  api.post('/v2/issuers/:org/subscriptions', async (context) => {
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

  api.get('/v2/issuers/:org/subscriptions', (context) => {
    const eventType = context.req.query('filter[eventType]');
    const list = webhooks.subscriptions.filter((s) => eventType === undefined || s.eventType === eventType);
    return jsonResponse({ data: list.map(subscriptionResource) });
  });

  api.patch('/v2/issuers/:org/subscriptions/:id', async (context) => {
    const subscription = webhooks.subscription(context.req.param('id'));
    const body = await readJsonBody(context);
    const attributes = isRecord(body) && isRecord(body.data) ? body.data.attributes : undefined;
    if (!isRecord(attributes) || typeof attributes.enabled !== 'boolean') {
      throw invalidPointer(
        '/data/attributes/enabled',
        'The body must be {"data": {"attributes": {"enabled": true|false}}}; only enabled can change.',
      );
    }
    subscription.enabled = attributes.enabled;
    return jsonResponse({ data: subscriptionResource(subscription) });
  });

  api.delete('/v2/issuers/:org/subscriptions/:id', (context) => {
    webhooks.unsubscribe(context.req.param('id'));
    return new Response(null, { status: 204 });
  });

  api.post('/v2/issuers/:org/notifications', async (context) => {
    const body = await readJsonBody(context);
    if (!isRecord(body) || !Array.isArray(body.data)) {
      throw invalidPointer(
        '/data',
        'The body must be {"data": [{"type": "simulateTestTransaction", "attributes": {...}}]}.',
      );
    }
    const items: unknown[] = body.data;
    if (items.length < 1 || items.length > MAX_SIMULATED_PER_REQUEST) {
      throw invalidPointer(
        '/data',
        `data holds ${items.length} test transactions; send 1 to ${MAX_SIMULATED_PER_REQUEST} per request.`,
      );
    }
    const simulated = items.map((item, index) => {
      const pointer = `/data/${index}`;
      if (!isRecord(item) || item.type !== 'simulateTestTransaction' || !isRecord(item.attributes)) {
        throw invalidPointer(
          pointer,
          'Each item must be {"type": "simulateTestTransaction", "attributes": {"userId", "transactionId", "eventName"}}.',
        );
      }
      const { userId, transactionId, eventName } = item.attributes;
      if (typeof userId !== 'string' || userId === '') {
        throw invalidPointer(
          `${pointer}/attributes/userId`,
          'userId is required: the user the reward is for.',
        );
      }
      if (typeof transactionId !== 'string' || transactionId === '') {
        throw invalidPointer(
          `${pointer}/attributes/transactionId`,
          'transactionId is required (any id of your choice).',
        );
      }
      if (typeof eventName !== 'string' || !SIMULATED_EVENTS.includes(eventName)) {
        throw invalidPointer(
          `${pointer}/attributes/eventName`,
          `eventName ${JSON.stringify(eventName)} cannot be simulated; use ${SIMULATED_EVENTS.join(' or ')}.`,
        );
      }
      return { userId, transactionId, eventName };
    });
    const missing = [...new Set(simulated.map((s) => s.eventName))].filter(
      (name) => !webhooks.hasEnabledSubscription(name),
    );
    if (missing.length > 0) {
      throw conflict(
        `No enabled subscription for ${missing.join(', ')}; create one with POST /v2/issuers/${runtime.organizationId}/subscriptions (eventType and a url on 127.0.0.1 or localhost) first.`,
      );
    }
    const base = assetBase(runtime, context);
    const { state } = runtime;
    const events = simulated.map(({ userId, transactionId, eventName }) => {
      // A real offer: one the user activated, else the first they get, else the catalog's activatable one.
      const visible = state.visibleOffers(userId);
      const offer =
        visible.find((o) => state.userOffer(userId, o.id).activated) ??
        visible[0] ??
        state.offerById.get(state.catalog.roles.activatable) ??
        (state.catalog.offers[0] as (typeof state.catalog.offers)[number]);
      const attributes = earnedRewardAttributes(
        {
          state,
          offer,
          userId,
          transactionId,
          amountCents: SIMULATED_AMOUNT_CENTS,
          timestamp: state.now().toISOString(),
          assetBase: base,
        },
        eventName === 'earnedRewardSettled',
      );
      const event = webhooks.emit(eventName, attributes, { userId });
      return {
        type: 'notification',
        id: event.id,
        attributes: { eventId: event.id, eventName, userId, transactionId },
      };
    });
    return jsonResponse({ data: events }, 202);
  });

  api.post('/sandbox/redeliver', async (context) => {
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

  api.get('/sandbox/webhook-events', () =>
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
