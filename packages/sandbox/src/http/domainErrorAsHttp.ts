import { formatDate } from '../components/format.ts';
import type { OfferActionRefusal } from '../rules/offerActionRefusal.ts';
import {
  InvalidAssetParameterError,
  InvalidItemsError,
  OfferActionRefusedError,
  type SandboxDomainError,
  UnknownAssetError,
  UnknownOfferError,
  UnknownUserError,
  UserIdMismatchError,
} from '../state/domainErrors.ts';
import {
  conflict,
  errorObject,
  invalidParameter,
  invalidPointer,
  notFound,
  SandboxHttpError,
} from './errors.ts';

function refusalDetail(error: OfferActionRefusedError): string {
  const offer = `Offer "${error.offerId}"`;
  const details: Record<OfferActionRefusal, string> = {
    ACTIVATION_NOT_NEEDED: `${offer} needs no activation: purchases count without it.`,
    NOT_BOOSTABLE: `${offer} cannot be boosted.`,
    NOT_STARTED: `${offer} starts on ${formatDate(error.startDate)}; try again then.`,
    NOT_ACTIVATED: `${offer} must be activated before it can be boosted; activate it first.`,
    SOLD_OUT: `${offer} is sold out and can no longer be ${error.action === 'activate' ? 'activated' : 'boosted'}.`,
  };
  return details[error.refusal];
}

function assetParameterDetail(error: InvalidAssetParameterError): string {
  const allowed =
    error.parameter === 'eventCode' ? error.allowed.join(' or ') : `one of ${error.allowed.join(', ')}`;
  return `${error.parameter} ${JSON.stringify(error.value)} is not valid on an asset URL; use ${allowed} (load asset URLs exactly as the offer gives them).`;
}

/**
 * The one place where the world's refusals become HTTP: each domain error's status, its error document and
 * the text a developer reads (what is wrong and what to do instead).
 */
export function domainErrorAsHttp(error: SandboxDomainError): SandboxHttpError {
  if (error instanceof UnknownUserError) {
    return notFound(
      `User "${error.userId}" does not exist; create it with POST /v2/issuers/{organizationId}/users first.`,
    );
  }
  if (error instanceof UnknownOfferError) {
    return notFound(
      `Offer "${error.offerId}" does not exist for user "${error.userId}"; list the user's offers for valid ids.`,
    );
  }
  if (error instanceof UnknownAssetError) {
    return notFound(`No image for offer "${error.offerId}": the offer does not exist.`);
  }
  if (error instanceof InvalidAssetParameterError) {
    return invalidParameter(error.parameter, assetParameterDetail(error));
  }
  if (error instanceof OfferActionRefusedError) return conflict(refusalDetail(error), error.offerId);
  if (error instanceof UserIdMismatchError) {
    return invalidPointer(
      '/data/id',
      `data.id "${error.bodyId}" must equal the user id in the path ("${error.pathId}").`,
    );
  }
  if (error instanceof InvalidItemsError) return new SandboxHttpError(400, [...error.problems]);
  return new SandboxHttpError(500, [errorObject(500, `The sandbox failed: ${error.message}`)]);
}
