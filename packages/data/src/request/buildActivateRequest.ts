import { type OfferActionBuilder, offerActionRequest } from './offerActionRequest.ts';
import { ACTIVATE_PATH } from './serviceRoutes.ts';

/**
 * `POST {base}/v2/issuers/{organizationId}/users/{userId}/offers/{offerId}/activate?include=offer&supportedComponents=…`.
 * Prefer running the offer's own `cta.action` (see `buildActionRequest`) when it has one.
 *
 * @throws {RewardsRequestError} for an unknown component, or an invalid base URL or id.
 */
export const buildActivateRequest: OfferActionBuilder = /* @__PURE__ */ offerActionRequest(ACTIVATE_PATH);
