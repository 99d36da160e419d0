import { issuerPath, QueryBuilder, requireId, resolveBase } from './base.ts';
import type { RewardsEndpoint } from './RewardsRequest.ts';
import type { RoutePathParams, ServiceRoute } from './serviceRoutes.ts';

/** The ids a route's path needs besides the organization, which comes from the endpoint. */
export type RouteIds<Route extends ServiceRoute> = Omit<RoutePathParams<Route['path']>, 'organizationId'>;

/**
 * `{base}{route.path}?{query}` with each `{name}` segment replaced by its id, checked (see `requireId`: an
 * id that would leave its segment is refused, the error naming the field) and percent-encoded; the
 * organization is the endpoint's. Query pairs keep their order, values encoded with `encodeURIComponent`.
 *
 * @example buildRouteUrl(endpoint, serviceRoute('getUser'), {userId})
 * @throws {RewardsRequestError} for an invalid base URL, organization id or id.
 */
export function buildRouteUrl<Route extends ServiceRoute>(
  config: RewardsEndpoint,
  route: Route,
  ids: RouteIds<Route>,
  query: readonly (readonly [name: string, value: string | undefined])[] = [],
): string {
  const params = new QueryBuilder();
  for (const [name, value] of query) params.add(name, value);
  return params.appendTo(routePath(config, route, ids));
}

/**
 * The URL of a route's path (no query): the ids are checked first, then the base URL and the organization,
 * and every segment below `/v2/issuers/` goes through `issuerPath` once more. Internal.
 */
export function routePath(config: RewardsEndpoint, route: ServiceRoute, ids: object): string {
  const segments = route.path
    .split('/')
    .slice(1)
    .map((segment) => {
      const name = /^\{(.+)\}$/.exec(segment)?.[1];
      if (name === undefined || name === 'organizationId') return segment;
      return requireId((ids as Record<string, unknown>)[name], name);
    });
  if (segments[0] === 'v2' && segments[1] === 'issuers') return issuerPath(config, ...segments.slice(3));
  const base = resolveBase(config.baseUrl);
  return `${base.origin}${base.prefix}/${segments.map(encodeURIComponent).join('/')}`;
}
