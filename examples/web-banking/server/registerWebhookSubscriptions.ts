import { decodeErrorDocument } from '@offerkit/data';
import type { IssuerClient } from '@offerkit/server';

/** The events the bank listens to: a reward earned (pending), settled, or rejected. */
export const EARNED_REWARD_EVENTS = [
  'earnedRewardApproved',
  'earnedRewardSettled',
  'earnedRewardRejected',
] as const;

/** What {@link registerWebhookSubscriptions} did for each event. */
export interface WebhookSubscriptionResult {
  eventType: (typeof EARNED_REWARD_EVENTS)[number];
  /** `created`, or `existing` when the service already had this URL for the event (409). */
  status: 'created' | 'existing';
}

/**
 * Subscribes `url` (the bank's webhook endpoint) to the earned-reward events, through the issuer client
 * (so with the bank's bearer token): `POST /v2/issuers/{org}/subscriptions` as the sandbox serves it. A
 * subscription that exists already counts as done, so a restart does not fail.
 *
 * @throws {Error} naming the event, the status and the service's own detail when a subscription is refused.
 */
export async function registerWebhookSubscriptions(
  client: IssuerClient,
  url: string,
): Promise<WebhookSubscriptionResult[]> {
  const results: WebhookSubscriptionResult[] = [];
  for (const eventType of EARNED_REWARD_EVENTS) {
    const response = await client.forward({
      method: 'POST',
      pathAndQuery: `/v2/issuers/${encodeURIComponent(client.organizationId)}/subscriptions`,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: { type: 'subscription', attributes: { eventType, url, enabled: true } } }),
    });
    if (response.status === 201 || response.status === 409) {
      results.push({ eventType, status: response.status === 201 ? 'created' : 'existing' });
      continue;
    }
    throw new Error(
      `The rewards service refused the webhook subscription for ${eventType} to ${url} ` +
        `(${response.status}: ${serviceDetail(response.text)}). Check that the URL is reachable from the ` +
        'service, or set WEB_BANKING_REGISTER_WEBHOOKS=false and register it with the service yourself.',
    );
  }
  return results;
}

/** The first error's detail of an error document, or a note that the body was not one. */
function serviceDetail(body: string): string {
  try {
    const detail = decodeErrorDocument(JSON.parse(body)).errors[0]?.detail;
    if (detail !== undefined && detail !== '') return detail;
  } catch {
    // Not JSON: said below.
  }
  return 'no error document in the answer';
}
