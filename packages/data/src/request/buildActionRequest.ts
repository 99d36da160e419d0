import { RewardsRequestError } from '../errors/RewardsRequestError.ts';
import type { CtaAction } from '../types/components.ts';
import { requireId, resolveBase } from './base.ts';
import type { RewardsEndpoint, RewardsRequest } from './RewardsRequest.ts';
import { decodeSegment, refused, resolveServiceUrl, userRouteCheck } from './servicePath.ts';

const VERBS: readonly string[] = ['activate', 'boost'];

/**
 * The request for an offer's `cta.action`, with its URL exactly as given: no re-encoding, no reordering —
 * the result is built by string concatenation, never through `URL`.
 *
 * The action must be the contract's offer action for this organization, this user and this offer:
 * `POST {base}/v2/issuers/{organizationId}/users/{userId}/offers/{offerId}/activate|boost?{query}`. Ids are
 * compared after percent-decoding (`user%2d1` is `user-1`) but sent as written.
 *
 * - A path (`/v2/issuers/…?include=offer&…`) is appended to the base URL, path prefix included:
 *   base `https://bank.example/api/rewards` + `/v2/…` → `https://bank.example/api/rewards/v2/…`. When the
 *   path already starts with the prefix (a backend that rewrote the action for its own route), the prefix
 *   is not added twice.
 * - An absolute http(s) URL is used as is when it is on the base URL's origin and under its path prefix.
 *
 * @param userId The user the action is run for (the provider's user): an action for another user is refused.
 * @param offerId The offer whose CTA this is: an action for another offer is refused.
 * @throws {RewardsRequestError} before anything is sent, saying why: a method other than POST, a path that
 * is not an activate/boost action of this organization, user and offer, no query, another origin, a path
 * outside the base path prefix, a non-http(s) scheme (`javascript:`, `data:`…), a protocol-relative URL
 * (`//host`), `.`/`..` segments (also `%2e`), encoded slashes or backslashes (`%2f`, `%5c`), empty segments
 * (`//`), whitespace, control characters, backslashes or credentials.
 */
export function buildActionRequest(
  config: RewardsEndpoint,
  userId: string,
  offerId: string,
  action: CtaAction,
): RewardsRequest {
  const base = resolveBase(config.baseUrl);
  const organizationId = requireId(config.organizationId, 'organizationId');
  requireId(userId, 'userId');
  requireId(offerId, 'offerId');
  const { url, method } = action ?? {};
  if (typeof method !== 'string' || method.toUpperCase() !== 'POST') {
    throw refused('action method', method, 'offer actions (activate, boost) are POST.');
  }
  if (typeof url !== 'string' || url === '') {
    throw new RewardsRequestError('The action has no url: the offer cannot run this CTA.');
  }
  const notAction = `is not an offer action: expected /v2/issuers/${organizationId}/users/${userId}/offers/${offerId}/activate (or /boost).`;
  // `/v2/issuers/{org}/users/{user}/offers/{offer}/activate|boost` of this organization, user and offer.
  const check = userRouteCheck(
    organizationId,
    userId,
    `it ${notAction}`,
    (tail) => tail.length === 3 && tail[0] === 'offers',
    (user) =>
      `it acts for user ${JSON.stringify(user)}, but the action is run for user ${JSON.stringify(userId)}.`,
    ([, offer = '', verb = '']) => {
      if (!VERBS.includes(verb)) return `"${verb}" ${notAction}`;
      if (decodeSegment(offer) !== offerId) {
        return `it is for offer ${JSON.stringify(offer)}, not for offer ${JSON.stringify(offerId)} whose CTA this is.`;
      }
      return undefined;
    },
  );
  const resolved = resolveServiceUrl(base, url, 'action url', check);
  if (resolved.query === undefined || resolved.query === '') {
    throw refused(
      'action url',
      url,
      'it has no query, but an offer action carries include=offer and the requested supportedComponents.',
    );
  }
  return { method: 'POST', url: resolved.url };
}
