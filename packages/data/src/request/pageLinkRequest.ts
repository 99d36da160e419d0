import { RewardsRequestError } from '../errors/RewardsRequestError.ts';
import { requireId, resolveBase } from './base.ts';
import type { RewardsEndpoint, RewardsRequest } from './RewardsRequest.ts';
import { resolveServiceUrl, userRouteCheck } from './servicePath.ts';

/**
 * `GET` of a `links.next` / `links.prev` value of an earlier page, its path and query sent exactly as given
 * (cursor, page size, filters and components keep their order and encoding), provided it is the same list:
 * `{base}/v2/issuers/{organizationId}/users/{userId}/{resource}?{query}` under the base URL's origin and path
 * prefix. Anything else is refused before sending. Internal.
 */
export function pageLinkRequest(
  config: RewardsEndpoint,
  userId: string,
  resource: 'offers' | 'locations',
  link: string,
): RewardsRequest {
  const base = resolveBase(config.baseUrl);
  const organizationId = requireId(config.organizationId, 'organizationId');
  requireId(userId, 'userId');
  const shape = `/v2/issuers/${organizationId}/users/${userId}/${resource}`;
  const check = userRouteCheck(
    organizationId,
    userId,
    `it is not a page of this ${resource} list: expected ${shape}.`,
    (tail) => tail.length === 1 && tail[0] === resource,
    (user) => `it lists user ${JSON.stringify(user)}, but this list is for user ${JSON.stringify(userId)}.`,
  );
  const { url, query } = resolveServiceUrl(base, link, 'page link', check);
  if (query === undefined || query === '') {
    throw new RewardsRequestError(
      `Refused page link ${JSON.stringify(link)}: it has no query, so it names no page. Start the list again from its first page.`,
    );
  }
  return { method: 'GET', url };
}
