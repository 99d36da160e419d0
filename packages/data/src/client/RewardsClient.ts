import type { DecodedEarnedRewardsDocument } from '../decode/decodeEarnedRewardsDocument.ts';
import type { ActionOptions } from '../request/ActionOptions.ts';
import type { LocationsQuery } from '../request/buildLocationsRequest.ts';
import type { OffersQuery } from '../request/buildOffersRequest.ts';
import type { RewardsEndpoint } from '../request/RewardsRequest.ts';
import type { CtaAction } from '../types/components.ts';
import type {
  DiagnosticListener,
  LocationsDocument,
  OfferActionDocument,
  OffersDocument,
} from '../types/documents.ts';

/** Per-call options of every {@link RewardsClient} method. */
export interface RequestOptions {
  /**
   * Cancels the call. An abort rejects with the signal's reason as is (an `AbortError` by default) and is
   * never retried.
   */
  signal?: AbortSignal;
}

/** Options of {@link RewardsClient.activateOffer} and {@link RewardsClient.boostOffer}. */
export interface OfferActionRequestOptions extends RequestOptions, ActionOptions {}

/**
 * The rewards service, as an offer display uses it. Every method rejects with a `RewardsApiError`
 * (non-2xx), `RewardsNetworkError` (no response, or timeout), `RewardsDecodeError` (a 2xx body that is not
 * the expected document) or `RewardsRequestError` (refused before sending), or with the caller's abort
 * reason. Created by `createRewardsClient`; hooks take any object of this shape, so tests can pass a fake.
 */
export interface RewardsClient {
  /** The base URL and organization id every request goes to (cache keys are scoped by them). */
  readonly endpoint: RewardsEndpoint;
  /**
   * The `onDiagnostic` the client was created with: what decoding drops, and what the components refuse
   * while drawing (an icon over the sanitizer's limits), reach this one listener.
   */
  readonly onDiagnostic?: DiagnosticListener | undefined;
  /** Get Offers by User: one page of offers (GET, retried). */
  getOffers(userId: string, query?: OffersQuery, options?: RequestOptions): Promise<OffersDocument>;
  /** Get Locations by User: one page of locations (GET, retried). */
  getLocations(userId: string, query?: LocationsQuery, options?: RequestOptions): Promise<LocationsDocument>;
  /**
   * The user's earned rewards, newest first (GET, retried), from the issuer's backend route
   * (`@offerkit/server`'s proxy keeps them from the service's webhooks; the service has no such route).
   */
  getEarnedRewards(userId: string, options?: RequestOptions): Promise<DecodedEarnedRewardsDocument>;
  /** Activates an offer (POST, never retried automatically). */
  activateOffer(
    userId: string,
    offerId: string,
    options?: OfferActionRequestOptions,
  ): Promise<OfferActionDocument>;
  /** Boosts an offer (POST, never retried automatically). */
  boostOffer(
    userId: string,
    offerId: string,
    options?: OfferActionRequestOptions,
  ): Promise<OfferActionDocument>;
  /**
   * Runs an offer's `cta.action` (POST, never retried automatically) with its URL exactly as given, once it
   * is checked to be the activate or boost action of this organization, `userId` and `offerId` under the
   * base URL (see `buildActionRequest`); anything else rejects with a `RewardsRequestError` and sends
   * nothing.
   */
  runAction(
    userId: string,
    offerId: string,
    action: CtaAction,
    options?: RequestOptions,
  ): Promise<OfferActionDocument>;
}
