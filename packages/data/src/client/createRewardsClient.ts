import type { DecodeOptions } from '../decode/DecodeOptions.ts';
import { decodeOffersDocument } from '../decode/decodeOffersDocument.ts';
import { RewardsRequestError } from '../errors/RewardsRequestError.ts';
import { checkBaseUrl } from '../request/base.ts';
import { buildOffersQueryRequest } from '../request/buildOffersRequest.ts';
import type { RewardsEndpoint, RewardsRequest } from '../request/RewardsRequest.ts';
import type { DiagnosticListener } from '../types/documents.ts';
import { originOf } from '../url/urlOriginPolicy.ts';
import type * as FollowUps from './actionsAndNextPagesEndpoint.ts';
import { loadOnDemand } from './loadOnDemand.ts';
import type { RetryOptions } from './RetryOptions.ts';
import type { RewardsClient } from './RewardsClient.ts';
import { send, type Transport } from './transport.ts';
import { transportSettings } from './transportSettings.ts';

/** Options of {@link createRewardsClient}. */
export interface RewardsClientOptions extends RewardsEndpoint {
  /**
   * The `fetch` to use (a wrapped one, or one of a test double).
   * @default globalThis.fetch, looked up at each request
   */
  fetch?: typeof fetch;
  /** Headers sent with every request. */
  headers?: HeadersInit;
  /**
   * Headers computed before every attempt (e.g. a fresh token); may be async. They override `headers`.
   * An error it throws rejects the call as is.
   */
  getHeaders?: () => HeadersInit | Promise<HeadersInit>;
  /**
   * Time allowed for each attempt, until the whole body is read; then a `RewardsNetworkError` with
   * `timedOut: true` (a GET is retried first).
   * @default 30000
   */
  timeoutMs?: number;
  /**
   * Retrying of GET requests (never of POST); `false` disables it.
   * @default {retries: 2, baseDelayMs: 500, maxDelayMs: 10000}
   */
  retry?: RetryOptions | false;
  /**
   * Most bytes of a response body that are read (after content decoding); a larger answer rejects with a
   * `RewardsDecodeError` without being read whole. Redirects are never followed: a 3xx (in a browser, the
   * opaque redirect of status 0) rejects with a `RewardsApiError`.
   * @default 4194304 (4 MiB)
   */
  maxResponseBytes?: number;
  /** Receives every diagnostic of every decoded response (see `DecodeOptions`). */
  onDiagnostic?: DiagnosticListener;
  /**
   * The only origins (`https://img.example`: scheme, host and port) offer and earned-reward images may
   * load from; an asset elsewhere is dropped with a diagnostic. Without it any origin is allowed except
   * the page's own and `baseUrl`'s, where an image request would carry the user's cookies; list such an
   * origin here only if the service must load images from it.
   * @default any origin but the page's and the base URL's
   */
  assetOrigins?: readonly string[];
}

/**
 * A client of the rewards service (or of the issuer's backend route in front of it). Sends
 * `Accept: application/json`; add authentication through `headers` or `getHeaders`.
 *
 * A path-only `baseUrl` (`/api/rewards`) is resolved against the page when a request is built, so a client
 * can be created anywhere, server rendering included; a request made where there is no page (Node, a
 * worker) rejects with a `RewardsRequestError` that says to pass an absolute `baseUrl` there.
 *
 * @throws {RewardsRequestError} at once for an invalid `baseUrl`, `organizationId`, `timeoutMs`, `retry`,
 *   `maxResponseBytes` or `assetOrigins`.
 */
export function createRewardsClient(options: RewardsClientOptions): RewardsClient {
  // Not resolved here: a path-only base is fine for a client created during server rendering.
  checkBaseUrl(options.baseUrl);
  if (typeof options.organizationId !== 'string' || options.organizationId === '') {
    throw new RewardsRequestError(
      'organizationId is empty: set it to the id the rewards service assigned you.',
    );
  }
  for (const origin of options.assetOrigins ?? []) {
    if (originOf(origin) !== origin) {
      throw new RewardsRequestError(
        `assetOrigins has ${JSON.stringify(origin)}, which is not an origin: write each as scheme, host and port only, e.g. "https://img.example".`,
      );
    }
  }
  const endpoint: RewardsEndpoint = { baseUrl: options.baseUrl, organizationId: options.organizationId };
  const transport: Transport = transportSettings(options);

  // Async, so that a request refused by a builder rejects the returned promise instead of throwing.
  async function run<T>(
    build: () => RewardsRequest,
    decode: (json: unknown, options: DecodeOptions) => T,
    signal?: AbortSignal,
  ) {
    // The transport holds the client's onDiagnostic, baseUrl and assetOrigins: it is the decoders' options too.
    return send(transport, build(), (json) => decode(json, transport), signal);
  }

  // Only the first page of offers is in the first screen's code. Every other call's builder and decoder is
  // in a chunk of its own (`import()`), loaded by the first call that needs it. In a browser the chunk of
  // the offer actions and next pages is started now: a CTA can be clicked as soon as cards are drawn, even
  // from a server-rendered cache that never calls getOffers here, so a click must not wait for it. A server
  // (no document) loads it on the first such call, which is then not a click.
  const loadFollowUps = () => loadOnDemand(() => import('./actionsAndNextPagesEndpoint.ts'));
  // A failure here is not reported: the first call that needs it loads it again and rejects if it fails.
  if (typeof document !== 'undefined') loadFollowUps().catch(() => undefined);
  // An activate, boost or CTA action: the request `build` writes with the loaded code, and its decoder.
  async function offerAction(build: (code: typeof FollowUps) => RewardsRequest, signal?: AbortSignal) {
    const code = await loadFollowUps();
    return run(() => build(code), code.decodeOfferActionDocument, signal);
  }

  return {
    endpoint,
    onDiagnostic: options.onDiagnostic,
    getOffers: async (userId, query, { signal } = {}) => {
      const build =
        query?.pageLink === undefined ? buildOffersQueryRequest : (await loadFollowUps()).buildOffersRequest;
      return run(() => build(endpoint, userId, query), decodeOffersDocument, signal);
    },
    getLocations: async (userId, query, { signal } = {}) => {
      const code = await loadOnDemand(() => import('./locationsEndpoint.ts'));
      return run(
        () => code.buildLocationsRequest(endpoint, userId, query),
        code.decodeLocationsDocument,
        signal,
      );
    },
    getEarnedRewards: async (userId, { signal } = {}) => {
      const code = await loadOnDemand(() => import('./earnedRewardsEndpoint.ts'));
      return run(
        () => code.buildEarnedRewardsRequest(endpoint, userId),
        code.decodeEarnedRewardsDocument,
        signal,
      );
    },
    activateOffer: (userId, offerId, { signal, ...actionOptions } = {}) =>
      offerAction((code) => code.buildActivateRequest(endpoint, userId, offerId, actionOptions), signal),
    boostOffer: (userId, offerId, { signal, ...actionOptions } = {}) =>
      offerAction((code) => code.buildBoostRequest(endpoint, userId, offerId, actionOptions), signal),
    runAction: (userId, offerId, action, { signal } = {}) =>
      offerAction((code) => code.buildActionRequest(endpoint, userId, offerId, action), signal),
  };
}
