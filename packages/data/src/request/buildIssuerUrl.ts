import { RewardsRequestError } from '../errors/RewardsRequestError.ts';
import { issuerPath, QueryBuilder, requireId } from './base.ts';
import type { RewardsEndpoint } from './RewardsRequest.ts';

/**
 * `{base}/v2/issuers/{organizationId}/{segments…}?{query}` for the server-side endpoints (users, uploads,
 * files, notifications): every segment percent-encoded with `encodeURIComponent`, query pairs in the given
 * order with their values encoded the same way and their names written as is.
 *
 * A segment is a fixed word (`'users'`) or an id given with its field name (`{userId}`): an id that is
 * empty, `.` or `..` (also percent-encoded, `%2e%2e`), or holds `/`, `\` (also `%2f`, `%5c`) or control
 * characters is refused with an error naming the field — `users/..` would name the organization.
 *
 * @example buildIssuerUrl(endpoint, ['users', {userId}])
 * @throws {RewardsRequestError} for an invalid base URL, organization id or segment.
 */
export function buildIssuerUrl(
  config: RewardsEndpoint,
  segments: readonly (string | Readonly<Record<string, string>>)[],
  query: readonly (readonly [name: string, value: string])[] = [],
): string {
  const path = issuerPath(
    config,
    ...segments.map((segment, index) => {
      if (typeof segment !== 'object' || segment === null) {
        return requireId(segment, `path segment ${index + 2}`);
      }
      const entries = Object.entries(segment);
      if (entries.length !== 1) {
        throw new RewardsRequestError(
          `Path segment ${index + 2} must be a string or one {field: id} pair, e.g. {userId}.`,
        );
      }
      const [[name, id]] = entries as [[string, unknown]];
      return requireId(id, name);
    }),
  );
  const params = new QueryBuilder();
  for (const [name, value] of query) params.add(name, value);
  return params.appendTo(path);
}
