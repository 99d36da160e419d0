import { type ServiceRoute, serviceRoute } from '@offerkit/data/backend';
import type { SandboxRoute } from '../faults.ts';

/** A route path of the table as Hono writes it: `{name}` → `:name`. */
type HonoPath<Path extends string> = Path extends `${infer Head}{${infer Name}}${infer Tail}`
  ? `${Head}:${Name}${HonoPath<Tail>}`
  : Path;

/**
 * The method and path of a route of the table, named as faults and the request log name it, to spread
 * into `api.on(...)`: the sandbox registers what the table describes, so its paths cannot drift from the
 * proxy's or the builders'. A segment with its own pattern in the table (`kind: 'logos|banners'`) keeps it.
 */
export function sandboxRoute<Name extends SandboxRoute>(
  name: Name,
): readonly [method: string, path: HonoPath<ReturnType<typeof serviceRoute<Name>>['path']>] {
  const route: ServiceRoute = serviceRoute(name);
  const path = route.path.replace(/\{(\w+)\}/g, (_, segment: string) => {
    const pattern = route.segments?.[segment];
    return pattern === undefined ? `:${segment}` : `:${segment}{${pattern}}`;
  });
  return [route.method, path as HonoPath<ReturnType<typeof serviceRoute<Name>>['path']>];
}
