import type { AssetType, Offer, OfferAsset } from '../types/offer.ts';
import { loadableAssetUrl } from './loadableAssetUrl.ts';

/**
 * The offer's image to draw: the first asset of the first type in `types` (in that order of preference)
 * whose URL the asset policy ({@link loadableAssetUrl}) lets load; `undefined` when there is none, so
 * the display draws its fallback. The returned asset's `url` is the parsed URL the policy gives (the
 * asset itself when that is the URL as sent): load it as is, it records attribution.
 */
export function findOfferAsset(offer: Offer, types: readonly AssetType[]): OfferAsset | undefined {
  const assets = offer.attributes.assets;
  if (assets === undefined) return undefined;
  // Plain loops: every card calls this, and a `find` callback per type is one closure more per call.
  for (const type of types) {
    for (const asset of assets) {
      const url = asset.type === type ? loadableAssetUrl(asset.url) : undefined;
      if (url !== undefined) return url === asset.url ? asset : { ...asset, url };
    }
  }
  return undefined;
}
