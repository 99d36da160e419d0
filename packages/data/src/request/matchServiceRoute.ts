import { SERVICE_ROUTES, type ServiceRoute, type ServiceRouteName } from './serviceRoutes.ts';

/** A route a request addressed, with its `{name}` segments as received (still percent-encoded). */
export interface MatchedServiceRoute {
  route: ServiceRoute & { name: ServiceRouteName };
  segments: Readonly<Record<string, string>>;
}

const patterns = new Map<ServiceRoute, RegExp>();

/** The route's path as an anchored regular expression; `{name}` is one non-empty segment. */
function patternOf(route: ServiceRoute): RegExp {
  let pattern = patterns.get(route);
  if (pattern === undefined) {
    const source = route.path.replace(/\{(\w+)\}|[^{]+/g, (text, name: string | undefined) =>
      name === undefined
        ? text.replace(/[.*+?^$()[\]|\\]/g, '\\$&')
        : `(?<${name}>${route.segments?.[name] === undefined ? '[^/]+' : `(?:${route.segments[name]})`})`,
    );
    pattern = new RegExp(`^${source}$`);
    patterns.set(route, pattern);
  }
  return pattern;
}

/**
 * The first route of `routes` (every route by default) whose path pattern `path` (below the base path, no
 * query) fits and, when `method` is given, that answers it; `undefined` when none does.
 */
export function matchServiceRoute(
  path: string,
  method?: string,
  routes: readonly ServiceRoute[] = SERVICE_ROUTES,
): MatchedServiceRoute | undefined {
  for (const route of routes) {
    if (method !== undefined && route.method !== method) continue;
    const match = patternOf(route).exec(path);
    if (match !== null) {
      return { route: route as MatchedServiceRoute['route'], segments: { ...match.groups } };
    }
  }
  return undefined;
}
