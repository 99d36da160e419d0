import {
  type ActionOptions,
  buildActivateRequest,
  buildBoostRequest,
  buildOffersRequest,
  decodeOfferActionDocument,
  decodeOffersDocument,
  type OfferActionDocument,
  type OffersDocument,
  type OffersQuery,
} from '@offerkit/data';
import type { IssuerClientContext } from './IssuerClientContext.ts';
import { userListCall } from './userListCall.ts';

/** Per-call options of the issuer client's reads and actions. */
export interface IssuerCallOptions {
  /** Cancels the call; it rejects with the signal's reason. */
  signal?: AbortSignal;
}

/** Offers of one user: the same requests and decoding as the browser client (`@offerkit/data`). */
export interface OffersApi {
  /** Get Offers by User: one page (GET, retried). */
  list(userId: string, query?: OffersQuery, options?: IssuerCallOptions): Promise<OffersDocument>;
  /** Activates an offer for the user (POST, never retried except once after a 401). */
  activate(
    userId: string,
    offerId: string,
    options?: ActionOptions & IssuerCallOptions,
  ): Promise<OfferActionDocument>;
  /** Boosts an offer for the user (POST, never retried except once after a 401). */
  boost(
    userId: string,
    offerId: string,
    options?: ActionOptions & IssuerCallOptions,
  ): Promise<OfferActionDocument>;
}

/** The offers namespace of the issuer client. Internal. */
export function offersApi(context: IssuerClientContext): OffersApi {
  const { endpoint, transport, onDiagnostic } = context;
  const decodeAction = (json: unknown) => decodeOfferActionDocument(json, { onDiagnostic });
  return {
    list: userListCall(context, buildOffersRequest, decodeOffersDocument),
    async activate(userId, offerId, { signal, ...action } = {}) {
      return transport.send(
        buildActivateRequest(endpoint, userId, offerId, action),
        decodeAction,
        signal === undefined ? {} : { signal },
      );
    },
    async boost(userId, offerId, { signal, ...action } = {}) {
      return transport.send(
        buildBoostRequest(endpoint, userId, offerId, action),
        decodeAction,
        signal === undefined ? {} : { signal },
      );
    },
  };
}
