import type { ActionOptions } from './ActionOptions.ts';
import { addSupportedComponents, issuerPath, QueryBuilder, requireId } from './base.ts';
import type { RewardsEndpoint, RewardsRequest } from './RewardsRequest.ts';

/** `POST …/users/{userId}/offers/{offerId}/{activate|boost}?include=offer&supportedComponents=…`. Internal. */
export function offerActionRequest(
  verb: 'activate' | 'boost',
  config: RewardsEndpoint,
  userId: string,
  offerId: string,
  options: ActionOptions,
): RewardsRequest {
  const path = issuerPath(
    config,
    'users',
    requireId(userId, 'userId'),
    'offers',
    requireId(offerId, 'offerId'),
    verb,
  );
  const params = new QueryBuilder();
  if (options.includeOffer ?? true) params.add('include', 'offer');
  addSupportedComponents(params, options.supportedComponents);
  return { method: 'POST', url: params.appendTo(path) };
}
