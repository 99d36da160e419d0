import type { AssetType, Offer, OfferAsset } from '../types/offer.ts';
import { isLoadableAssetUrl } from './isLoadableAssetUrl.ts';

/**
 * The offer's image to draw: the first asset of the first type in `types` (in that order of preference)
 * whose URL the asset policy ({@link isLoadableAssetUrl}) lets load; `undefined` when there is none, so
 * the display draws its fallback. Load the returned `url` exactly as given: it records attribution.
 */
export function findOfferAsset(offer: Offer, types: readonly AssetType[]): OfferAsset | undefined {
  const assets = offer.attributes.assets ?? [];
  for (const type of types) {
    const asset = assets.find((candidate) => candidate.type === type && isLoadableAssetUrl(candidate.url));
    if (asset !== undefined) return asset;
  }
  return undefined;
}
