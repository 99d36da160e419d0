import { QueryBuilder, requireId, resolveBase } from './base.ts';
import type { RewardsEndpoint } from './RewardsRequest.ts';
import { routePath } from './routePath.ts';
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
  return params.appendTo(anyRoutePath(config, route, ids));
}

// Every path under /v2/issuers/{organizationId} goes through routePath; the others (the token endpoint,
// /v2/issuer, the sandbox's own) carry no id but a sandbox file's or upload's, checked the same way.
function anyRoutePath(config: RewardsEndpoint, route: ServiceRoute, ids: object): string {
  const named = ids as Record<string, string | undefined>;
  if (route.path.startsWith('/v2/issuers/')) return routePath(config, route.path, named);
  const segments = route.path
    .split('/')
    .slice(1)
    .map((segment) =>
      segment[0] === '{' ? requireId(named[segment.slice(1, -1)], segment.slice(1, -1)) : segment,
    );
  const base = resolveBase(config.baseUrl);
  return `${base.origin}${base.prefix}/${segments.map(encodeURIComponent).join('/')}`;
}
