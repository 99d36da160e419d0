import { type DiagnosticListener, type RetryOptions, RewardsRequestError } from '@offerkit/data';
import {
  buildIssuerUrl,
  buildServiceUrl,
  createTransport,
  type TransportOptions,
} from '@offerkit/data/backend';
import type { TokenProvider } from '../token/TokenProvider.ts';
import { filesApi } from './filesApi.ts';
import type { IssuerClient } from './IssuerClient.ts';
import type { IssuerClientContext } from './IssuerClientContext.ts';
import { issuerApi } from './issuerApi.ts';
import { locationsApi } from './locationsApi.ts';
import { notificationsApi } from './notificationsApi.ts';
import { offersApi } from './offersApi.ts';
import { uploadsApi } from './uploadsApi.ts';
import { usersApi } from './usersApi.ts';

/** Options of {@link createIssuerClient}. */
export interface IssuerClientOptions {
  /** The rewards service's base URL (absolute http(s), no query), e.g. the sandbox's `baseUrl=`. */
  baseUrl: string;
  /** The organization id the service assigned you. */
  organizationId: string;
  /**
   * The token provider (`createClientCredentialsTokenProvider`): its token goes on every call, and a 401
   * invalidates the token that call sent (`invalidate(token)`: a burst of 401s renews it once) and sends
   * the call once more with a fresh one. Give this or `getAccessToken`.
   */
  tokenProvider?: TokenProvider;
  /**
   * A bearer token source of your own, called before every attempt. Without `invalidate` a 401 is final.
   * Give this or `tokenProvider`.
   */
  getAccessToken?: () => string | Promise<string>;
  /**
   * The `fetch` to use.
   * @default globalThis.fetch, looked up at each request
   */
  fetch?: typeof fetch;
  /**
   * Time allowed for each attempt.
   * @default 30000
   */
  timeoutMs?: number;
  /**
   * Retrying of GETs on network failures, timeouts, 408, 429 and 5xx; `false` disables it.
   * @default {retries: 2, baseDelayMs: 500, maxDelayMs: 10000}
   */
  retry?: RetryOptions | false;
  /**
   * Most bytes of a response body that are read (after content decoding); a larger answer rejects with a
   * `RewardsDecodeError` (the offers proxy answers 502) without being read whole. Redirects from the
   * service are never followed: a 3xx rejects with a `RewardsApiError`.
   * @default 4194304 (4 MiB)
   */
  maxResponseBytes?: number;
  /** Receives what the decoders dropped or tolerated in responses. */
  onDiagnostic?: DiagnosticListener;
  /**
   * The hosts presigned upload and download URLs may point at (`storage.example`, `storage.example:8443`,
   * or `*.example` for any name below it). Without it, any public host is allowed, and loopback, private
   * and link-local addresses and local names are refused unless they are the service's own origin (the
   * sandbox serves its presigned URLs there). URLs must be https: (http: when `baseUrl` is http:), and
   * redirects are never followed, either way.
   * @default any public host
   */
  allowedStorageHosts?: readonly string[];
}

/**
 * Creates the server-side client of the rewards service.
 *
 * @throws {RewardsRequestError} at once for an invalid `baseUrl`, `organizationId`, `timeoutMs`,
 * `retry` or `maxResponseBytes`, or when neither or both of `tokenProvider` and `getAccessToken` are given.
 */
export function createIssuerClient(options: IssuerClientOptions): IssuerClient {
  const { baseUrl, organizationId, tokenProvider } = options;
  if (typeof organizationId !== 'string' || organizationId === '') {
    throw new RewardsRequestError(
      'organizationId is empty: set it to the id the rewards service assigned you.',
    );
  }
  if ((tokenProvider === undefined) === (options.getAccessToken === undefined)) {
    throw new RewardsRequestError(
      'createIssuerClient needs exactly one of tokenProvider (createClientCredentialsTokenProvider) and getAccessToken.',
    );
  }
  const endpoint = { baseUrl, organizationId };
  // Validates baseUrl and organizationId now rather than at the first call.
  buildIssuerUrl(endpoint, []);
  const getAccessToken =
    tokenProvider === undefined ? options.getAccessToken : () => tokenProvider.getAccessToken();
  const transportOptions: TransportOptions = {
    getHeaders: async () => ({ authorization: `Bearer ${await getAccessToken?.()}` }),
  };
  if (tokenProvider !== undefined) {
    // Only the token that was refused is dropped: the other 401s of a burst find it already replaced.
    transportOptions.onUnauthorized = (sent) =>
      tokenProvider.invalidate(/^Bearer (.+)$/i.exec(sent.get('authorization') ?? '')?.[1]);
  }
  if (options.fetch !== undefined) transportOptions.fetch = options.fetch;
  if (options.timeoutMs !== undefined) transportOptions.timeoutMs = options.timeoutMs;
  if (options.retry !== undefined) transportOptions.retry = options.retry;
  if (options.maxResponseBytes !== undefined) transportOptions.maxResponseBytes = options.maxResponseBytes;
  if (options.onDiagnostic !== undefined) transportOptions.onDiagnostic = options.onDiagnostic;
  const transport = createTransport(transportOptions);
  const context: IssuerClientContext = { endpoint, transport, onDiagnostic: options.onDiagnostic };
  if (options.fetch !== undefined) context.fetch = options.fetch;
  if (options.allowedStorageHosts !== undefined) {
    context.allowedStorageHosts = [...options.allowedStorageHosts];
  }

  return {
    organizationId,
    users: usersApi(context),
    offers: offersApi(context),
    locations: locationsApi(context),
    uploads: uploadsApi(context),
    issuer: issuerApi(context),
    files: filesApi(context),
    notifications: notificationsApi(context),
    async forward({ method, pathAndQuery, headers, body, signal }) {
      // String concatenation onto the base URL, refusing dot segments, encoded slashes and backslashes.
      const request: Parameters<typeof transport.exchange>[0] = {
        method,
        url: buildServiceUrl(baseUrl, pathAndQuery),
      };
      if (headers !== undefined) request.headers = headers;
      if (body !== undefined) request.body = body;
      return transport.exchange(request, signal === undefined ? {} : { signal });
    },
  };
}
