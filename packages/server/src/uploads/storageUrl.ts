import { RewardsNetworkError, RewardsRequestError } from '@offerkit/data';

/**
 * What decides whether a presigned storage URL (an upload `url`, a file's `downloadUrl`) may be fetched.
 * Internal.
 */
export interface StoragePolicy {
  /** The rewards service's base URL; `undefined` when the caller gave none (then https is required). */
  serviceBaseUrl?: string | undefined;
  /** The hosts presigned URLs may point at; `undefined`: any public host. */
  allowedStorageHosts?: readonly string[] | undefined;
}

// Names that resolve to this machine or to a private network by convention: `localhost` and below,
// mDNS `.local`, and `.internal` (cloud metadata names such as `metadata.google.internal`).
const LOCAL_NAME = /(^|\.)(localhost|local|internal|localdomain|home\.arpa)\.?$/i;

/** `a.b.c.d` → its four numbers, for a hostname the URL parser already normalized. */
function ipv4Parts(hostname: string): number[] | undefined {
  const match = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(hostname);
  return match === null ? undefined : match.slice(1).map(Number);
}

/** Whether an IPv4 address is not a public unicast address (RFC 6890 special-purpose ranges). */
function isSpecialIpv4([a = 0, b = 0, c = 0]: readonly number[]): boolean {
  return (
    a === 0 || // "this network", 0.0.0.0
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) || // carrier-grade NAT
    (a === 169 && b === 254) || // link-local, cloud metadata (169.254.169.254)
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 192 && b === 0 && c === 0) || // IETF protocol assignments
    (a === 192 && b === 0 && c === 2) || // documentation
    (a === 198 && (b === 18 || b === 19)) || // benchmarking
    (a === 198 && b === 51 && c === 100) ||
    (a === 203 && b === 0 && c === 113) ||
    a >= 224 // multicast, reserved, broadcast
  );
}

/** The eight 16-bit groups of a bracketed IPv6 hostname as the URL parser writes it (`[::ffff:7f00:1]`). */
function ipv6Groups(hostname: string): number[] | undefined {
  if (!hostname.startsWith('[') || !hostname.endsWith(']')) return undefined;
  const text = hostname.slice(1, -1);
  const [head = '', tail] = text.split('::');
  const parse = (part: string) =>
    part === '' ? [] : part.split(':').map((group) => Number.parseInt(group, 16));
  const start = parse(head);
  const end = tail === undefined ? [] : parse(tail);
  const groups = [...start, ...Array(8 - start.length - end.length).fill(0), ...end];
  return groups.length === 8 && groups.every((group) => Number.isInteger(group)) ? groups : undefined;
}

/** Whether an IPv6 address is loopback, unspecified, link-local, unique-local, multicast or maps one such IPv4. */
function isSpecialIpv6(groups: readonly number[]): boolean {
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = groups;
  const embedded = (high: number, low: number) => [high >> 8, high & 255, low >> 8, low & 255];
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0) {
    // ::, ::1, ::a.b.c.d (IPv4-compatible), ::ffff:a.b.c.d (IPv4-mapped) and ::ffff:0:a.b.c.d
    // (IPv4-translated): judged by the IPv4 address. Nothing else in ::/64 is a public address.
    if (g4 === 0 && g5 === 0 && g6 === 0) return true;
    if ((g4 === 0 && (g5 === 0 || g5 === 0xffff)) || (g4 === 0xffff && g5 === 0)) {
      return isSpecialIpv4(embedded(g6, g7));
    }
    return true;
  }
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) {
    return isSpecialIpv4(embedded(g6, g7)); // NAT64
  }
  if (g0 === 0x2002) return isSpecialIpv4(embedded(g1, g2)); // 6to4
  return (
    (g0 & 0xfe00) === 0xfc00 || // unique local fc00::/7
    (g0 & 0xffc0) === 0xfe80 || // link-local fe80::/10
    (g0 & 0xffc0) === 0xfec0 || // site-local fec0::/10
    (g0 & 0xff00) === 0xff00 || // multicast
    (g0 === 0x2001 && g1 === 0xdb8) // documentation
  );
}

/**
 * Why a host is not a public one: a loopback, private, link-local or otherwise special IP literal (any
 * form the URL parser normalizes: `2130706433`, `0x7f.1`, `0177.0.0.1`, `[::ffff:127.0.0.1]`), `localhost`
 * and other local names, or a single-label name (resolved through search domains, often to internal
 * hosts); `undefined` for a public name or address. Internal.
 */
