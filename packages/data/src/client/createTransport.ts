import type { RewardsApiError } from '../errors/RewardsApiError.ts';
import type { RewardsRequest } from '../request/RewardsRequest.ts';
import type { DiagnosticListener } from '../types/documents.ts';
import type { RetryOptions } from './RetryOptions.ts';
import { apiError, exchange, parseJson, send, type Transport } from './transport.ts';
import { transportSettings } from './transportSettings.ts';

/** Options of {@link createTransport}. */
export interface TransportOptions {
  /**
   * The `fetch` to use.
   * @default globalThis.fetch, looked up at each request
   */
  fetch?: typeof fetch;
  /** Headers sent with every request; they override the request's own headers. */
  headers?: HeadersInit;
  /**
   * Headers computed before every attempt (e.g. `Authorization` with a fresh token); may be async. They
   * override `headers`. An error it throws rejects the call as is.
   */
  getHeaders?: () => HeadersInit | Promise<HeadersInit>;
  /**
   * Called on a 401 before the request is sent once more (once per call), with the headers the refused
   * request carried: drop a cached token here if it is still the one in `sent` (so that a burst of 401s
   * renews it once). Absent: a 401 is final.
   */
  onUnauthorized?: (sent: Headers) => void;
  /**
   * Time allowed for each attempt, until the whole body is read.
   * @default 30000
   */
  timeoutMs?: number;
  /**
   * Retrying of GET and HEAD requests on network failures, timeouts, 408, 429 and 5xx (never of other
   * methods); `false` disables it.
   * @default {retries: 2, baseDelayMs: 500, maxDelayMs: 10000}
   */
  retry?: RetryOptions | false;
  /**
   * Most bytes of a response body that are read (counted after content decoding, so a compressed bomb
   * stops here too). A larger `Content-Length` is refused before reading, a body growing past it is
   * cancelled: either way the call rejects with a `RewardsDecodeError` (the proxy answers 502).
   * Redirects are never followed: a 3xx rejects with a `RewardsApiError`.
   * @default 4194304 (4 MiB)
   */
  maxResponseBytes?: number;
  /** Receives the diagnostics of decoded error documents. */
  onDiagnostic?: DiagnosticListener;
}

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
