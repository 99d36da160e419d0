import { type AssetType, isLoadableAssetUrl, type Offer, type OfferAsset } from '@offerkit/data';

/** The first asset of the first type in `types` that the offer has, with a URL that may be loaded. */
export const findAsset = (offer: Offer, types: readonly AssetType[]): OfferAsset | undefined => {
  const assets = offer.attributes.assets ?? [];
  for (const type of types) {
    const asset = assets.find((candidate) => candidate.type === type && isLoadableAssetUrl(candidate.url));
    if (asset !== undefined) return asset;
  }
  return undefined;
};
