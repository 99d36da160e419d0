import type { TransportResponse } from '@offerkit/data/backend';
import type { FilesApi } from './filesApi.ts';
import type { IssuerApi } from './issuerApi.ts';
import type { LocationsApi } from './locationsApi.ts';
import type { NotificationsApi } from './notificationsApi.ts';
import type { OffersApi } from './offersApi.ts';
import type { UploadsApi } from './uploadsApi.ts';
import type { UsersApi } from './usersApi.ts';

/** A request the proxy passes on: a path and query sent exactly as given. */
export interface ForwardRequest {
  /** `GET` or `POST`… */
  method: string;
  /**
   * Path and query below the service's base URL (`/v2/issuers/{org}/users/{id}/offers?…`), sent byte for
   * byte: no decoding, re-encoding or reordering. Refused when it holds `.`/`..` segments (also `%2e`),
   * backslashes, whitespace or starts with `//`.
   */
  pathAndQuery: string;
  /** Headers to send; the bearer token is added (and always wins). */
  headers?: HeadersInit;
  /** Body text, if any. */
  body?: string;
  /** Cancels the call (e.g. the browser's request signal). */
  signal?: AbortSignal;
}

/**
 * The rewards service for the issuer's servers: every endpoint of the contract, with a bearer token
 * from the token provider on every call, one retry with a fresh token after a 401, and GETs retried on
 * 408/429/5xx like the browser client. Errors are the typed errors of `@offerkit/data`
 * (`RewardsApiError`, `RewardsNetworkError`, `RewardsDecodeError`, `RewardsRequestError`) or a
 * `TokenExchangeError` when no token could be had.
 */
export interface IssuerClient {
  /** The organization id every path carries. */
  readonly organizationId: string;
  users: UsersApi;
  offers: OffersApi;
  locations: LocationsApi;
  uploads: UploadsApi;
  issuer: IssuerApi;
  files: FilesApi;
  notifications: NotificationsApi;
  /**
   * Sends a path and query byte for byte and returns the response (any status), read in full up to the
   * client's `maxResponseBytes`. A redirect is never followed: it rejects with a `RewardsApiError`. What
   * `createOffersProxy` uses; it does no access control of its own.
   */
  forward(request: ForwardRequest): Promise<TransportResponse>;
}
