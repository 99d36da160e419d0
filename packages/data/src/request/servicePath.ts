import { RewardsRequestError } from '../errors/RewardsRequestError.ts';
import { type ResolvedBase, SCHEME } from './base.ts';

/**
 * Checks the segments of a service path (the part after the base path prefix, `/v2/…`, still
 * percent-encoded as received): returns why it is not the expected resource, or `undefined` when it is.
 * Internal.
 */
export type ServicePathCheck = (segments: readonly string[]) => string | undefined;

// A `.` or `..` path segment, also percent-encoded (`%2e`): parsers resolve them, which could climb out of
// the base path prefix.
const DOT_SEGMENT = /(^|\/)(\.|%2e){1,2}(\/|$)/i;
// An encoded `/` or `\`: a server that decodes before routing would see other segments than we checked.
const ENCODED_SEPARATOR = /%2f|%5c/i;

/**
 * Why a path (no query) could be read as another path than the one checked: `.`/`..` segments (also
 * `%2e`), encoded slashes or backslashes, empty segments; `undefined` when it cannot. Internal.
 */
export function ambiguousPathReason(path: string): string | undefined {
  if (DOT_SEGMENT.test(path))
    return '"." and ".." path segments (also encoded as %2e) could leave the base path.';
  if (ENCODED_SEPARATOR.test(path))
    return 'an encoded slash or backslash (%2f, %5c) could be read as another path.';
  if (path.includes('//')) return 'an empty path segment ("//") could be read as another path.';
  return undefined;
}

// U+0000–U+0020 and U+007F (not in the allowed ranges), a backslash, or any whitespace.
const UNSAFE_CHARACTER = /[^\x21-\x7e\x80-\uffff]|[\\\s]/;

/**
 * Whitespace, control characters and backslashes: URL parsers strip or reinterpret them (`/\host` reads as
 * `//host`), so a URL holding them cannot be sent exactly as given. Internal.
 */
export function hasUnsafeCharacter(url: string): boolean {
  return UNSAFE_CHARACTER.test(url);
}

// The path (up to the first `?` or `#`) and, when a `?` comes first, the query (up to the `#`).
const PATH_AND_QUERY = /^([^?#]*)(?:\?([^#]*))?/;

/**
 * Resolves a URL taken from a response (`cta.action.url`, `links.next`) against the base URL without
 * re-encoding it, and checks that it names the expected resource under the base path prefix. The result is
 * built by string concatenation — never through `URL` — so the path and query are sent byte for byte.
 *
 * Accepted forms: a path starting with the base path prefix (`/api/rewards/v2/…`, used as is), a path
 * without it (`/v2/…`, the prefix is prepended), or an absolute http(s) URL on the base URL's origin whose
 * path starts with the prefix. Anything else throws a `RewardsRequestError` that names `what` and the
 * reason. Internal.
 */
export function resolveServiceUrl(
  base: ResolvedBase,
  raw: unknown,
  what: string,
  check: ServicePathCheck,
): { url: string; query: string | undefined } {
  if (typeof raw !== 'string' || raw === '') {
    throw new RewardsRequestError(`The ${what} is empty: the response gave nothing to request.`);
  }
  const refuse = (reason: string): never => {
    throw refused(what, raw, reason);
  };
  if (hasUnsafeCharacter(raw)) refuse('it holds whitespace, control characters or backslashes.');
  if (raw.startsWith('//')) refuse('a protocol-relative URL may point at another host.');
  let absolute = false;
  let pathAndQuery = raw;
  if (SCHEME.test(raw)) {
    pathAndQuery = sameOriginRest(raw, base.origin, refuse);
    absolute = true;
  } else if (!raw.startsWith('/')) {
    refuse('expected a path starting with "/" or an absolute http(s) URL.');
  }

  const [, path = '', query] = PATH_AND_QUERY.exec(pathAndQuery) ?? [];
  const ambiguous = ambiguousPathReason(path);
  if (ambiguous !== undefined) refuse(ambiguous);

  const prefix = base.prefix;
  const next = path.charAt(prefix.length);
  const underPrefix = prefix === '' || (path.startsWith(prefix) && (next === '' || next === '/'));
  const prefixedReason = underPrefix ? check(path.slice(prefix.length).split('/')) : undefined;
  if (absolute) {
    if (!underPrefix) refuse(`it is outside the base path ${prefix}.`);
    if (prefixedReason !== undefined) refuse(prefixedReason);
    return { url: raw, query };
  }
  // A relative path may already carry the prefix (a backend that rewrote it for its own route): then it is
  // used as is; otherwise the prefix is prepended.
  if (underPrefix && prefixedReason === undefined) return { url: `${base.origin}${raw}`, query };
  const reason = check(path.split('/'));
  if (reason !== undefined) refuse(prefixedReason ?? reason);
  return { url: `${base.origin}${prefix}${raw}`, query };
}

/**
 * The refusal of a value taken from a response (`what`: "action url", "page link"…): the value, why, and
 * that nothing was sent. Internal.
 */
export function refused(what: string, value: unknown, reason: string): RewardsRequestError {
  return new RewardsRequestError(
    `Refused ${what} ${JSON.stringify(value)}: ${reason} Nothing was sent: check the ${what} the service (or your backend) returned.`,
  );
}

/** The path, query and fragment of an absolute URL on `origin`, as written. */
function sameOriginRest(url: string, origin: string, refuse: (reason: string) => never): string {
  const scheme = url.slice(0, url.indexOf(':')).toLowerCase();
  if (scheme !== 'http' && scheme !== 'https') {
    refuse(`the scheme "${scheme}:" is not http(s).`);
  }
  // `http:host/x` and `http:/host/x` parse as `http://host/x`: require the authority to be written out, so
  // that the path cut below is the path the parser sees.
  if (url.slice(scheme.length + 1, scheme.length + 3) !== '//') {
    refuse('an absolute URL must be written as "http(s)://host/path".');
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return refuse('it is not a valid URL.');
  }
  if (parsed.username !== '' || parsed.password !== '') refuse('it carries credentials.');
  if (parsed.origin !== origin) {
    refuse(`it is on origin ${parsed.origin}, not on the base URL's origin ${origin}.`);
  }
  const authorityStart = scheme.length + 3;
  const pathStart = url.slice(authorityStart).search(/[/?#]/);
  const rest = pathStart === -1 ? '' : url.slice(authorityStart + pathStart);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/** Decodes one path segment for comparison with an id; `undefined` when it is not valid percent-encoding. */
export function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/**
 * The check of a route under `/v2/issuers/{organizationId}/users/{userId}/`: `notIt` when the frame, or the
 * segments after the user (`tailFits`), have another shape; then the organization, then `otherUser` for
 * another user (ids compared percent-decoded), then what `tailReason` finds wrong in the rest. Internal.
 */
export function userRouteCheck(
  organizationId: string,
  userId: string,
  notIt: string,
  tailFits: (tail: readonly string[]) => boolean,
  otherUser: (user: string) => string,
  tailReason: (tail: readonly string[]) => string | undefined = () => undefined,
): ServicePathCheck {
  return (segments) => {
    const [empty, version, issuers, org = '', users, user = '', ...tail] = segments;
    if (empty !== '' || version !== 'v2' || issuers !== 'issuers' || users !== 'users' || !tailFits(tail)) {
      return notIt;
    }
    if (decodeSegment(org) !== organizationId) {
      return `it names organization ${JSON.stringify(org)}, but the client is for organization ${JSON.stringify(organizationId)}.`;
    }
    return decodeSegment(user) === userId ? tailReason(tail) : otherUser(user);
  };
}
