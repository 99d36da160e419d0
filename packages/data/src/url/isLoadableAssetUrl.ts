/**
 * URLs an asset may be loaded from: absolute http(s) URLs (used exactly as given: they record attribution)
 * and image data URLs. Anything else is never loaded: a relative path would request the host page's own
 * origin with the user's cookies, and `javascript:`, `file:`, `blob:` or `data:text/html` are no images.
 */
const LOADABLE_URL = /^(?:https?:\/\/[^\s/?#\\]|data:image\/(?:png|gif|jpe?g|webp|avif|svg\+xml)[;,])/i;

/**
 * Whether an asset URL from a response may be loaded as an image (the asset URL policy of every Offerkit
 * view: offer logos and banners, earned-reward logos). Load an accepted URL exactly as given.
 */
export function isLoadableAssetUrl(url: string): boolean {
  return LOADABLE_URL.test(url.trim());
}
