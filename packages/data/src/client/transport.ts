import type { DecodeOptions } from '../decode/DecodeOptions.ts';
import { decodeErrorDocument } from '../decode/decodeErrorDocument.ts';
import { RewardsApiError } from '../errors/RewardsApiError.ts';
import { RewardsDecodeError } from '../errors/RewardsDecodeError.ts';
import { RewardsNetworkError } from '../errors/RewardsNetworkError.ts';
import type { RewardsRequest } from '../request/RewardsRequest.ts';
import type { DiagnosticListener } from '../types/documents.ts';
import type { ErrorObject } from '../types/error.ts';
import { backoffMs, retryAfterMs } from './retryDelay.ts';

/** The resolved transport settings of a client. Internal. */
export interface Transport {
  fetch?: typeof fetch | undefined;
  headers?: HeadersInit | undefined;
  getHeaders?: (() => HeadersInit | Promise<HeadersInit>) | undefined;
  timeoutMs: number;
  retries: number;
  baseDelayMs: number;
  maxDelayMs: number;
  onDiagnostic?: DiagnosticListener | undefined;
  /** Most bytes of a response body read (after content decoding); more is refused unread. */
  maxResponseBytes: number;
  /**
   * Called once per call on a 401 with the headers that request carried, before the call is sent once
   * more (a token provider drops its cached token here if it is still the one sent, so `getHeaders`
   * fetches a fresh one). Absent: a 401 is final.
   */
  onUnauthorized?: ((sent: Headers) => void) | undefined;
}

/** A request with an optional body and headers of its own (under the transport's). Internal. */
export interface TransportRequest extends RewardsRequest {
  body?: string | undefined;
  headers?: HeadersInit | undefined;
}

/** One response, read in full. Internal. */
export interface Exchange {
  status: number;
  statusText: string;
  headers: Headers;
  text: string;
}

const RETRY_STATUSES = new Set([408, 429]);
const IDEMPOTENT = new Set(['GET', 'HEAD']);

/**
 * Sends a request and decodes its JSON body: see {@link exchange} for retries; turns a non-2xx response
 * into a `RewardsApiError` and a body that is not JSON into a `RewardsDecodeError`. Internal.
 */
export async function send<T>(
  transport: Transport,
  request: TransportRequest,
  decode: (json: unknown) => T,
  signal: AbortSignal | undefined,
): Promise<T> {
  const response = await exchange(transport, request, signal);
  if (response.status >= 200 && response.status < 300) return decode(parseJson(response, request));
  throw apiError(response, transport);
}

/**
 * Sends a request and returns the last response whatever its status: retries idempotent requests on
 * network failures, timeouts, 408, 429 and 5xx (backoff with jitter, honouring `Retry-After`); sends any
 * request once more after a 401 when `onUnauthorized` is set; turns failures to reach the service into
 * `RewardsNetworkError`; lets a caller's abort through as is. Internal.
 */
export async function exchange(
  transport: Transport,
  request: TransportRequest,
  signal: AbortSignal | undefined,
): Promise<Exchange> {
  const idempotent = IDEMPOTENT.has(request.method.toUpperCase());
  let refreshed = false;
  for (let attempt = 0; ; attempt++) {
    if (signal?.aborted) throw signal.reason;
    const canRetry = idempotent && attempt < transport.retries;
    const backoff = () => backoffMs(attempt, transport.baseDelayMs, transport.maxDelayMs, Math.random());
    let response: Exchange;
    let sent = new Headers();
    try {
      response = await exchangeOnce(transport, request, signal, (headers) => (sent = headers));
    } catch (error) {
      if (canRetry && error instanceof RewardsNetworkError) {
        await sleep(backoff(), signal);
        continue;
      }
      throw error;
    }
    const { status } = response;
    if (status === 401 && !refreshed && transport.onUnauthorized !== undefined) {
      // A token that expired early (or was revoked): a 401 means nothing was done, so one more try with
      // a fresh token is safe even for a POST. It does not use up a retry.
      refreshed = true;
      transport.onUnauthorized(sent);
      attempt--;
      continue;
    }
    if (canRetry && (RETRY_STATUSES.has(status) || status >= 500)) {
      const asked = retryAfterMs(response.headers.get('retry-after'), Date.now());
      // A server asking for a longer pause than we are willing to wait gets the error thrown at once.
      if (asked === undefined || asked <= transport.maxDelayMs) {
        await sleep(asked ?? backoff(), signal);
        continue;
      }
    }
    return response;
  }
}

