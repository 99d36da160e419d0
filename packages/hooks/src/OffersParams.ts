import type { OffersQuery } from '@offerkit/data';

/**
 * The parameters of an offers list (search, category, purchase channel, targeting, sort, page size,
 * include). Changing any of them starts a new list (a new cache entry from its first page). Page cursors
 * are not parameters: the list follows `links.next` itself. `include` defaults to `['categories']`, so the
 * offers come with their categories resolved.
 */
export type OffersParams = Omit<OffersQuery, 'after' | 'before' | 'pageLink' | 'supportedComponents'>;
