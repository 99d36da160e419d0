import { RewardsRequestError } from '../errors/RewardsRequestError.ts';
import { SERVICE_ROUTES, type ServiceRouteName } from './serviceRoutes.ts';

type RouteNamed<Name extends ServiceRouteName> = Extract<(typeof SERVICE_ROUTES)[number], { name: Name }>;

/**
 * The route of {@link SERVICE_ROUTES} called `name`.
 * @throws {RewardsRequestError} for a name that is no route (only possible from untyped code).
 */
export function serviceRoute<Name extends ServiceRouteName>(name: Name): RouteNamed<Name> {
  const route = SERVICE_ROUTES.find((candidate) => candidate.name === name);
  if (route === undefined) {
    throw new RewardsRequestError(
      `No route ${JSON.stringify(name)}; routes: ${SERVICE_ROUTES.map((known) => known.name).join(', ')}.`,
    );
  }
  return route as RouteNamed<Name>;
}
