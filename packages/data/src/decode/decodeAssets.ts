import type { OfferAsset } from '../types/offer.ts';
import { loadableAssetUrl } from '../url/loadableAssetUrl.ts';
import { originRefusal } from '../url/urlOriginPolicy.ts';
import { type DecodeContext, pointer } from './context.ts';
import { decodeItems, decodeWithSchema, type MemberDecoder } from './fields.ts';
import * as s from './schemas.ts';

/**
 * The `assets` member of an offer or an earned reward: a malformed asset is dropped alone (reported as
 * `describe`), and so is one whose URL is on the page's own origin or the base URL's, or outside
 * `assetOrigins` (reported at its `url`). A URL the syntax policy (`loadableAssetUrl`) refuses is kept:
 * the views never load it, as before. Internal.
 */
export function decodeAssets(what: string, describe: string): MemberDecoder {
  return (value, path, ctx: DecodeContext) =>
    decodeItems(value, path, ctx, what, (item, itemPath): OfferAsset | undefined => {
      const asset = decodeWithSchema(s.offerAsset, item, itemPath, ctx, describe);
      if (asset === undefined) return undefined;
      const url = loadableAssetUrl(asset.url);
      const refusal = url === undefined ? undefined : originRefusal(url, ctx.urls, true);
      if (refusal === undefined) return asset;
      ctx.drop(pointer(itemPath, 'url'), `Dropped an asset, never loaded: ${refusal}.`);
      return undefined;
    });
}
