// The code of `activateOffer`, `boostOffer` and `runAction`: a chunk of its own, which the client starts
// loading with its first offers request (see createRewardsClient), so that it is in before a CTA is drawn.
// Internal.
export { decodeOfferActionDocument } from '../decode/decodeOfferActionDocument.ts';
export { buildActionRequest } from '../request/buildActionRequest.ts';
export { buildActivateRequest } from '../request/buildActivateRequest.ts';
export { buildBoostRequest } from '../request/buildBoostRequest.ts';