export function privateHostReason(hostname: string): string | undefined {
  const v4 = ipv4Parts(hostname);
  if (v4 !== undefined) {
    return isSpecialIpv4(v4) ? `${hostname} is a loopback, private or special-purpose address` : undefined;
  }
  const v6 = ipv6Groups(hostname);
  if (v6 !== undefined) {
    return isSpecialIpv6(v6) ? `${hostname} is a loopback, private or special-purpose address` : undefined;
  }
  if (LOCAL_NAME.test(hostname)) return `${hostname} is a local or internal name`;
  if (!hostname.replace(/\.$/, '').includes('.')) return `${hostname} is a single-label name`;
  return undefined;
}

/** Whether `url`'s host is one of `allowed`: `host`, `host:port`, or `*.suffix` for any name below it. */
function isAllowedHost(url: URL, allowed: readonly string[]): boolean {
  return allowed.some((entry) => {
    const wanted = entry.trim().toLowerCase();
    if (wanted.startsWith('*.')) return url.hostname.endsWith(wanted.slice(1));
    return wanted === url.host || wanted === url.hostname;
  });
}

/**
 * Checks a presigned storage URL before anything is sent to it, and returns it as given: an absolute
 * `https:` URL (or `http:` when the service's own base URL is `http:` — the sandbox), without credentials,
 * on a public host — not a loopback, private or link-local address or a local name, unless it is the
 * service's own origin (the sandbox serves its presigned URLs there; the bank already talks to it) — or,
 * with `allowedStorageHosts`, on one of those hosts only. `what` names the URL in the error. Internal.
 *
 * @throws {RewardsRequestError} saying why; nothing was sent.
 */
export function checkStorageUrl(raw: unknown, policy: StoragePolicy, what: string): string {
  const refuse = (reason: string): never => {
    throw new RewardsRequestError(
      `Refused the ${what}: ${reason}. Nothing was sent to it: presigned URLs come from the rewards service, ` +
        'so check the service (and allowedStorageHosts, if your storage is on a host of your own).',
    );
  };
  if (typeof raw !== 'string' || raw === '') return refuse('it is empty');
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return refuse('it is not an absolute URL');
  }
  let service: URL | undefined;
  try {
    service = policy.serviceBaseUrl === undefined ? undefined : new URL(policy.serviceBaseUrl);
  } catch {
    service = undefined;
  }
  const plainHttpAllowed = service?.protocol === 'http:';
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && plainHttpAllowed)) {
    refuse(
      `its scheme is ${url.protocol}, but storage URLs must be https: (http: only when the service's own base URL is http:, as the sandbox's is)`,
    );
  }
  if (url.username !== '' || url.password !== '') refuse('it carries credentials (user:password@)');
  const allowed = policy.allowedStorageHosts;
  if (
    allowed !== undefined &&
    (!Array.isArray(allowed) || allowed.some((host) => typeof host !== 'string' || host.trim() === ''))
  ) {
    throw new RewardsRequestError(
      'allowedStorageHosts must be an array of host names ("storage.example", "storage.example:8443", "*.example").',
    );
  }
  if (allowed !== undefined) {
    if (!isAllowedHost(url, allowed)) refuse(`its host ${url.host} is not one of allowedStorageHosts`);
    return raw;
  }
  if (service !== undefined && url.origin === service.origin) return raw;
  const reason = privateHostReason(url.hostname);
  if (reason !== undefined) {
    refuse(`${reason}; storage is on a public host (give allowedStorageHosts to allow a host of your own)`);
  }
  return raw;
}

/**
 * Fetches a checked presigned URL without ever following a redirect (`redirect: 'error'`): a storage URL
 * that answers 3xx could send the bank's file, or the bank's server, anywhere. A redirect becomes a
 * `RewardsNetworkError` that says so. Internal.
 */
export async function fetchStorage(
  fetcher: typeof fetch,
  url: string,
  init: RequestInit,
  what: string,
): Promise<Response> {
  const redirected = () =>
    new RewardsNetworkError(
      `The ${what} answered with a redirect, which is never followed for presigned URLs (it could point at an internal address); nothing was sent on. Check the rewards service.`,
    );
  let response: Response;
  try {
    response = await fetcher(url, { ...init, redirect: 'error' });
  } catch (error) {
    if (init.signal?.aborted === true) throw error;
    if (/redirect/i.test(`${(error as Error)?.message} ${((error as Error)?.cause as Error)?.message}`)) {
      throw redirected();
    }
    throw error;
  }
  // A fetch that returned the redirect instead of failing (a custom fetch, a browser's opaque redirect).
  if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400)) {
    await response.body?.cancel().catch(() => undefined);
    throw redirected();
  }
  return response;
}
