import { RewardsRequestError } from '../errors/RewardsRequestError.ts';
import type { CtaAction } from '../types/components.ts';
import { resolveBase } from './base.ts';
import type { RewardsEndpoint, RewardsRequest } from './RewardsRequest.ts';

// An RFC 9110 method token.
const METHOD = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
// A URL scheme (RFC 3986) at the start: `https:`, `javascript:`, `data:`...
const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:/;
// Whitespace, control characters and backslashes: URL parsers strip or reinterpret them (`/\host` reads as
// `//host`), so a URL holding them cannot be sent exactly as given.
function hasUnsafeCharacter(url: string): boolean {
  for (const char of url) {
    const code = char.codePointAt(0) ?? 0;
    if (code <= 0x20 || code === 0x7f || char === '\\' || /\s/.test(char)) return true;
  }
  return false;
}
// A `.` or `..` path segment, also percent-encoded (`%2e`): parsers resolve them, which could climb out of
// the base path prefix.
const DOT_SEGMENT = /(^|\/)(\.|%2e){1,2}(\/|$)/i;

/**
 * The request for an offer's `cta.action`, with the method it names and its URL exactly as given: no
 * re-encoding, no reordering — the result is built by string concatenation, never through `URL`.
 *
 * - A path (`/v2/issuers/…?include=offer&…`) is appended to the base URL, path prefix included:
 *   base `https://bank.example/api/rewards` + `/v2/…` → `https://bank.example/api/rewards/v2/…`. When the
 *   path already starts with the prefix (a backend that rewrote the action for its own route), the prefix
 *   is not added twice.
 * - An absolute http(s) URL on the base URL's origin is used as is.
 *
 * @throws {RewardsRequestError} for another origin, a non-http(s) scheme (`javascript:`, `data:`…), a
 * protocol-relative URL (`//host`), a path not starting with `/`, `.`/`..` segments, whitespace, control
 * characters or backslashes, or a method that is not an HTTP token.
 */
export function buildActionRequest(config: RewardsEndpoint, action: CtaAction): RewardsRequest {
  const base = resolveBase(config.baseUrl);
  const { url, method } = action ?? {};
  if (typeof method !== 'string' || !METHOD.test(method)) {
    throw new RewardsRequestError(`The action's method ${JSON.stringify(method)} is not an HTTP method.`);
  }
  if (typeof url !== 'string' || url === '') {
    throw new RewardsRequestError('The action has no url: the offer cannot run this CTA.');
  }
  if (hasUnsafeCharacter(url)) {
    throw new RewardsRequestError(
      `Refused action url ${JSON.stringify(url)}: it holds whitespace, control characters or backslashes.`,
    );
  }
  if (url.startsWith('//')) {
    throw new RewardsRequestError(
      `Refused action url ${JSON.stringify(url)}: a protocol-relative URL may point at another host. ` +
        'Actions must be paths on the rewards base URL.',
    );
  }
  if (url.startsWith('/')) return { method, url: `${base.origin}${withPrefix(base.prefix, url)}` };
  if (SCHEME.test(url)) return { method, url: sameOriginUrl(url, base.origin) };
  throw new RewardsRequestError(
    `Refused action url ${JSON.stringify(url)}: expected a path starting with "/" or an absolute http(s) URL.`,
  );
}

function withPrefix(prefix: string, url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  if (DOT_SEGMENT.test(path)) {
    throw new RewardsRequestError(
      `Refused action url ${JSON.stringify(url)}: "." and ".." path segments could leave the base path.`,
    );
  }
  if (prefix === '') return url;
  const next = url.charAt(prefix.length);
  const hasPrefix = url.startsWith(prefix) && (next === '' || next === '/' || next === '?' || next === '#');
  return hasPrefix ? url : `${prefix}${url}`;
}

function sameOriginUrl(url: string, origin: string): string {
  const scheme = url.slice(0, url.indexOf(':')).toLowerCase();
  if (scheme !== 'http' && scheme !== 'https') {
    throw new RewardsRequestError(
      `Refused action url with scheme "${scheme}:": only http(s) URLs on the rewards base URL are run.`,
    );
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new RewardsRequestError(`Refused action url ${JSON.stringify(url)}: it is not a valid URL.`);
  }
  if (parsed.username !== '' || parsed.password !== '') {
    throw new RewardsRequestError('Refused action url: it carries credentials.');
  }
  if (parsed.origin !== origin) {
    throw new RewardsRequestError(
      `Refused action url on origin ${parsed.origin}: actions run only against the base URL's origin ${origin}.`,
    );
  }
  // Validated through URL, but sent as given.
  return url;
}
