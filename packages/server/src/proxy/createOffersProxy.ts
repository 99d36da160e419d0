import type { SupportedComponent } from '@offerkit/data';
import type { TransportResponse } from '@offerkit/data/backend';
import type { IssuerClient } from '../issuerClient/IssuerClient.ts';
import { checkQuery, checkScope, sameSite } from './checkProxyRequest.ts';
import type { EarnedRewardsSource } from './EarnedRewardsSource.ts';
import { json, pathRefused, problem, SECURITY_HEADERS } from './proxyResponse.ts';
import {
  ALL_COMPONENTS,
  CONTENT_LANGUAGE,
  FORWARDED_REQUEST_HEADERS,
  JSON_MEDIA_TYPES,
  KEPT_ERROR_STATUSES,
  MAX_TARGET_LENGTH,
  matchRoute,
  RETRY_AFTER,
  segmentGrammarReason,
  unsafePathReason,
} from './proxyRules.ts';
import {
  forwardFailure,
  NAMED_MEDIA_TYPES,
  UPSTREAM_ERROR_DETAILS,
  upstreamParameter,
} from './upstreamFailure.ts';

/** Options of {@link createOffersProxy}. */
export interface OffersProxyOptions {
  /** The server-side client (`createIssuerClient`) the proxy forwards through. */
  client: IssuerClient;
  /**
   * The rewards user id of the request's signed-in user, from your session (cookie, JWT…), or
   * `undefined`/`null` without a session (401). The only source of the user: the browser never chooses it.
   */
  getUserId(request: Request): string | null | undefined | Promise<string | null | undefined>;
  /**
   * Origins allowed to send the POSTs (activate, boost), e.g. `['https://bank.example']`. A POST whose
   * `Origin` is not listed is refused with 403 unless the browser marks it `Sec-Fetch-Site: same-origin`.
   * @default the origin of the request URL as the server sees it
   */
  allowedOrigins?: readonly string[];
  /**
   * The path the browser client's `baseUrl` points at.
   * @default '/api/rewards'
   */
  basePath?: string;
  /**
   * The `supportedComponents` values the browser may ask for; others are refused with 400.
   * @default every component of the contract
   */
  supportedComponents?: readonly SupportedComponent[];
  /**
   * Serves `GET {basePath}/v2/issuers/{org}/users/{userId}/earned-rewards` from your store (the
   * session's user only; `REJECTED` entries are never served). Without it that path is 404.
   */
  earnedRewards?: EarnedRewardsSource;
  /**
   * Told about failures the browser only sees as a 5xx (no token, service unreachable, a throwing
   * `getUserId`). Messages carry no secret or token.
   */
  onError?: (error: unknown) => void;
}

/** Extra facts about a request that a `Request` object no longer holds. */
export interface OffersProxyRequestContext {
  /**
   * The request target exactly as received (`/api/rewards/v2/…?…`), before any URL parsing resolved dot
   * segments or backslashes. `toNodeHandler` and `createOffersProxyApp` on Node pass it.
   */
  rawUrl?: string;
}

/** A Web-standard handler: `Request` in, `Response` out. */
export type OffersProxyHandler = (request: Request, context?: OffersProxyRequestContext) => Promise<Response>;

/**
 * The user-scoped proxy between the browser's `createRewardsClient({baseUrl: '/api/rewards'})` and the
 * rewards service. It serves exactly four calls for the session's own user — GET offers, GET locations,
 * POST activate, POST boost (plus earned rewards when a source is given) — and refuses everything else
 * without calling the service: unsafe paths and path segments outside letters, digits, `-._~` and their
 * `%XX` forms (400), unknown paths (404), other methods (405), no session (401), another organization
 * (404), another user (403), a POST from a foreign origin (403), unknown query names or component values,
 * or a raw `;` in the query (400), a target over 8 KiB (414). What passes is forwarded byte for byte with
 * the service's bearer token. The way back is untrusted: the browser only ever gets JSON — a 2xx JSON
 * document parsed and re-serialized, or the proxy's own error document (the service's error bodies are
 * never relayed; a redirect, a non-JSON or oversized answer is 502) — with `Cache-Control: private,
 * no-store`, `X-Content-Type-Options: nosniff` and `Content-Security-Policy: default-src 'none';
 * frame-ancestors 'none'; sandbox`.
 */
