import type { AssetType, Offer, OfferAsset } from '../types/offer.ts';
import { isLoadableAssetUrl } from './isLoadableAssetUrl.ts';

/**
 * The offer's image to draw: the first asset of the first type in `types` (in that order of preference)
 * whose URL the asset policy ({@link isLoadableAssetUrl}) lets load; `undefined` when there is none, so
 * the display draws its fallback. Load the returned `url` exactly as given: it records attribution.
 */
export function findOfferAsset(offer: Offer, types: readonly AssetType[]): OfferAsset | undefined {
  const assets = offer.attributes.assets;
  if (assets === undefined) return undefined;
  // Plain loops: every card calls this, and a `find` callback per type is one closure more per call.
  for (const type of types) {
    for (const asset of assets) {
      if (asset.type === type && isLoadableAssetUrl(asset.url)) return asset;
    }
  }
  return undefined;
}
