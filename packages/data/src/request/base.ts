import { RewardsRequestError } from '../errors/RewardsRequestError.ts';
import { SUPPORTED_COMPONENTS, type SupportedComponent } from '../types/components.ts';
import type { RewardsEndpoint } from './RewardsRequest.ts';

/** A validated base URL: its origin and its path prefix without a trailing slash. Internal. */
export interface ResolvedBase {
  origin: string;
  /** `''` or `/api/rewards`. */
  prefix: string;
}

/** A URL scheme (RFC 3986) at the start: `https:`, `javascript:`, `data:`… — an absolute URL. Internal. */
export const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:/;
// Resolves a path-only base for validation when there is no page: never requested.
const PLACEHOLDER_ORIGIN = 'http://offerkit.invalid/';

/**
 * Validates and splits `baseUrl`. A path-only base (`/api/rewards`) is resolved against the page's
 * `location` in a browser; where there is none (server rendering, Node, workers) it cannot be resolved, and
 * the error says to pass an absolute base URL there. Internal.
 */
export function resolveBase(baseUrl: string): ResolvedBase {
  requireBaseText(baseUrl);
  const page = (globalThis as { location?: { href?: unknown } }).location?.href;
  if (!SCHEME.test(baseUrl) && typeof page !== 'string') {
    throw new RewardsRequestError(
      `baseUrl ${JSON.stringify(baseUrl)} is a path, and there is no page origin to resolve it against ` +
        `(server rendering, Node, a worker): pass an absolute baseUrl there, e.g. new URL(${JSON.stringify(baseUrl)}, request.url).href.`,
    );
  }
  return splitBase(baseUrl, typeof page === 'string' ? page : undefined);
}

/**
 * Validates `baseUrl` without resolving it: a path-only base is accepted even where there is no page
 * (a client created during server rendering); it is resolved, or refused, when a request is built. Internal.
 */
export function checkBaseUrl(baseUrl: string): void {
  requireBaseText(baseUrl);
  splitBase(baseUrl, SCHEME.test(baseUrl) ? undefined : PLACEHOLDER_ORIGIN);
}

function requireBaseText(baseUrl: string): void {
  if (typeof baseUrl !== 'string' || baseUrl.trim() === '') {
    throw new RewardsRequestError(
      'baseUrl is empty: set it to the rewards service or your backend route URL.',
    );
  }
}

function splitBase(baseUrl: string, against: string | undefined): ResolvedBase {
  let parsed: URL;
  try {
    // An undefined base is no base, as if not given.
    parsed = new URL(baseUrl, against);
  } catch {
    throw new RewardsRequestError(
      `baseUrl ${JSON.stringify(baseUrl)} is not a valid URL: use e.g. "https://bank.example/api/rewards" or "/api/rewards".`,
    );
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new RewardsRequestError(`baseUrl must use http or https, not ${JSON.stringify(parsed.protocol)}.`);
  }
  if (parsed.search !== '' || parsed.hash !== '' || parsed.username !== '' || parsed.password !== '') {
    throw new RewardsRequestError(
      'baseUrl must not carry a query, a fragment or credentials: give headers or getHeaders for authentication.',
    );
  }
  return { origin: parsed.origin, prefix: parsed.pathname.replace(/\/+$/, '') };
}

/**
 * `{origin}{prefix}/v2/issuers/{org}/...segments`, each segment percent-encoded. Every path a builder makes
 * goes through here, so each segment is checked here once more (see {@link requireId}): a builder that
 * forgot to check an id still cannot send one that leaves its segment. Internal.
 */
export function issuerPath(config: RewardsEndpoint, ...segments: readonly string[]): string {
  const base = resolveBase(config.baseUrl);
  const parts = [
    requireId(config.organizationId, 'organizationId'),
    ...segments.map((segment, index) => requireId(segment, `path segment ${index + 2}`)),
  ];
  return `${base.origin}${base.prefix}/v2/issuers/${parts.map(encodeURIComponent).join('/')}`;
}

/** The refusal of an option or argument: "{name} must be {expected}, received {received}." Internal. */
export function mustBe(name: string, expected: string, received: unknown): RewardsRequestError {
  return new RewardsRequestError(`${name} must be ${expected}, received ${String(received)}.`);
}

// `.` or `..`, a separator (raw or percent-encoded), or a control character (a NUL cuts a path short in
// some servers).
const UNSAFE_ID = /^\.\.?$|[/\\]|[^\x20-\x7e\x80-\uffff]|%(2f|5c)/i;

