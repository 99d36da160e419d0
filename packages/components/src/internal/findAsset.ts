import type { AssetType, Offer, OfferAsset } from '@offerkit/data';

/**
 * URLs an asset may be loaded from: absolute http(s) URLs (used exactly as given: they record attribution)
 * and image data URLs. Anything else is never loaded: a relative path would request the host page's own
 * origin with the user's cookies, and `javascript:`, `file:`, `blob:` or `data:text/html` are no images.
 */
const LOADABLE_URL = /^(?:https?:\/\/[^\s/?#\\]|data:image\/(?:png|gif|jpe?g|webp|avif|svg\+xml)[;,])/i;

/** The first asset of the first type in `types` that the offer has, with a URL that may be loaded. */
export const findAsset = (offer: Offer, types: readonly AssetType[]): OfferAsset | undefined => {
  const assets = offer.attributes.assets ?? [];
  for (const type of types) {
    const asset = assets.find(
      (candidate) => candidate.type === type && LOADABLE_URL.test(candidate.url.trim()),
    );
    if (asset !== undefined) return asset;
  }
  return undefined;
};
