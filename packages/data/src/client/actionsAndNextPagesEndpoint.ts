// The code of what follows the first page of offers: the offer actions (`activateOffer`, `boostOffer`,
// `runAction`) and the next pages of the offers list (a page link, checked against the base URL before it is
// sent). One chunk, since both check a URL the service returned (servicePath); a client created in a browser
// starts loading it at once (see createRewardsClient), so that it is in before a CTA or the list's end is
// reached. Internal.
export { decodeOfferActionDocument } from '../decode/decodeOfferActionDocument.ts';
export { buildActionRequest } from '../request/buildActionRequest.ts';
export { buildActivateRequest } from '../request/buildActivateRequest.ts';
export { buildBoostRequest } from '../request/buildBoostRequest.ts';
export { buildOffersRequest } from '../request/buildOffersRequest.ts';
