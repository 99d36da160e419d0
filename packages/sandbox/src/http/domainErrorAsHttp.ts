import { formatDate } from '../components/format.ts';
import type { OfferActionRefusal } from '../rules/offerActionRefusal.ts';
import type { DomainRefusal, SandboxDomainError } from '../state/domainErrors.ts';
import { conflict, invalidParameter, invalidPointer, notFound, SandboxHttpError } from './errors.ts';

type Refusal<Code extends DomainRefusal['code']> = Extract<DomainRefusal, { code: Code }>;

function actionRefusalDetail(refusal: Refusal<'OFFER_ACTION_REFUSED'>): string {
  const offer = `Offer "${refusal.offerId}"`;
  const done = refusal.action === 'activate' ? 'activated' : 'boosted';
  const details: Record<OfferActionRefusal, string> = {
    ACTIVATION_NOT_NEEDED: `${offer} needs no activation: purchases count without it.`,
    NOT_BOOSTABLE: `${offer} cannot be boosted.`,
    NOT_STARTED: `${offer} starts on ${formatDate(refusal.startDate)}; try again then.`,
    NOT_ACTIVATED: `${offer} must be activated before it can be boosted; activate it first.`,
    SOLD_OUT: `${offer} is sold out and can no longer be ${done}.`,
  };
  return details[refusal.refusal];
}

function assetParameterDetail(refusal: Refusal<'INVALID_ASSET_PARAMETER'>): string {
  const allowed =
    refusal.parameter === 'eventCode' ? refusal.allowed.join(' or ') : `one of ${refusal.allowed.join(', ')}`;
  return `${refusal.parameter} ${JSON.stringify(refusal.value)} is not valid on an asset URL; use ${allowed} (load asset URLs exactly as the offer gives them).`;
}

/**
 * The one place where the world's refusals become HTTP: each one's status, its error document and the text
 * a developer reads (what is wrong and what to do instead).
 */
export function domainErrorAsHttp(error: SandboxDomainError): SandboxHttpError {
  const { refusal } = error;
  switch (refusal.code) {
    case 'USER_NOT_FOUND':
      return notFound(
        `User "${refusal.userId}" does not exist; create it with POST /v2/issuers/{organizationId}/users first.`,
      );
    case 'OFFER_NOT_FOUND':
      return notFound(
        `Offer "${refusal.offerId}" does not exist for user "${refusal.userId}"; list the user's offers for valid ids.`,
      );
    case 'ASSET_NOT_FOUND':
      return notFound(`No image for offer "${refusal.offerId}": the offer does not exist.`);
    case 'INVALID_ASSET_PARAMETER':
      return invalidParameter(refusal.parameter, assetParameterDetail(refusal));
    case 'OFFER_ACTION_REFUSED':
      return conflict(actionRefusalDetail(refusal), refusal.offerId);
    case 'BATCH_SIZE':
      return invalidPointer(
        '/data',
        refusal.kind === 'users'
          ? `data holds ${refusal.count} users; send 1 to ${refusal.max} per request (split larger batches).`
          : `data holds ${refusal.count} transactions; send 1 to ${refusal.max} per request.`,
      );
    case 'USER_ID_MISMATCH':
      return invalidPointer(
        '/data/id',
        `data.id "${refusal.bodyId}" must equal the user id in the path ("${refusal.pathId}").`,
      );
    case 'INVALID_ITEMS':
      return new SandboxHttpError(400, [...refusal.problems]);
  }
}
