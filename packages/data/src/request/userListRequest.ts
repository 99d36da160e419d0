import type { SupportedComponent } from '../types/components.ts';
import { addPage, addSupportedComponents, QueryBuilder } from './base.ts';
import { pageLinkRequest } from './pageLinkRequest.ts';
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
 * of a list route of the table: the page link when one is given (sent exactly as the service wrote it), otherwise
 * `supportedComponents`, then the list's own parameters written by `addFilters`, then `page[size]`,
 * `page[after]`, `page[before]`. Offers and locations share this frame so paging and components are
 * checked one way. Internal.
 */
export function userListRequest<Query extends UserListQuery>(
  path: typeof OFFERS_PATH | typeof LOCATIONS_PATH,
  addFilters: (params: QueryBuilder, query: Query) => void,
): UserListBuilder<Query> {
  return (config, userId, query = {} as Query) => {
    if (query.pageLink !== undefined) {
      // The list's resource is the last segment of its path: `offers` or `locations`.
      const resource = path.split('/').pop() as 'offers' | 'locations';
      return pageLinkRequest(config, userId, resource, query.pageLink);
    }
    const url = routePath(config, path, { userId });
    const params = new QueryBuilder();
    addSupportedComponents(params, query.supportedComponents);
    addFilters(params, query);
    addPage(params, query);
    return { method: 'GET', url: params.appendTo(url) };
  };
}
