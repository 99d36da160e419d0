import { SUPPORTED_COMPONENTS } from '@offerkit/data';

/** What a route of the proxy serves. Internal. */
export type ProxyRouteKind = 'offers' | 'locations' | 'activate' | 'boost' | 'earned-rewards';

/** The one method each route answers. Internal. */
export const ROUTE_METHODS: Readonly<Record<ProxyRouteKind, 'GET' | 'POST'>> = {
  offers: 'GET',
  locations: 'GET',
  activate: 'POST',
  boost: 'POST',
  'earned-rewards': 'GET',
};

const PAGE = ['page[size]', 'page[after]', 'page[before]'];

/**
 * Query parameter names per route: the contract's, with those gaps.md adds. Anything else is refused
 * with 400 before the service is called. Internal.
 */
export const ROUTE_QUERY_NAMES: Readonly<Record<ProxyRouteKind, ReadonlySet<string>>> = {
  offers: new Set([
    'supportedComponents',
    'filter[search]',
    'filter[category]',
    'filter[purchaseChannel]',
    'filter[isTargeted]',
    'sort',
    'include',
    ...PAGE,
  ]),
  locations: new Set([
    'supportedComponents',
    'include',
    'longitude',
    'latitude',
    'filter[name]',
    'filter[latitude]',
    'filter[longitude]',
    'filter[radius]',
    'filter[city]',
    'filter[zipCode]',
    'filter[state]',
    'filter[category]',
    'sort',
    ...PAGE,
  ]),
  activate: new Set(['include', 'supportedComponents']),
  boost: new Set(['include', 'supportedComponents']),
  'earned-rewards': new Set(),
};

/** Allowed comma-separated `include` values per route. Internal. */
export const ROUTE_INCLUDES: Readonly<Record<ProxyRouteKind, readonly string[]>> = {
  offers: ['categories'],
  locations: ['offers', 'categories'],
  activate: ['offer'],
  boost: ['offer'],
  'earned-rewards': [],
};

/** Every component name the service knows. Internal. */
export const ALL_COMPONENTS: readonly string[] = SUPPORTED_COMPONENTS;

/** Request headers passed on to the service; everything else (cookies, Authorization…) stays behind. */
export const FORWARDED_REQUEST_HEADERS: readonly string[] = ['accept', 'accept-language'];

/** Response headers passed back to the browser; everything else (Set-Cookie, auth challenges…) stays behind. */
export const FORWARDED_RESPONSE_HEADERS: readonly string[] = [
  'content-type',
  'retry-after',
  'content-language',
];

// `users/{userId}/offers`, `…/locations`, `…/earned-rewards`, `…/offers/{offerId}/activate|boost`.
const ROUTE =
  /^\/v2\/issuers\/([^/]+)\/users\/([^/]+)\/(?:(offers|locations|earned-rewards)|offers\/([^/]+)\/(activate|boost))$/;

/** A matched route with its raw (still percent-encoded) path segments. Internal. */
export interface MatchedRoute {
  kind: ProxyRouteKind;
  organizationId: string;
  userId: string;
}

/** The route of a path below the base path (`/v2/issuers/…`), or `undefined`. Internal. */
export function matchRoute(path: string): MatchedRoute | undefined {
  const match = ROUTE.exec(path);
  if (match === null) return undefined;
  const kind = (match[3] ?? match[5]) as ProxyRouteKind;
  return { kind, organizationId: match[1] as string, userId: match[2] as string };
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
