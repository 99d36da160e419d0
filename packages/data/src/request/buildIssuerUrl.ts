import { issuerPath, QueryBuilder, requireId } from './base.ts';
import type { RewardsEndpoint } from './RewardsRequest.ts';

/**
 * `{base}/v2/issuers/{organizationId}/{segments…}?{query}` for the server-side endpoints (users, uploads,
 * files, notifications): every segment percent-encoded with `encodeURIComponent`, query pairs in the given
 * order with their values encoded the same way and their names written as is.
 *
 * @throws {RewardsRequestError} for an invalid base URL, an empty organization id or an empty segment.
 */
export function buildIssuerUrl(
  config: RewardsEndpoint,
  segments: readonly string[],
  query: readonly (readonly [name: string, value: string])[] = [],
): string {
  const path = issuerPath(
    config,
    ...segments.map((segment, index) => requireId(segment, `path segment ${index + 1}`)),
  );
  const params = new QueryBuilder();
  for (const [name, value] of query) params.add(name, value);
  return params.appendTo(path);
}
