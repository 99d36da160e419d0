import {
  decodeErrorDocument,
  type ErrorObject,
  RewardsApiError,
  RewardsDecodeError,
  RewardsNetworkError,
} from '@offerkit/data';
import { buildIssuerUrl } from '@offerkit/data/backend';
import { readLimitedText } from '../files/limitBytes.ts';
import type { IssuerConnection } from './IssuerConnection.ts';

// The most of an error answer that is read: enough for any error document; a larger body (an HTML page, a
// hostile stream) is not one, and is not read on.
const MAX_ERROR_BYTES = 64 * 1024;
// The most of a service answer to these calls (upload sessions, file listings) that is read.
const MAX_ANSWER_BYTES = 8 * 1024 * 1024;

/**
 * `{baseUrl}/v2/issuers/{organizationId}/{segments}`, built by `buildIssuerUrl` like every other path: each
 * segment percent-encoded, and an id that would leave its segment (`..`, `a/b`…) refused naming its field.
 * Internal.
 */
export function issuerUrl(
  connection: IssuerConnection,
  segments: readonly (string | Readonly<Record<string, string>>)[],
): URL {
  const endpoint = { baseUrl: connection.baseUrl, organizationId: connection.organizationId };
  return new URL(buildIssuerUrl(endpoint, segments));
}

/**
 * The typed error of a non-2xx response, from its error document when it has one. `quoteBody: false` for
 * presigned storage URLs: a storage error page may echo the request's signature, so it is not quoted.
 * Internal.
 */
export async function apiErrorOf(response: Response, quoteBody = true): Promise<RewardsApiError> {
  // At most MAX_ERROR_BYTES: beyond, the reading stops and the body counts as no error document.
  const text = await readLimitedText(response, MAX_ERROR_BYTES, 'error answer', 'apiErrorOf').catch(() => '');
  let errors: ErrorObject[] = [];
  try {
    errors = decodeErrorDocument(JSON.parse(text)).errors;
  } catch {
    // Not an error document (an HTML page from a proxy, say): described from the status below.
  }
  if (errors.length === 0) {
    errors = [
      {
        status: String(response.status),
        title: response.statusText || `HTTP ${response.status}`,
        detail: quoteBody
          ? text.slice(0, 200)
          : `The storage URL answered ${response.status}${response.statusText ? ` ${response.statusText}` : ''}.`,
      },
    ];
  }
  return new RewardsApiError(response.status, errors);
}

/**
 * Sends one JSON call to the service with the connection's headers and returns the parsed body of a 2xx;
 * throws `RewardsApiError` for any other status and `RewardsNetworkError` when no response came. Internal.
 */
export async function issuerCall(
  connection: IssuerConnection,
  method: string,
  url: URL,
  body?: unknown,
  signal?: AbortSignal,
): Promise<unknown> {
  const headers = new Headers(await connection.getHeaders?.());
  headers.set('accept', 'application/json');
  if (body !== undefined) headers.set('content-type', 'application/json');
  const init: RequestInit = { method, headers };
  if (body !== undefined) init.body = JSON.stringify(body);
  if (signal !== undefined) init.signal = signal;
  let response: Response;
  try {
    response = await (connection.fetch ?? globalThis.fetch)(url, init);
  } catch (cause) {
    if (signal?.aborted === true) throw signal.reason;
    throw new RewardsNetworkError(`${method} ${url.pathname} got no response; check the network and retry.`, {
      cause,
    });
  }
  if (!response.ok) throw await apiErrorOf(response);
  let text: string;
  try {
    text = await readLimitedText(response, MAX_ANSWER_BYTES, 'answer', 'issuerCall');
  } catch (cause) {
    if (!(cause instanceof RangeError)) throw cause;
    throw new RewardsDecodeError(
      `${method} ${url.pathname} answered with a body larger than ${MAX_ANSWER_BYTES} bytes; reading stopped there. Check that baseUrl points at the rewards service.`,
      [],
      { cause },
    );
  }
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch (cause) {
    throw new RewardsDecodeError(
      `${method} ${url.pathname} answered ${response.status} with a body that is not JSON; the service or a proxy in between sent something else.`,
      [],
      { cause },
    );
  }
}
