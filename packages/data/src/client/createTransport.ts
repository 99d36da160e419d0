import type { RewardsApiError } from '../errors/RewardsApiError.ts';
import type { RewardsRequest } from '../request/RewardsRequest.ts';
import type { TransportOptions } from './TransportOptions.ts';
import { apiError, exchange, parseJson, send, type Transport } from './transport.ts';
import { transportSettings } from './transportSettings.ts';

// A file of its own, which `transportSettings` reads without importing this module.
export type { TransportOptions };

/** A request for {@link RewardsTransport}: an absolute URL, its method, and optionally a body and headers. */
export interface TransportRequest extends RewardsRequest {
  /** The body as text (JSON or a form), sent as is. */
  body?: string;
  /** Headers of this request; the transport's own (authentication) override them. */
  headers?: HeadersInit;
}

/** A response read in full. */
export interface TransportResponse {
  status: number;
  statusText: string;
  headers: Headers;
  /** The body as text. */
  text: string;
}

/** Options of one {@link RewardsTransport} call. */
export interface TransportCallOptions {
  /** Cancels the call; the rejection is the signal's reason, never retried. */
  signal?: AbortSignal;
}

/**
 * The HTTP layer of `createRewardsClient`, for servers that talk to the rewards service themselves
 * (`@offerkit/server`): the same retries with backoff and `Retry-After`, timeouts and typed errors.
 */
export interface RewardsTransport {
  /**
   * Sends a request and returns the final response whatever its status (after retries and the 401
   * refresh). Rejects with `RewardsNetworkError` when no response came, or with the caller's abort reason.
   */
  exchange(request: TransportRequest, options?: TransportCallOptions): Promise<TransportResponse>;
  /**
   * Sends a request and decodes its JSON body with `decode`. Rejects with `RewardsApiError` (non-2xx),
   * `RewardsDecodeError` (a body that is not JSON, or what `decode` throws), `RewardsNetworkError`.
   */
  send<T>(
    request: TransportRequest,
    decode: (json: unknown) => T,
    options?: TransportCallOptions,
  ): Promise<T>;
  /** The typed error of a non-2xx response: its error document, or one built from its status and body. */
  apiError(response: TransportResponse): RewardsApiError;
  /** The JSON of a response body, or a `RewardsDecodeError` naming the request. */
  parseJson(response: TransportResponse, request: RewardsRequest): unknown;
}

/**
 * Creates the transport the rewards client uses, for server code that needs other endpoints, request
 * bodies or the raw response (a proxy passing a response on).
 *
 * @throws {RewardsRequestError} at once for an invalid `timeoutMs`, `retry` or `maxResponseBytes`.
 */
export function createTransport(options: TransportOptions = {}): RewardsTransport {
  const transport: Transport = transportSettings(options);
  return {
    exchange: (request, { signal } = {}) => exchange(transport, request, signal),
    send: (request, decode, { signal } = {}) => send(transport, request, decode, signal),
    apiError: (response) => apiError(response, transport),
    parseJson: (response, request) => parseJson(response, request),
  };
}