async function exchangeOnce(
  transport: Transport,
  request: TransportRequest,
  signal: AbortSignal | undefined,
  onHeaders?: (headers: Headers) => void,
): Promise<Exchange> {
  // Outside the timeout and the network error mapping: a failing header provider is the host's error.
  const headers = await requestHeaders(transport, request);
  onHeaders?.(headers);
  const controller = new AbortController();
  const forwardAbort = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', forwardAbort, { once: true });
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException('The rewards request timed out.', 'TimeoutError'));
  }, transport.timeoutMs);
  const where = `${request.method} ${request.url.split('?', 1)[0]}`;
  try {
    // Never follow a redirect: it would send the request (a POST turned into a GET, the token) elsewhere.
    const init: RequestInit = {
      method: request.method,
      headers,
      signal: controller.signal,
      redirect: 'manual',
    };
    if (request.body !== undefined) init.body = request.body;
    const response = await (transport.fetch === undefined
      ? globalThis.fetch(request.url, init)
      : transport.fetch.call(globalThis, request.url, init));
    const { status } = response;
    // A browser shows a redirect as an opaque response of status 0.
    if (response.type === 'opaqueredirect' || (status > 299 && status < 400 && status !== 304)) {
      cancel(response.body);
      const detail = `${where} answered with a redirect, which is never followed: point the base URL at the service itself.`;
      throw new RewardsApiError(status, [{ status: `${status}`, title: 'Redirect', detail }]);
    }
    // The body is read under the same signal and timeout.
    const text = await readText(response, transport.maxResponseBytes, where);
    const exchange = { status, statusText: response.statusText, headers: response.headers, text };
    const credential = headers.get('authorization');
    if (credential) {
      const token = credential.slice(credential.indexOf(' ') + 1);
      sentCredentials.set(exchange, [credential, token, encodeURIComponent(token)]);
    }
    return exchange;
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    if (error instanceof RewardsApiError || error instanceof RewardsDecodeError) throw error;
    if (timedOut) {
      throw new RewardsNetworkError(
        `No response from the rewards service within ${transport.timeoutMs} ms (${where}). Try again later.`,
        { timedOut: true, cause: error },
      );
    }
    const detail = error instanceof Error ? error.message : String(error);
    throw new RewardsNetworkError(
      `Could not reach the rewards service (${where}): ${detail}. Check the connection and the base URL.`,
      { cause: error },
    );
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}

/**
 * The body as UTF-8 text, read through a byte counter: a `Content-Length` over `max` is refused before
 * reading, a body that grows past it is cancelled there (a gzip bomb counts inflated bytes).
 */
async function readText(response: Response, max: number, where: string): Promise<string> {
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();
  let text = '';
  if (!(Number(response.headers.get('content-length')) > max)) {
    for (let size = 0; ; ) {
      const chunk = await reader?.read();
      if (!chunk || chunk.done) return text + decoder.decode();
      size += chunk.value.byteLength;
      if (size > max) break;
      text += decoder.decode(chunk.value, { stream: true });
    }
  }
  cancel(reader);
  const reason = `The response to ${where} is over maxResponseBytes (${max} bytes)`;
  throw new RewardsDecodeError(`${reason}: raise it if the service's answers are that large.`, [
    { path: '', reason, severity: 'dropped' },
  ]);
}

function cancel(stream: { cancel(): Promise<void> } | null | undefined): void {
  stream?.cancel().catch(() => {});
}

async function requestHeaders(transport: Transport, request: TransportRequest): Promise<Headers> {
  // The request's own headers, then the transport's, then those of getHeaders: each overrides the ones
  // before, so the transport's authentication always wins.
  const headers = new Headers(request.headers);
  for (const init of [transport.headers, await transport.getHeaders?.()]) {
    new Headers(init).forEach((value, name) => {
      headers.set(name, value);
    });
  }
  if (!headers.has('accept')) headers.set('accept', 'application/json');
  return headers;
}

/** The JSON of a response body, or a `RewardsDecodeError` naming the request. Internal. */
export function parseJson(exchange: Exchange, request: RewardsRequest): unknown {
  try {
    return JSON.parse(exchange.text);
  } catch {
    const text = redacted(exchange);
    const reason = `The ${exchange.status} response body is not JSON: ${snippet(text)}`;
    let cause: unknown;
    try {
      // The parser's message quotes the body: its cause is the redacted text's.
      JSON.parse(text);
    } catch (error) {
      cause = error;
    }
    throw new RewardsDecodeError(
      `${reason} (${request.method} ${request.url.split('?', 1)[0]}). Check that baseUrl points at the rewards service.`,
      [{ path: '', reason, severity: 'dropped' }],
      { cause },
    );
  }
}

/**
 * The credential each exchange was sent with (the `Authorization` value, its token, the token
 * URL-encoded), so that errors built from a body that echoes the request never quote it.
 */
const sentCredentials = new WeakMap<Exchange, string[]>();

function redacted(exchange: Exchange): string {
  let text = exchange.text;
  for (const form of sentCredentials.get(exchange) ?? []) {
    if (form.length > 7) text = text.replaceAll(form, '[redacted]');
  }
  return text;
}

/** The `RewardsApiError` of a non-2xx response, from its error document or its status and body. Internal. */
export function apiError(exchange: Exchange, options: DecodeOptions): RewardsApiError {
  const text = redacted(exchange);
  let errors: ErrorObject[] = [];
  try {
    errors = decodeErrorDocument(JSON.parse(text), options).errors;
  } catch {
    // Not JSON, or not an error document: described below from the status and the body.
  }
  if (errors.length === 0) {
    errors = [
      {
        status: String(exchange.status),
        title: exchange.statusText === '' ? `HTTP ${exchange.status}` : exchange.statusText,
        detail: `The response carried no error document: ${snippet(text)}`,
      },
    ];
  }
  return new RewardsApiError(exchange.status, errors);
}

function snippet(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat === '') return 'the body is empty';
  return JSON.stringify(flat.length > 120 ? `${flat.slice(0, 120)}…` : flat);
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
