import { MAX_SIMULATED_PER_REQUEST } from '../constants.ts';
import { conflict, invalidPointer } from '../http/errors.ts';
import { isRecord } from '../http/readJsonBody.ts';
import { requireBatchSize } from '../rules/requireBatchSize.ts';
import type { SandboxState } from '../state.ts';
import { earnedRewardAttributes } from './earnedRewardAttributes.ts';
import type { SandboxWebhooks } from './SandboxWebhooks.ts';

/** Events `POST …/notifications` can simulate (contract: sandbox only). */
const SIMULATED_EVENTS = ['earnedRewardApproved', 'earnedRewardSettled'];
/** The purchase amount of a simulated test transaction, in cents. */
const SIMULATED_AMOUNT_CENTS = 2500;

/** One simulated notification as the answer lists it. */
export interface SimulatedNotification {
  type: 'notification';
  id: string;
  attributes: { eventId: string; eventName: string; userId: string; transactionId: string };
}

/** Where the simulated events are addressed from. */
export interface SimulationContext {
  organizationId: string;
  /** Origin and base path the request came in under: the events' asset URLs point there. */
  assetBase: string;
}

/**
 * Simulate notifications (contract: sandbox only): 1 to 100 `simulateTestTransaction` items, each with a
 * `userId`, a `transactionId` and an `eventName` that can be simulated (else 400 at the item's field); 409
 * when an event has no enabled subscription. Otherwise each item emits a new event, signed and delivered
 * in the background, built from a real offer of the user: one they activated, else the first they get,
 * else the catalog's activatable one.
 */
export function simulateNotifications(
  state: SandboxState,
  webhooks: SandboxWebhooks,
  items: readonly unknown[],
  { organizationId, assetBase }: SimulationContext,
): SimulatedNotification[] {
  requireBatchSize(
    items,
    MAX_SIMULATED_PER_REQUEST,
    (count) => `data holds ${count} test transactions; send 1 to ${MAX_SIMULATED_PER_REQUEST} per request.`,
  );
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
      throw invalidPointer(`${pointer}/attributes/userId`, 'userId is required: the user the reward is for.');
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
      `No enabled subscription for ${missing.join(', ')}; create one with POST /v2/issuers/${organizationId}/subscriptions (eventType and a url on 127.0.0.1 or localhost) first.`,
    );
  }
  return simulated.map(({ userId, transactionId, eventName }): SimulatedNotification => {
    // A real offer: one the user activated, else the first they get, else the catalog's activatable one.
    const visible = state.visibleOffers(userId);
    const offer =
      visible.find((o) => state.userOffer(userId, o.id).activated) ??
      visible[0] ??
      state.offer(state.catalog.roles.activatable) ??
      (state.catalog.offers[0] as (typeof state.catalog.offers)[number]);
    const attributes = earnedRewardAttributes(
      {
        state,
        offer,
        userId,
        transactionId,
        amountCents: SIMULATED_AMOUNT_CENTS,
        timestamp: state.now().toISOString(),
        assetBase,
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
}
