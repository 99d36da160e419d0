import type { SupportedComponent } from '../types/components.ts';
import { addPage, addSupportedComponents, QueryBuilder } from './base.ts';
import type { RewardsEndpoint, RewardsRequest } from './RewardsRequest.ts';
import { routePath } from './routePath.ts';
import type { LOCATIONS_PATH, OFFERS_PATH } from './serviceRoutes.ts';

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
 * The builder of `GET {base}/v2/issuers/{organizationId}/users/{userId}/{offers|locations}?…` for the path
 * of a list route of the table, from the query's members: `supportedComponents`, then the list's own
 * parameters written by `addFilters`, then `page[size]`, `page[after]`, `page[before]`. Offers and locations
 * share this frame so paging and components are checked one way; `withPageLink` adds the page link. Internal.
 */
export function userListRequest<Query extends UserListQuery>(
  path: typeof OFFERS_PATH | typeof LOCATIONS_PATH,
  addFilters: (params: QueryBuilder, query: Query) => void,
): UserListBuilder<Query> {
  return (config, userId, query = {} as Query) => {
    const url = routePath(config, path, { userId });
    const params = new QueryBuilder();
    addSupportedComponents(params, query.supportedComponents);
    addFilters(params, query);
    addPage(params, query);
    return { method: 'GET', url: params.appendTo(url) };
  };
}