export function createOffersProxy(options: OffersProxyOptions): OffersProxyHandler {
  const { client, getUserId, earnedRewards, onError } = options;
  const basePath = normalizeBasePath(options.basePath ?? '/api/rewards');
  const components = new Set<string>(options.supportedComponents ?? ALL_COMPONENTS);
  for (const component of components) {
    if (!ALL_COMPONENTS.includes(component)) {
      throw new TypeError(
        `createOffersProxy: supportedComponents holds "${component}", which the service does not know. Allowed: ${ALL_COMPONENTS.join(', ')}.`,
      );
    }
  }
  const allowedOrigins = options.allowedOrigins === undefined ? undefined : new Set(options.allowedOrigins);

  return async function offersProxy(request, context = {}) {
    const url = new URL(request.url);
    const target = originForm(context.rawUrl) ?? `${url.pathname}${url.search}`;
    if (target.length > MAX_TARGET_LENGTH) {
      return problem(414, `The request target is longer than ${MAX_TARGET_LENGTH} characters.`);
    }
    const queryStart = target.indexOf('?');
    const rawPath = queryStart === -1 ? target : target.slice(0, queryStart);
    const rawQuery = queryStart === -1 ? '' : target.slice(queryStart + 1);
    for (const path of [rawPath, url.pathname]) {
      const reason = unsafePathReason(path);
      if (reason !== undefined) return pathRefused(reason);
    }
    if (rawPath !== basePath && !rawPath.startsWith(`${basePath}/`)) {
      return problem(404, `No rewards route here: the proxy serves paths under ${basePath}/v2/issuers/….`);
    }
    const grammarRefusal = segmentGrammarReason(rawPath.slice(basePath.length));
    if (grammarRefusal !== undefined) return pathRefused(grammarRefusal);
    const route = matchRoute(rawPath.slice(basePath.length));
    if (route === undefined || (route.route.access === 'proxy' && earnedRewards === undefined)) {
      return problem(
        404,
        'No such rewards route: the browser may only get offers, get locations, activate or boost an offer' +
          `${earnedRewards === undefined ? '' : ', or get earned rewards'} for its own user.`,
      );
    }
    const method = route.route.method;
    if (request.method !== method) {
      return problem(405, `${request.method} is not allowed here; this route answers ${method} only.`, {
        allow: method,
      });
    }

    let userId: string | null | undefined;
    try {
      userId = await getUserId(request);
    } catch (error) {
      onError?.(error);
      return problem(500, 'The session could not be read; try again later.');
    }
    if (typeof userId !== 'string' || userId === '') {
      return problem(401, 'No signed-in user: sign in again, then retry.');
    }
    const refusal = checkScope(route, userId, client.organizationId);
    if (refusal !== undefined) return refusal;
    if (method === 'POST' && !sameSite(request, url, allowedOrigins)) {
      return problem(
        403,
        'The request did not come from this site (Origin not allowed): actions are only accepted from the bank’s own pages.',
      );
    }
    const queryRefusal = checkQuery(route, rawQuery, components);
    if (queryRefusal !== undefined) return queryRefusal;

    if (route.route.access === 'proxy' && earnedRewards !== undefined) {
      try {
        const entries = await earnedRewards.listEarnedRewards(userId);
        const data = entries.filter((entry) => entry.attributes.status !== 'REJECTED');
        return json(200, { data });
      } catch (error) {
        onError?.(error);
        return problem(500, 'Earned rewards could not be read from the store; try again later.');
      }
    }

    const headers = new Headers();
    for (const [name, grammar] of Object.entries(FORWARDED_REQUEST_HEADERS)) {
      const value = request.headers.get(name);
      if (value !== null && grammar.test(value)) headers.set(name, value);
    }
    let upstream: TransportResponse;
    try {
      upstream = await client.forward({
        method,
        // Exactly as the browser sent it, below the base path.
        pathAndQuery: `${rawPath.slice(basePath.length)}${queryStart === -1 ? '' : `?${rawQuery}`}`,
        headers,
        signal: request.signal,
      });
    } catch (error) {
      if (request.signal.aborted) throw error;
      onError?.(error);
      return forwardFailure(error);
    }
    const failure = (status: number, detail: string, reason: string, extra?: Record<string, string>) => {
      // Says what came back, never what it said: an upstream body may echo the request's token.
      onError?.(
        new Error(
          `The rewards service ${reason} (${method} ${route.route.name}); the browser got ${status}.`,
        ),
      );
      return problem(status, detail, extra);
    };
    const { status } = upstream;
    if (status === 401) {
      // The service refused *our* credentials even after a fresh token: not the browser's session.
      return failure(
        502,
        'The rewards service refused the bank’s credentials; try again later.',
        'answered 401',
      );
    }
    if (status >= 300) {
      const kept = KEPT_ERROR_STATUSES.has(status) ? status : 502;
      const retryAfter = upstream.headers.get('retry-after');
      const extra: Record<string, string> =
        (kept === 429 || kept === 503) && retryAfter !== null && RETRY_AFTER.test(retryAfter)
          ? { 'retry-after': retryAfter }
          : {};
      const detail =
        UPSTREAM_ERROR_DETAILS[kept] ?? 'The rewards service failed to answer this request; try again later.';
      if (kept >= 500) return failure(kept, detail, `answered ${status}`, extra);
      return problem(kept, detail, extra, upstreamParameter(upstream.text, route));
    }
    const responseHeaders = new Headers(SECURITY_HEADERS);
    const language = upstream.headers.get('content-language');
    if (language !== null && CONTENT_LANGUAGE.test(language))
      responseHeaders.set('content-language', language);
    if (status === 204 || status === 205) return new Response(null, { status, headers: responseHeaders });
    const mediaType =
      (upstream.headers.get('content-type') ?? '').split(';', 1)[0]?.trim().toLowerCase() ?? '';
    if (!JSON_MEDIA_TYPES.has(mediaType)) {
      return failure(
        502,
        'The rewards service answered something other than JSON; try again later.',
        // Named only when it is a well-known one: the header is the service's text.
        `answered ${status} with ${NAMED_MEDIA_TYPES.has(mediaType) ? mediaType : 'another media type'}`,
      );
    }
    let body: string;
    try {
      const document: unknown = JSON.parse(upstream.text);
      if (document === null || typeof document !== 'object' || Array.isArray(document)) throw new TypeError();
      // Re-serialized: the browser gets bytes the proxy wrote, not the service's.
      body = JSON.stringify(document);
    } catch {
      return failure(
        502,
        'The rewards service answered something other than a JSON document; try again later.',
        `answered ${status} with a body that is not a JSON object`,
      );
    }
    responseHeaders.set('content-type', mediaType);
    return new Response(body, { status, headers: responseHeaders });
  };
}

/** The path and query of a request target, also when it came in absolute form (`http://host/path`). */
function originForm(rawUrl: string | undefined): string | undefined {
  if (rawUrl === undefined) return undefined;
  const absolute = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(rawUrl);
  return absolute === null ? rawUrl : rawUrl.slice(absolute[0].length) || '/';
}

function normalizeBasePath(basePath: string): string {
  const trimmed = basePath.trim().replace(/\/+$/, '');
  if (trimmed === '') return '';
  if (!trimmed.startsWith('/') || unsafePathReason(trimmed) !== undefined) {
    throw new TypeError(
      `createOffersProxy: basePath ${JSON.stringify(basePath)} must be a plain path such as "/api/rewards".`,
    );
  }
  return trimmed;
}
