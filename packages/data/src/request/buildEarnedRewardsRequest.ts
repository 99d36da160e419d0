import type { RewardsEndpoint, RewardsRequest } from './RewardsRequest.ts';
import { routePath } from './routePath.ts';
import { EARNED_REWARDS_PATH } from './serviceRoutes.ts';

/**
 * `GET {base}/v2/issuers/{organizationId}/users/{userId}/earned-rewards`: the user's earned rewards as the
 * issuer's backend keeps them from the service's webhooks (a route of `@offerkit/server`'s proxy, not of the
 * rewards service), newest first. Ids are percent-encoded as path segments.
 *
 * @throws {RewardsRequestError} for an invalid base URL, an empty `organizationId` or `userId`.
 */
export function buildEarnedRewardsRequest(config: RewardsEndpoint, userId: string): RewardsRequest {
  return { method: 'GET', url: routePath(config, EARNED_REWARDS_PATH, { userId }) };
}
