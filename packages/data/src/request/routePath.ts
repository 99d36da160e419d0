import { issuerPath, requireId } from './base.ts';
import type { RewardsEndpoint } from './RewardsRequest.ts';

/**
 * The URL of a route path of the table under `/v2/issuers/{organizationId}/` (`…/users/{userId}/offers`):
 * each `{name}` segment is `ids[name]`, checked by `requireId` (the error names the field) before the base
 * URL and the organization, then every segment is checked once more and percent-encoded by `issuerPath`.
 * Internal.
 */
export function routePath(
  config: RewardsEndpoint,
  path: string,
  ids: Readonly<Record<string, string | undefined>>,
): string {
  const segments = path.split('/').slice(4);
  return issuerPath(
    config,
    ...segments.map((segment) => {
      const name = segment.slice(1, -1);
      return segment[0] === '{' ? requireId(ids[name], name) : segment;
    }),
  );
}
