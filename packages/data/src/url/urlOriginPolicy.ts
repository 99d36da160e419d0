import type { DecodeOptions } from '../decode/DecodeOptions.ts';

/** The origins a decoder holds asset and website URLs to. Internal. */
export interface UrlOriginPolicy {
  /** The page's origin and the client's base URL's: requests there carry the user's cookies. */
  own: readonly string[];
  /** The client's `assetOrigins`: when set, the only origins an asset loads from. */
  assets: readonly string[] | undefined;
}

/** The origin of `url` (resolved against `base`), `undefined` for none or an opaque one. Internal. */
export function originOf(url: string | undefined, base?: string): string | undefined {
  try {
    const origin = new URL(url as string, base).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/** The policy of one decode run: the page (when there is one), `baseUrl` and `assetOrigins`. Internal. */
export function urlOriginPolicy(options: DecodeOptions): UrlOriginPolicy {
  const page = (globalThis as { location?: { href?: string } }).location?.href;
  const own: string[] = [];
  for (const origin of [originOf(page), originOf(options.baseUrl, page)]) {
    if (origin !== undefined && !own.includes(origin)) own.push(origin);
  }
  return { own, assets: options.assetOrigins };
}

/**
 * Why a URL that passed its syntax policy may still not be loaded (`asset`) or linked, or `undefined`:
 * an asset outside `assetOrigins` when that is set, else anything on an own origin. Internal.
 */
export function originRefusal(url: string, policy: UrlOriginPolicy, asset: boolean): string | undefined {
  const origin = originOf(url);
  if (origin === undefined) return undefined;
  if (asset && policy.assets !== undefined) {
    return policy.assets.includes(origin) ? undefined : `${origin} is not one of the client's assetOrigins`;
  }
  return policy.own.includes(origin)
    ? `it points at ${origin}, the page's own origin or the client's base URL's, where a request carries the user's cookies (list the origin in assetOrigins to allow assets there)`
    : undefined;
}
