import type { ActionOptions } from './ActionOptions.ts';
import { addSupportedComponents, QueryBuilder } from './base.ts';
import { routePath } from './buildRouteUrl.ts';
import type { RewardsEndpoint, RewardsRequest } from './RewardsRequest.ts';
import type { ACTIVATE_ROUTE, BOOST_ROUTE } from './serviceRoutes.ts';

/** Builds the request of one offer action (activate or boost) for a user and an offer. */
export type OfferActionBuilder = (
  config: RewardsEndpoint,
  userId: string,
  offerId: string,
  options?: ActionOptions,
) => RewardsRequest;

/**
 * The builder of `POST …/users/{userId}/offers/{offerId}/{activate|boost}?include=offer&supportedComponents=…`
 * for the action route of the table: activate and boost differ only in their route. Internal.
 */
export function offerActionRequest(route: typeof ACTIVATE_ROUTE | typeof BOOST_ROUTE): OfferActionBuilder {
  return (config, userId, offerId, options = {}) => {
    const path = routePath(config, route, { userId, offerId });
    const params = new QueryBuilder();
    if (options.includeOffer ?? true) params.add('include', 'offer');
    addSupportedComponents(params, options.supportedComponents);
    return { method: route.method, url: params.appendTo(path) };
  };
}
