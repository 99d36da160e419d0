import type { ActionOptions } from './ActionOptions.ts';
import { addSupportedComponents, QueryBuilder } from './base.ts';
import type { RewardsEndpoint, RewardsRequest } from './RewardsRequest.ts';
import { routePath } from './routePath.ts';
import type { ACTIVATE_PATH, BOOST_PATH } from './serviceRoutes.ts';

/** Builds the request of one offer action (activate or boost) for a user and an offer. */
export type OfferActionBuilder = (
  config: RewardsEndpoint,
  userId: string,
  offerId: string,
  options?: ActionOptions,
) => RewardsRequest;

/**
 * The builder of `POST …/users/{userId}/offers/{offerId}/{activate|boost}?include=offer&supportedComponents=…`
 * for the path of an action route of the table: activate and boost differ only in their path. Internal.
 */
export function offerActionRequest(path: typeof ACTIVATE_PATH | typeof BOOST_PATH): OfferActionBuilder {
  return (config, userId, offerId, options = {}) => {
    const url = routePath(config, path, { userId, offerId });
    const params = new QueryBuilder();
    if (options.includeOffer ?? true) params.add('include', 'offer');
    addSupportedComponents(params, options.supportedComponents);
    return { method: 'POST', url: params.appendTo(url) };
  };
}
