import type { ActionOptions } from './ActionOptions.ts';
import { addSupportedComponents, QueryBuilder } from './base.ts';
import { routePath } from './buildRouteUrl.ts';
import type { RewardsEndpoint, RewardsRequest } from './RewardsRequest.ts';
import type { ACTIVATE_ROUTE, BOOST_ROUTE } from './serviceRoutes.ts';

/** `POST …/users/{userId}/offers/{offerId}/{activate|boost}?include=offer&supportedComponents=…`. Internal. */
export function offerActionRequest(
  route: typeof ACTIVATE_ROUTE | typeof BOOST_ROUTE,
  config: RewardsEndpoint,
  userId: string,
  offerId: string,
  options: ActionOptions,
): RewardsRequest {
  const path = routePath(config, route, { userId, offerId });
  const params = new QueryBuilder();
  if (options.includeOffer ?? true) params.add('include', 'offer');
  addSupportedComponents(params, options.supportedComponents);
  return { method: route.method, url: params.appendTo(path) };
}
