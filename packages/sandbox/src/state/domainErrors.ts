import type { ErrorObject } from '@offerkit/data';
import type { OfferAction, OfferActionRefusal } from '../rules/offerActionRefusal.ts';

/**
 * Something the sandbox's world refuses, as a code and the facts. The world knows no HTTP: the protocol
 * layer (`http/domainErrorAsHttp.ts`) gives each one its status, error document and user-facing text.
 */
export abstract class SandboxDomainError extends Error {
  abstract readonly code: string;
}

/** A path names a user that does not exist. */
export class UnknownUserError extends SandboxDomainError {
  readonly code = 'USER_NOT_FOUND';
  constructor(readonly userId: string) {
    super(`USER_NOT_FOUND: ${userId}`);
  }
}

/** An offer that does not exist, or that the user does not get. */
export class UnknownOfferError extends SandboxDomainError {
  readonly code = 'OFFER_NOT_FOUND';
  constructor(
    readonly offerId: string,
    readonly userId: string,
  ) {
    super(`OFFER_NOT_FOUND: ${offerId} for ${userId}`);
  }
}

/** An asset URL names an offer that does not exist. */
export class UnknownAssetError extends SandboxDomainError {
  readonly code = 'ASSET_NOT_FOUND';
  constructor(readonly offerId: string) {
    super(`ASSET_NOT_FOUND: ${offerId}`);
  }
}

/** An asset URL's `eventCode` or `medium` is missing or not one of the allowed values. */
export class InvalidAssetParameterError extends SandboxDomainError {
  readonly code = 'INVALID_ASSET_PARAMETER';
  constructor(
    readonly parameter: 'eventCode' | 'medium',
    readonly value: string | null,
    readonly allowed: readonly string[],
  ) {
    super(`INVALID_ASSET_PARAMETER: ${parameter}`);
  }
}

/** The offer cannot take the action in its present state. */
export class OfferActionRefusedError extends SandboxDomainError {
  readonly code = 'OFFER_ACTION_REFUSED';
  constructor(
    readonly offerId: string,
    readonly action: OfferAction,
    readonly refusal: OfferActionRefusal,
    readonly startDate: string,
  ) {
    super(`OFFER_ACTION_REFUSED: ${refusal}`);
  }
}

/** Update User's body names another user than its path. */
export class UserIdMismatchError extends SandboxDomainError {
  readonly code = 'USER_ID_MISMATCH';
  constructor(
    readonly pathId: string,
    readonly bodyId: string,
  ) {
    super(`USER_ID_MISMATCH: ${bodyId} in the body, ${pathId} in the path`);
  }
}

/**
 * A request's items break the contract; nothing was applied. `problems` are the validators' findings, each
 * already pointing at its field.
 */
export class InvalidItemsError extends SandboxDomainError {
  readonly code = 'INVALID_ITEMS';
  constructor(readonly problems: readonly ErrorObject[]) {
    super(`INVALID_ITEMS: ${problems.length}`);
  }
}
