import type { Category } from '@offerkit/data';
import type { Hono } from 'hono';
import type { CatalogOffer } from '../catalog/catalogTypes.ts';
import { jsonResponse } from '../http/jsonResponse.ts';
import { pageLinks, paginate } from '../http/paginate.ts';
import { QueryParameters } from '../http/queryParameters.ts';
import { offerResource } from '../resources/offerResource.ts';
import { renderContext, requireUser, type SandboxRuntime } from '../runtime.ts';
import { categoriesOf, categoryFilter, categoryNames, channelFilter } from './offerFilters.ts';

const SORTS = ['startDate', '-startDate', 'expirationDate', '-expirationDate'] as const;

/**
 * Get Offers by User: `supportedComponents`, `filter[search]` (case-insensitive substring of the offer or
 * category name), `filter[category]`, `filter[purchaseChannel]`, `filter[isTargeted]`, `sort`, `include`,
 * `page[size]`, `page[after]` / `page[before]`. Responds with `data`, `included` categories, `links` and
 * `meta.availableCategories` (the categories of every offer the user gets, whatever the filters).
 */
export function registerOfferRoutes(api: Hono, runtime: SandboxRuntime): void {
  const { state } = runtime;
  const names = categoryNames(state.catalog.categories);

  api.get('/v2/issuers/:org/users/:userId/offers', (context) => {
    const url = new URL(context.req.url);
    const query = new QueryParameters(url.searchParams);
    const supportedComponents = query.supportedComponents();
    const search = query.single('filter[search]')?.toLowerCase();
    const category = categoryFilter(query);
    const channels = channelFilter(query);
    const targeted = query.boolean('filter[isTargeted]');
    const sort = query.sort(SORTS);
    query.include(['categories']);
    query.pageSize();
    const userId = context.req.param('userId');
    requireUser(runtime, userId);

    const visible = state.visibleOffers(userId);
    const categoryName = (offer: CatalogOffer): string => names.get(offer.categoryId) ?? '';
    const matching = visible.filter(
      (offer) =>
        (search === undefined ||
          offer.name.toLowerCase().includes(search) ||
          categoryName(offer).toLowerCase().includes(search)) &&
        (category === undefined || categoryName(offer).toLowerCase() === category) &&
        (channels.length === 0 || offer.purchaseChannel.some((channel) => channels.includes(channel))) &&
        (targeted === undefined || offer.isTargeted === targeted),
    );
    const sorted = sortOffers(matching, sort, state.offerIndex);
    const page = paginate(sorted, (offer) => offer.id, query);
    const render = renderContext(runtime, context, userId, supportedComponents);
    const included: Category[] = categoriesOf(page.items, state.catalog.categories);
    return jsonResponse({
      data: page.items.map((offer) => offerResource(offer, render)),
      included,
      links: pageLinks(url.pathname, url.search, page),
      meta: { availableCategories: categoriesOf(visible, state.catalog.categories) },
    });
  });
}

/** Sorted by a date (ties by catalog order), or in catalog order when no sort is given. */
function sortOffers(
  offers: CatalogOffer[],
  sort: (typeof SORTS)[number] | undefined,
  index: ReadonlyMap<string, number>,
): CatalogOffer[] {
  const byCatalog = (a: CatalogOffer, b: CatalogOffer): number =>
    (index.get(a.id) ?? 0) - (index.get(b.id) ?? 0);
  if (sort === undefined) return [...offers].sort(byCatalog);
  const descending = sort.startsWith('-');
  const field = (descending ? sort.slice(1) : sort) as 'startDate' | 'expirationDate';
  return [...offers].sort((a, b) => {
    const difference = Date.parse(a[field]) - Date.parse(b[field]);
    return (descending ? -difference : difference) || byCatalog(a, b);
  });
}
