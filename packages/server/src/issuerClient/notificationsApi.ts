import { RewardsDecodeError, RewardsRequestError } from '@offerkit/data';
import { buildRouteUrl, serviceRoute } from '@offerkit/data/backend';
import { isRecord } from './decodeResources.ts';
import { type IssuerClientContext, jsonRequest } from './IssuerClientContext.ts';
import { NotificationConflictError } from './NotificationConflictError.ts';

/** The events the sandbox can simulate. */
export type SimulatedEventName = 'earnedRewardApproved' | 'earnedRewardSettled';

/** One simulated test transaction: the sandbox sends a signed webhook for it. */
export interface SimulateTestTransaction {
  userId: string;
  transactionId: string;
  eventName: SimulatedEventName;
}

/** The sandbox's 202 answer. */
export interface SimulatedNotification {
  /** The id of the generated event (new on every call): the envelope id of the webhook delivery. */
  eventId: string;
}

/** Notifications (sandbox only). */
export interface NotificationsApi {
  /**
   * Asks the sandbox to send webhook deliveries for test transactions (not available in production).
   * Rejects with {@link NotificationConflictError} (409) when no subscription is enabled for the event.
   */
  simulate(
    events: SimulateTestTransaction | readonly SimulateTestTransaction[],
  ): Promise<SimulatedNotification>;
}

const EVENT_NAMES: readonly string[] = ['earnedRewardApproved', 'earnedRewardSettled'];

/** The notifications namespace of the issuer client. Internal. */
export function notificationsApi(context: IssuerClientContext): NotificationsApi {
  const { endpoint, transport } = context;
  return {
    async simulate(events) {
      const list: readonly SimulateTestTransaction[] = Array.isArray(events) ? events : [events];
      if (list.length === 0)
        throw new RewardsRequestError('notifications.simulate needs at least one event.');
      for (const event of list) {
        if (!EVENT_NAMES.includes(event.eventName)) {
          throw new RewardsRequestError(
            `notifications.simulate: eventName ${JSON.stringify(event.eventName)} cannot be simulated; use ${EVENT_NAMES.join(' or ')}.`,
          );
        }
      }
      const request = jsonRequest('POST', buildRouteUrl(endpoint, serviceRoute('notifications'), {}), {
        data: list.map(({ userId, transactionId, eventName }) => ({
          type: 'simulateTestTransaction',
          attributes: { userId, transactionId, eventName },
        })),
      });
      const response = await transport.exchange(request);
      if (response.status === 409) {
        throw new NotificationConflictError(
          transport.apiError(response).errors,
          list.map((event) => event.eventName),
        );
      }
      if (response.status < 200 || response.status >= 300) throw transport.apiError(response);
      const eventId = findEventId(transport.parseJson(response, request));
      if (eventId === undefined) {
        throw new RewardsDecodeError(
          `The ${response.status} answer to notifications.simulate carries no eventId; expected {"data": {"eventId": "..."}}.`,
          [{ path: '/data', reason: 'no eventId', severity: 'dropped' }],
        );
      }
      return { eventId };
    },
  };
}

// The contract names the value but not its place: look where a JSON:API answer would put it.
function findEventId(json: unknown): string | undefined {
  if (!isRecord(json)) return undefined;
  const data = Array.isArray(json.data) ? json.data[0] : json.data;
  const candidates = [
    json.eventId,
    isRecord(data) ? data.eventId : undefined,
    isRecord(data) && isRecord(data.attributes) ? data.attributes.eventId : undefined,
    isRecord(data) ? data.id : undefined,
  ];
  return candidates.find((value): value is string => typeof value === 'string' && value !== '');
}
