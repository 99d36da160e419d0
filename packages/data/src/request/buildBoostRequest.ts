import { type OfferActionBuilder, offerActionRequest } from './offerActionRequest.ts';
import { BOOST_PATH } from './serviceRoutes.ts';

/**
 * `POST {base}/v2/issuers/{organizationId}/users/{userId}/offers/{offerId}/boost?include=offer&supportedComponents=…`.
 * Prefer running the offer's own `cta.action` (see `buildActionRequest`) when it has one.
 *
 * @throws {RewardsRequestError} for an unknown component, or an invalid base URL or id.
 */
export const buildBoostRequest: OfferActionBuilder = /* @__PURE__ */ offerActionRequest(BOOST_PATH);
