import { SUPPORTED_COMPONENTS } from '@offerkit/data';
import { ID_SEGMENT, matchServiceRoute, SERVICE_ROUTES, type ServiceRoute } from '@offerkit/data/backend';

/**
 * The routes the browser may call through the proxy, from the route table: the service's browser routes
 * (their one method, query names and `include` values) and the proxy's own earned rewards. Internal.
 */
export const PROXY_ROUTES: readonly ServiceRoute[] = SERVICE_ROUTES.filter(
  (route) => route.access === 'browser' || route.access === 'proxy',
);

/** Every component name the service knows. Internal. */
export const ALL_COMPONENTS: readonly string[] = SUPPORTED_COMPONENTS;

/**
 * Request headers passed on to the service, each with the grammar its value must match; everything else
 * (cookies, Authorization, Accept: the proxy asks for JSON itself) stays behind. Internal.
 */
export const FORWARDED_REQUEST_HEADERS: Readonly<Record<string, RegExp>> = {
  'accept-language': /^[A-Za-z0-9*,;=. -]{1,200}$/,
};

/**
 * The media types the proxy relays (without parameters); any other answer is the proxy's own 502.
 * Internal.
 */
export const JSON_MEDIA_TYPES: ReadonlySet<string> = new Set([
  'application/json',
  'application/vnd.api+json',
]);

/**
 * Upstream error statuses the browser is told as they are (with the proxy's own error document); any
 * other 4xx/5xx is a 502. Internal.
 */
export const KEPT_ERROR_STATUSES: ReadonlySet<number> = new Set([
  400, 403, 404, 408, 409, 410, 422, 429, 503, 504,
]);

/** `Retry-After`: delta-seconds or an IMF-fixdate. Internal. */
export const RETRY_AFTER = /^(?:\d{1,10}|[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT)$/;

/** `Content-Language`: a short list of language tags. Internal. */
export const CONTENT_LANGUAGE = /^[A-Za-z0-9-]{1,35}(?:, ?[A-Za-z0-9-]{1,35}){0,9}$/;

/** Longest request target (path and query) the proxy passes on; longer is 414. Internal. */
export const MAX_TARGET_LENGTH = 8192;

/** A matched route with its raw (still percent-encoded) organization and user segments. Internal. */
export interface MatchedRoute {
  route: ServiceRoute;
  organizationId: string;
  userId: string;
}

/** The proxy route of a path below the base path (`/v2/issuers/…`), or `undefined`. Internal. */
export function matchRoute(path: string): MatchedRoute | undefined {
  const matched = matchServiceRoute(path, undefined, PROXY_ROUTES);
  if (matched === undefined) return undefined;
  const { organizationId = '', userId = '' } = matched.segments;
  return { route: matched.route, organizationId, userId };
}

/**
 * Why a raw request target (path, before `?`) must not reach the service, or `undefined` when it may:
 * dot segments (also percent-encoded), encoded slashes or backslashes, backslashes, empty segments,
 * whitespace and control characters. Checked on the raw target, since `new URL` already resolves dot
 * segments and backslashes. Internal.
 */
export function unsafePathReason(path: string): string | undefined {
  if (/(^|\/)(\.|%2e){1,2}(\/|$)/i.test(path)) return 'it holds a "." or ".." segment';
  if (/%2e/i.test(path)) return 'it holds an encoded dot (%2e)';
  if (/%2f|%5c/i.test(path)) return 'it holds an encoded slash or backslash (%2f, %5c)';
  if (path.includes('\\')) return 'it holds a backslash';
  if (path.includes('//')) return 'it holds an empty segment (//)';
  for (const char of path) {
    const code = char.codePointAt(0) ?? 0;
    if (code <= 0x20 || code === 0x7f) return 'it holds whitespace or a control character';
  }
  return undefined;
}

/**
 * Why a path below the base path (`/v2/issuers/…`) must not be forwarded, or `undefined`: every segment
 * has the grammar of an id segment of the route table (unreserved characters or their `%XX` forms), and
 * none is a dot segment. Internal.
 */
export function segmentGrammarReason(path: string): string | undefined {
  const segments = path.split('/').slice(1);
  for (const [index, segment] of segments.entries()) {
    const where = `segment ${index + 1} below the base path`;
    if (!ID_SEGMENT.test(segment)) {
      if (segment === '') return `${where} is empty`;
      if (segment.includes(';')) return `${where} holds a ";"`;
      if (/%25/.test(segment)) return `${where} holds an encoded percent sign (%25)`;
      return `${where} holds a character other than letters, digits and "-._~" (or their %XX forms)`;
    }
    if (/^(?:\.|%2e){1,2}$/i.test(segment)) return `${where} is a "." or ".." segment`;
  }
  return undefined;
}

// Query characters a checked pair may hold as sent: unreserved, sub-delimiters but ";", ":@/?", the
// brackets of `filter[…]` and valid %XX. A raw ";" is a pair separator to some servers.
const QUERY = /^(?:[A-Za-z0-9._~!$&'()*+,=:@/?[\]-]|%[0-9A-Fa-f]{2})*$/;

/** Why a raw query (after `?`) must not be forwarded, or `undefined`. Internal. */
export function queryGrammarReason(query: string): string | undefined {
  if (QUERY.test(query)) return undefined;
  if (query.includes(';')) return 'it holds a ";" (separate parameters with "&")';
  return 'it holds a character that must be percent-encoded, or a malformed %XX';
}