/**
 * Refuses an id that cannot be one path segment: empty or not a string, `.` or `..` (URL parsers resolve
 * them: `users/..` is the organization), the same once percent-decoded once or more (`%2e%2e`,
 * `%252e%252e`: a gateway that decodes before routing resolves them), or holding `/`, `\` (also encoded,
 * at any depth) or control characters. The error names the field and never quotes the value (ids can be
 * personal data). Internal.
 */
export function requireId(value: unknown, name: string): string {
  if (typeof value !== 'string' || value === '') {
    throw mustBe(name, 'a non-empty string', JSON.stringify(value));
  }
  let id = value;
  // Each round peels one layer of percent-encoding; invalid encoding is decoded by no parser.
  for (let round = 0; round < 4 && !UNSAFE_ID.test(id); round++) {
    try {
      const decoded = decodeURIComponent(id);
      if (decoded === id) return value;
      id = decoded;
    } catch {
      return value;
    }
  }
  if (!UNSAFE_ID.test(id)) return value;
  throw new RewardsRequestError(
    `${name} must not be "." or ".." (also percent-encoded) nor hold "/", "\\" or control characters: it would name another path. Nothing was sent.`,
  );
}

/**
 * Query pairs in order. Keys are written as is (brackets stay literal: `filter[search]`); values are
 * percent-encoded with `encodeURIComponent` (`Food & Beverage` → `Food%20%26%20Beverage`). Internal.
 */
export class QueryBuilder {
  readonly #pairs: string[] = [];

  add(key: string, value: string | number | boolean | undefined): this {
    if (value !== undefined) this.#pairs.push(`${key}=${encodeURIComponent(String(value))}`);
    return this;
  }

  /** `filter[{name}]`: an empty string, like `undefined`, adds nothing (no filter). */
  filter(name: string, value: string | number | boolean | undefined): this {
    return this.add(`filter[${name}]`, value === '' ? undefined : value);
  }

  /** A value that is already encoded (e.g. a comma-joined list of encoded values). */
  addRaw(key: string, encodedValue: string): this {
    this.#pairs.push(`${key}=${encodedValue}`);
    return this;
  }

  /** Appends `?query` to `path`, or nothing when there is no pair. */
  appendTo(path: string): string {
    return this.#pairs.length === 0 ? path : `${path}?${this.#pairs.join('&')}`;
  }
}

/** Adds `supportedComponents` once per value, in the given order, refusing unknown values. Internal. */
export function addSupportedComponents(
  query: QueryBuilder,
  components: readonly SupportedComponent[] | undefined,
): void {
  if (components === undefined) return;
  if (!Array.isArray(components)) {
    throw new RewardsRequestError('supportedComponents must be an array of component names.');
  }
  for (const component of components) {
    if (!SUPPORTED_COMPONENTS.includes(component))
      unknownValue('supportedComponents', component, SUPPORTED_COMPONENTS);
    query.add('supportedComponents', component);
  }
}

/** Refuses a value outside `allowed`, naming the allowed values. Internal. */
export function requireOneOf<T extends string>(
  value: T | undefined,
  allowed: readonly T[],
  name: string,
): T | undefined {
  if (value !== undefined && !allowed.includes(value)) unknownValue(name, value, allowed);
  return value;
}

function unknownValue(name: string, value: unknown, allowed: readonly string[]): never {
  throw new RewardsRequestError(
    `Unknown ${name} value ${JSON.stringify(value)}. Allowed values: ${allowed.join(', ')}.`,
  );
}

/** Adds `page[size]`, `page[after]`, `page[before]`, refusing a page size that is not a positive integer. Internal. */
export function addPage(
  query: QueryBuilder,
  page: { pageSize?: number | undefined; after?: string | undefined; before?: string | undefined },
): void {
  if (page.pageSize !== undefined && !(Number.isInteger(page.pageSize) && page.pageSize > 0)) {
    throw mustBe('pageSize', 'a positive integer', page.pageSize);
  }
  query.add('page[size]', page.pageSize);
  query.add('page[after]', page.after);
  query.add('page[before]', page.before);
}

/** Adds `include` as one comma-joined value, refusing values outside `allowed`; nothing when empty. Internal. */
export function addInclude<T extends string>(
  query: QueryBuilder,
  include: readonly T[],
  allowed: readonly T[],
): void {
  for (const value of include) requireOneOf(value, allowed, 'include');
  if (include.length > 0) query.addRaw('include', include.map(encodeURIComponent).join(','));
}
