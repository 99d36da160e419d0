import { loadableAssetUrl } from './loadableAssetUrl.ts';

/**
 * Whether an asset URL from a response may be loaded as an image (the asset URL policy of every Offerkit
 * view: offer logos and banners, earned-reward logos); see {@link loadableAssetUrl}, which also gives the
 * URL to load (its parsed form).
 */
export function isLoadableAssetUrl(url: string): boolean {
  return loadableAssetUrl(url) !== undefined;
}
