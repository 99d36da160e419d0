import type { Hono } from 'hono';
import { bannerSvg, logoSvg } from '../catalog/assetImages.ts';
import { sandboxRoute } from '../http/sandboxRoute.ts';
import type { SandboxRuntime } from '../runtime.ts';

/**
 * Logo and banner images, generated from the merchant name as SVG, under `{basePath}/assets/logos/{offerId}.svg`
 * and `{basePath}/assets/banners/{offerId}.svg`. No bearer token (an `<img>` cannot send one). Each load
 * records an attribution event; as the contract says for sandbox, an invalid or missing `eventCode`
 * (`IMPRESSION`, `VIEW`) or `medium` (`WEB`, `MOBILE`, `EMAIL`, `PUSH`, `CTA`) → 400 with a description.
 */
export function registerAssetRoutes(api: Hono, runtime: SandboxRuntime): void {
  const { state } = runtime;

  api.on(...sandboxRoute('assets'), (context) => {
    const params = new URL(context.req.url).searchParams;
    const offer = state.loadAsset(
      context.req.param('file').replace(/\.svg$/, ''),
      params.get('eventCode'),
      params.get('medium'),
      params.get('userId') ?? undefined,
    );
    const svg =
      context.req.param('kind') === 'logos'
        ? logoSvg(offer.name)
        : bannerSvg(offer.name, state.categoryName.get(offer.categoryId) ?? '');
    return new Response(svg, {
      headers: { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'no-store' },
    });
  });
}
