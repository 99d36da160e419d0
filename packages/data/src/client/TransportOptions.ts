import type { DiagnosticListener } from '../types/documents.ts';
import type { RetryOptions } from './RetryOptions.ts';

/** Options of `createTransport` (and, with the same members, of the browser client's transport). */
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
