import { RewardsRequestError } from '../errors/RewardsRequestError.ts';
import { resolveBase } from './base.ts';

// `.`/`..` segments, also percent-encoded: parsers resolve them, which could climb out of the base path.
const DOT_SEGMENT = /(^|\/)(\.|%2e){1,2}(\/|$)/i;
// An encoded `/` or `\`: a server that decodes before routing would see other segments than were checked.
const ENCODED_SEPARATOR = /%2f|%5c/i;

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
  for (const char of pathAndQuery) {
    const code = char.codePointAt(0) ?? 0;
    if (code <= 0x20 || code === 0x7f || char === '\\')
      refuse('it holds whitespace, control characters or a backslash.');
  }
  if (pathAndQuery.includes('#')) refuse('it holds a fragment (#).');
  const queryStart = pathAndQuery.indexOf('?');
  const path = queryStart === -1 ? pathAndQuery : pathAndQuery.slice(0, queryStart);
  if (DOT_SEGMENT.test(path))
    refuse('"." and ".." segments (also encoded as %2e) could leave the base path.');
  if (ENCODED_SEPARATOR.test(path))
    refuse('an encoded slash or backslash (%2f, %5c) could be read as another path.');
  if (path.includes('//')) refuse('an empty path segment ("//") could be read as another path.');
  return `${base.origin}${base.prefix}${pathAndQuery}`;
}
