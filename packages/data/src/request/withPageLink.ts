import { pageLinkRequest } from './pageLinkRequest.ts';
import type { LOCATIONS_PATH, OFFERS_PATH } from './serviceRoutes.ts';
import type { UserListBuilder, UserListQuery } from './userListRequest.ts';

/**
 * A list builder that also takes a page link: when `query.pageLink` is given, the request is that link, sent
 * exactly as the service wrote it once checked to be a page of this user's list under the base URL (see
 * `pageLinkRequest`), and the other members are not read; otherwise `build` writes the request from them.
 * Apart from `build` so that the client's first page does not carry the link checks. Internal.
 */
export function withPageLink<Query extends UserListQuery>(
  path: typeof OFFERS_PATH | typeof LOCATIONS_PATH,
  build: UserListBuilder<Query>,
): UserListBuilder<Query> {
  // The list's resource is the last segment of its path: `offers` or `locations`.
  const resource = path.split('/').pop() as 'offers' | 'locations';
  return (config, userId, query = {} as Query) =>
    query.pageLink === undefined
      ? build(config, userId, query)
      : pageLinkRequest(config, userId, resource, query.pageLink);
}
