import type { ErrorObject } from '@offerkit/data';
import type { OfferAction, OfferActionRefusal } from '../rules/offerActionRefusal.ts';

/** Each refusal of the sandbox's world: its code and the facts that explain it. */
export type DomainRefusal =
  /** A path names a user that does not exist. */
  | { code: 'USER_NOT_FOUND'; userId: string }
  /** An offer that does not exist, or that the user does not get. */
  | { code: 'OFFER_NOT_FOUND'; offerId: string; userId: string }
  /** An asset URL names an offer that does not exist. */
  | { code: 'ASSET_NOT_FOUND'; offerId: string }
  /** An asset URL's `eventCode` or `medium` is missing or not one of `allowed`. */
  | {
      code: 'INVALID_ASSET_PARAMETER';
      parameter: 'eventCode' | 'medium';
      value: string | null;
      allowed: readonly string[];
    }
  /** The offer cannot take the action in its present state. */
  | {
      code: 'OFFER_ACTION_REFUSED';
      offerId: string;
      action: OfferAction;
      refusal: OfferActionRefusal;
      startDate: string;
    }
  /** A `{data: [...]}` request holds no items, or more than `max`. */
  | { code: 'BATCH_SIZE'; kind: 'users' | 'transactions'; count: number; max: number }
  /** Update User's body names another user than its path. */
  | { code: 'USER_ID_MISMATCH'; pathId: string; bodyId: string }
  /** A request's items break the contract (nothing was applied); the validators' findings, each pointing at its field. */
  | { code: 'INVALID_ITEMS'; problems: readonly ErrorObject[] };

/**
 * Something the sandbox's world refuses, as a code and the facts. The world knows no HTTP: the protocol
 * layer (`http/domainErrorAsHttp.ts`) gives each refusal its status, error document and user-facing text.
 */
export class SandboxDomainError extends Error {
  constructor(readonly refusal: DomainRefusal) {
    super(refusal.code);
    this.name = 'SandboxDomainError';
  }

  get code(): DomainRefusal['code'] {
    return this.refusal.code;
  }
}
