import type { Hono } from 'hono';
import { bannerSvg, logoSvg } from '../catalog/assetImages.ts';
import { ASSET_EVENT_CODES, ASSET_MEDIUMS } from '../constants.ts';
import { invalidParameter, notFound } from '../http/errors.ts';
import type { SandboxRuntime } from '../runtime.ts';

/**
 * Logo and banner images, generated from the merchant name as SVG, under `{basePath}/assets/logos/{offerId}.svg`
 * and `{basePath}/assets/banners/{offerId}.svg`. No bearer token (an `<img>` cannot send one). Each load
 * records an attribution event; as the contract says for sandbox, an invalid or missing `eventCode`
 * (`IMPRESSION`, `VIEW`) or `medium` (`WEB`, `MOBILE`, `EMAIL`, `PUSH`, `CTA`) → 400 with a description.
 */
export function registerAssetRoutes(api: Hono, runtime: SandboxRuntime): void {
  const { state } = runtime;
  const categoryName = new Map(
    state.catalog.categories.map((category) => [category.id, category.attributes.name]),
  );

  api.get('/assets/:kind{logos|banners}/:file{[^/]+\\.svg}', (context) => {
    const params = new URL(context.req.url).searchParams;
    const eventCode = params.get('eventCode');
    const medium = params.get('medium');
    if (eventCode === null || !(ASSET_EVENT_CODES as readonly string[]).includes(eventCode)) {
      throw invalidParameter(
        'eventCode',
        `eventCode ${JSON.stringify(eventCode)} is not valid on an asset URL; use ${ASSET_EVENT_CODES.join(' or ')} (load asset URLs exactly as the offer gives them).`,
      );
    }
    if (medium === null || !(ASSET_MEDIUMS as readonly string[]).includes(medium)) {
      throw invalidParameter(
        'medium',
        `medium ${JSON.stringify(medium)} is not valid on an asset URL; use one of ${ASSET_MEDIUMS.join(', ')} (load asset URLs exactly as the offer gives them).`,
      );
    }
    const offerId = context.req.param('file').replace(/\.svg$/, '');
    const offer = state.offerById.get(offerId);
    if (offer === undefined) throw notFound(`No image for offer "${offerId}": the offer does not exist.`);
    state.recordAssetLoad(offerId, eventCode, medium, params.get('userId') ?? undefined);
    const svg =
      context.req.param('kind') === 'logos'
        ? logoSvg(offer.name)
        : bannerSvg(offer.name, categoryName.get(offer.categoryId) ?? '');
    return new Response(svg, {
      headers: { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'no-store' },
    });
  });
}
