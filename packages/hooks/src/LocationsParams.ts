import type { LocationsQuery } from '@offerkit/data';

/**
 * The parameters of a locations list (radius search, narrowing filters, sort, page size). Changing any of
 * them starts a new list. Page cursors are not parameters, and `include` is fixed: every page asks for
 * `offers` and `categories`, so each location comes with its offers resolved.
 */
export type LocationsParams = Omit<
  LocationsQuery,
  'after' | 'before' | 'pageLink' | 'supportedComponents' | 'include'
>;
