import { serviceRoute } from '@offerkit/data/backend';
import type { Hono } from 'hono';
import { jsonResponse } from '../http/jsonResponse.ts';
import { pageLinks } from '../http/pageLinks.ts';
import { QueryParameters } from '../http/queryParameters.ts';
import { sandboxRoute } from '../http/sandboxRoute.ts';
import { offerResource } from '../resources/offerResource.ts';
import { OFFER_SORTS } from '../rules/selectOffers.ts';
import { renderContext, type SandboxRuntime } from '../runtime.ts';

/**
 * Get Offers by User: `supportedComponents`, `filter[search]` (case-insensitive substring of the offer or
 * category name), `filter[category]`, `filter[purchaseChannel]`, `filter[isTargeted]`, `sort`, `include`,
 * `page[size]`, `page[after]` / `page[before]`. Responds with `data`, `included` categories, `links` and
 * `meta.availableCategories` (the categories of every offer the user gets, whatever the filters).
 */
export function registerOfferRoutes(api: Hono, runtime: SandboxRuntime): void {
  api.on(...sandboxRoute('offers'), (context) => {
    const url = new URL(context.req.url);
    const query = new QueryParameters(url.searchParams);
    const supportedComponents = query.supportedComponents();
    const filters = {
      search: query.single('filter[search]')?.toLowerCase(),
      category: query.category(),
      channels: query.channels(),
      targeted: query.boolean('filter[isTargeted]'),
      sort: query.sort(OFFER_SORTS),
    };
    query.include(serviceRoute('offers').include);
    const page = query.page();
    const userId = context.req.param('userId');
    const listing = runtime.state.listOffers(userId, filters, page);
    const render = renderContext(runtime, context, userId, supportedComponents);
    return jsonResponse({
      data: listing.page.items.map((offer) => offerResource(offer, render)),
      included: listing.categories,
      links: pageLinks(url.pathname, url.search, listing.page),
      meta: { availableCategories: listing.availableCategories },
    });
  });
}
