import type { Category, StandardOffer } from '@offerkit/data';
import { serviceRoute } from '@offerkit/data/backend';
import type { Hono } from 'hono';
import { jsonResponse } from '../http/jsonResponse.ts';
import { pageLinks } from '../http/pageLinks.ts';
import { QueryParameters } from '../http/queryParameters.ts';
import { sandboxRoute } from '../http/sandboxRoute.ts';
import { locationResource } from '../resources/locationResource.ts';
import { offerResource } from '../resources/offerResource.ts';
import { LOCATION_SORTS } from '../rules/selectLocations.ts';
import { renderContext, type SandboxRuntime } from '../runtime.ts';

/**
 * Get Locations by User, as the service answers it: a radius search with `filter[latitude]` + `filter[longitude]` and
 * `filter[radius]` in miles (default 10, minimum 1; ignored without both coordinates); `filter[city]`
 * (case-insensitive substring), `filter[zipCode]` and `filter[state]` (exact) and `filter[name]` and
 * `filter[category]` only narrow. `latitude` + `longitude` (unbracketed) order the result by distance from
 * that point and filter nothing. `include=offers,categories`; `supportedComponents` shape included offers.
 * Only locations of offers the user gets are listed.
 */
export function registerLocationRoutes(api: Hono, runtime: SandboxRuntime): void {
  api.on(...sandboxRoute('locations'), (context) => {
    const url = new URL(context.req.url);
    const query = new QueryParameters(url.searchParams);
    const supportedComponents = query.supportedComponents();
    const include = query.include(serviceRoute('locations').include);
    const center = query.coordinates('filter[latitude]', 'filter[longitude]');
    const search = {
      center,
      // filter[radius] does nothing without both coordinates (the service ignores it then), so it is not even read then.
      radiusMiles: center === undefined ? undefined : query.radiusMiles(),
      origin: query.coordinates('latitude', 'longitude'),
      city: query.single('filter[city]')?.toLowerCase(),
      zipCode: query.single('filter[zipCode]'),
      state: query.single('filter[state]'),
      name: query.single('filter[name]')?.toLowerCase(),
      category: query.category(),
      sort: query.sort(LOCATION_SORTS),
    };
    const page = query.page();
    const userId = context.req.param('userId');
    const listing = runtime.state.listLocations(userId, search, page);
    const included: (Category | StandardOffer)[] = include.has('categories') ? listing.categories : [];
    if (include.has('offers')) {
      const render = renderContext(runtime, context, userId, supportedComponents);
      included.push(...listing.offers.map((offer) => offerResource(offer, render)));
    }
    return jsonResponse({
      data: listing.page.items.map(locationResource),
      included,
      links: pageLinks(url.pathname, url.search, listing.page),
    });
  });
}
