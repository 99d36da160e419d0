import { buildActionRequest } from '../request/buildActionRequest.ts';
import type { RewardsEndpoint } from '../request/RewardsRequest.ts';
import type { CtaAction } from '../types/components.ts';

/**
 * The action URL policy: the URL an offer's `cta.action` is sent to (with POST), exactly as given and
 * resolved against the endpoint's base URL, once the action is proven to be the activate or boost action
 * of this organization, user and offer under the base path. The rules are those of
 * {@link buildActionRequest}, which this delegates to, so there is one action policy.
 *
 * @throws {RewardsRequestError} when the action is refused, saying why; nothing is sent.
 */
export function offerActionUrl(
  config: RewardsEndpoint,
  userId: string,
  offerId: string,
  action: CtaAction,
): string {
  return buildActionRequest(config, userId, offerId, action).url;
}
