import type { SupportedComponent } from '../types/components.ts';
import { addPage, addSupportedComponents, QueryBuilder } from './base.ts';
import { routePath } from './buildRouteUrl.ts';
import { pageLinkRequest } from './pageLinkRequest.ts';
import type { RewardsEndpoint, RewardsRequest } from './RewardsRequest.ts';
import type { LOCATIONS_ROUTE, OFFERS_ROUTE } from './serviceRoutes.ts';

/** The members every user-scoped list query shares: components, paging and a page link. Internal. */
export interface UserListQuery {
  supportedComponents?: readonly SupportedComponent[] | undefined;
  pageSize?: number | undefined;
  after?: string | undefined;
  before?: string | undefined;
  pageLink?: string | undefined;
}

/** Builds the request of one page of a user's list. */
export type UserListBuilder<Query> = (
  config: RewardsEndpoint,
  userId: string,
  query?: Query,
) => RewardsRequest;

/**
 * The builder of `GET {base}/v2/issuers/{organizationId}/users/{userId}/{offers|locations}?…` of a list
 * route of the table: the page link when one is given (sent exactly as the service wrote it), otherwise
 * `supportedComponents`, then the list's own parameters written by `addFilters`, then `page[size]`,
 * `page[after]`, `page[before]`. Offers and locations share this frame so paging and components are
 * checked one way. Internal.
 */
export function userListRequest<Query extends UserListQuery>(
  route: typeof OFFERS_ROUTE | typeof LOCATIONS_ROUTE,
  addFilters: (params: QueryBuilder, query: Query) => void,
): UserListBuilder<Query> {
  return (config, userId, query = {} as Query) => {
    if (query.pageLink !== undefined) return pageLinkRequest(config, userId, route.name, query.pageLink);
    const path = routePath(config, route, { userId });
    const params = new QueryBuilder();
    addSupportedComponents(params, query.supportedComponents);
    addFilters(params, query);
    addPage(params, query);
    return { method: route.method, url: params.appendTo(path) };
  };
}
