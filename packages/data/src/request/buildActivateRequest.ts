import type { ActionOptions } from './ActionOptions.ts';
import { offerActionRequest } from './offerActionRequest.ts';
import type { RewardsEndpoint, RewardsRequest } from './RewardsRequest.ts';
import { ACTIVATE_ROUTE } from './serviceRoutes.ts';

/**
 * `POST {base}/v2/issuers/{organizationId}/users/{userId}/offers/{offerId}/activate?include=offer&supportedComponents=…`.
 * Prefer running the offer's own `cta.action` (see `buildActionRequest`) when it has one.
 *
 * @throws {RewardsRequestError} for an unknown component, or an invalid base URL or id.
 */
export function buildActivateRequest(
  config: RewardsEndpoint,
  userId: string,
  offerId: string,
  options: ActionOptions = {},
): RewardsRequest {
  return offerActionRequest(ACTIVATE_ROUTE, config, userId, offerId, options);
}
