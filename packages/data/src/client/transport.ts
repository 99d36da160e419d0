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
  fetch: typeof fetch | undefined;
  headers: HeadersInit | undefined;
  getHeaders: (() => HeadersInit | Promise<HeadersInit>) | undefined;
  timeoutMs: number;
  retries: number;
  baseDelayMs: number;
  maxDelayMs: number;
  onDiagnostic: DiagnosticListener | undefined;
}

interface Exchange {
  status: number;
  statusText: string;
  headers: Headers;
  text: string;
}

const RETRY_STATUSES = new Set([408, 429]);
const IDEMPOTENT = new Set(['GET', 'HEAD']);

/**
 * Sends a request and decodes its JSON body: retries idempotent requests on network failures, timeouts,
 * 408, 429 and 5xx (backoff with jitter, honouring `Retry-After`); turns failures into typed errors; lets a
 * caller's abort through as is. Internal.
 */
export async function send<T>(
  transport: Transport,
  request: RewardsRequest,
  decode: (json: unknown) => T,
  signal: AbortSignal | undefined,
): Promise<T> {
  const idempotent = IDEMPOTENT.has(request.method.toUpperCase());
  for (let attempt = 0; ; attempt++) {
    if (signal?.aborted) throw signal.reason;
    const canRetry = idempotent && attempt < transport.retries;
    const backoff = () => backoffMs(attempt, transport.baseDelayMs, transport.maxDelayMs, Math.random());
    let exchange: Exchange;
    try {
      exchange = await exchangeOnce(transport, request, signal);
    } catch (error) {
      if (canRetry && error instanceof RewardsNetworkError) {
        await sleep(backoff(), signal);
        continue;
      }
      throw error;
    }
    const { status } = exchange;
    if (status >= 200 && status < 300) return decode(parseJson(exchange, request));
    if (canRetry && (RETRY_STATUSES.has(status) || status >= 500)) {
      const asked = retryAfterMs(exchange.headers.get('retry-after'), Date.now());
      // A server asking for a longer pause than we are willing to wait gets the error thrown at once.
      if (asked === undefined || asked <= transport.maxDelayMs) {
        await sleep(asked ?? backoff(), signal);
        continue;
      }
    }
    throw apiError(exchange, transport.onDiagnostic);
  }
}

async function exchangeOnce(
  transport: Transport,
  request: RewardsRequest,
  signal: AbortSignal | undefined,
): Promise<Exchange> {
  // Outside the timeout and the network error mapping: a failing header provider is the host's error.
  const headers = await requestHeaders(transport);
  const controller = new AbortController();
  const forwardAbort = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', forwardAbort, { once: true });
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException('The rewards request timed out.', 'TimeoutError'));
  }, transport.timeoutMs);
  try {
    const init: RequestInit = { method: request.method, headers, signal: controller.signal };
    const response = await (transport.fetch === undefined
      ? globalThis.fetch(request.url, init)
      : transport.fetch.call(globalThis, request.url, init));
    // The body is read under the same signal and timeout.
    const text = await response.text();
    return { status: response.status, statusText: response.statusText, headers: response.headers, text };
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    const where = `${request.method} ${request.url.split('?', 1)[0]}`;
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

async function requestHeaders(transport: Transport): Promise<Headers> {
  const headers = new Headers(transport.headers);
  if (transport.getHeaders !== undefined) {
    new Headers(await transport.getHeaders()).forEach((value, name) => {
      headers.set(name, value);
    });
  }
  if (!headers.has('accept')) headers.set('accept', 'application/json');
  return headers;
}

function parseJson(exchange: Exchange, request: RewardsRequest): unknown {
  try {
    return JSON.parse(exchange.text);
  } catch (error) {
    const reason = `The ${exchange.status} response body is not JSON: ${snippet(exchange.text)}`;
    throw new RewardsDecodeError(
      `${reason} (${request.method} ${request.url.split('?', 1)[0]}). Check that baseUrl points at the rewards service.`,
      [{ path: '', reason, severity: 'dropped' }],
      { cause: error },
    );
  }
}

function apiError(exchange: Exchange, onDiagnostic: DiagnosticListener | undefined): RewardsApiError {
  let errors: ErrorObject[] = [];
  try {
    errors = decodeErrorDocument(JSON.parse(exchange.text), { onDiagnostic }).errors;
  } catch {
    // Not JSON, or not an error document: described below from the status and the body.
  }
  if (errors.length === 0) {
    errors = [
      {
        status: String(exchange.status),
        title: exchange.statusText === '' ? `HTTP ${exchange.status}` : exchange.statusText,
        detail: `The response carried no error document: ${snippet(exchange.text)}`,
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
