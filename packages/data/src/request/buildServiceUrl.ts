import { RewardsRequestError } from '../errors/RewardsRequestError.ts';
import { resolveBase } from './base.ts';
import { ambiguousPathReason, hasUnsafeCharacter } from './servicePath.ts';

/**
 * `{base}{pathAndQuery}`: a path and query below the service's base URL (`/v2/issuer`,
 * `/v2/issuers/{org}/users/{id}/offers?…`) appended by string concatenation, so it is sent byte for byte —
 * no decoding, re-encoding or reordering. For servers passing a checked browser request on.
 *
 * @throws {RewardsRequestError} for an invalid base URL, or a path that does not start with a single `/`,
 * or holds `.`/`..` segments (also `%2e`), encoded slashes or backslashes (`%2f`, `%5c`), empty segments,
 * backslashes, whitespace, control characters or a fragment.
 */
export function buildServiceUrl(baseUrl: string, pathAndQuery: string): string {
  const base = resolveBase(baseUrl);
  const refuse = (reason: string): never => {
    throw new RewardsRequestError(
      `Refused service path ${JSON.stringify(pathAndQuery)}: ${reason} Send the plain path of a rewards route.`,
    );
  };
  if (typeof pathAndQuery !== 'string' || !pathAndQuery.startsWith('/') || pathAndQuery.startsWith('//')) {
    refuse('it must start with a single "/".');
  }
  if (hasUnsafeCharacter(pathAndQuery)) refuse('it holds whitespace, control characters or a backslash.');
  if (pathAndQuery.includes('#')) refuse('it holds a fragment (#).');
  const queryStart = pathAndQuery.indexOf('?');
  const path = queryStart === -1 ? pathAndQuery : pathAndQuery.slice(0, queryStart);
  const ambiguous = ambiguousPathReason(path);
  if (ambiguous !== undefined) refuse(ambiguous);
  return `${base.origin}${base.prefix}${pathAndQuery}`;
}
