import type { LocationsQuery, OffersQuery, SupportedComponent } from '@offerkit/data';
import { normalizeSupportedComponents } from './internal/normalizeSupportedComponents.ts';

/**
 * The list parameters of {@link offerkitKeys.offers}: what the request sends, without the page cursors
 * (the infinite query owns those) and with `supportedComponents` as a sorted, duplicate-free set.
 */
export type OffersKeyParams = Omit<OffersQuery, 'after' | 'before' | 'supportedComponents'> & {
  supportedComponents: readonly SupportedComponent[];
};

/** The parameters of {@link offerkitKeys.locations}; see {@link OffersKeyParams}. */
export type LocationsKeyParams = Omit<
  LocationsQuery,
  'after' | 'before' | 'supportedComponents' | 'include'
> & {
  supportedComponents: readonly SupportedComponent[];
};

/**
 * Query and mutation keys of every Offerkit cache entry, for hosts that prefetch, invalidate or read the
 * cache themselves. Every key starts with the user id, so one user's entries can be removed at once.
 *
 * ```ts
 * queryClient.invalidateQueries({ queryKey: offerkitKeys.offerLists(userId) });
 * ```
 */
export const offerkitKeys = {
  /** Every Offerkit entry, all users. */
  all: ['offerkit'] as const,
  /** Every entry of one user: offers lists, locations lists and actions. */
  user: (userId: string) => [...offerkitKeys.all, userId] as const,
  /** Every offers list of one user, whatever the parameters. */
  offerLists: (userId: string) => [...offerkitKeys.user(userId), 'offers'] as const,
  /** One offers list. `supportedComponents` is normalized so that order and duplicates don't matter. */
  offers: (userId: string, params: OffersKeyParams) =>
    [
      ...offerkitKeys.offerLists(userId),
      { ...params, supportedComponents: normalizeSupportedComponents(params.supportedComponents) },
    ] as const,
  /** Every locations list of one user, whatever the parameters. */
  locationLists: (userId: string) => [...offerkitKeys.user(userId), 'locations'] as const,
  /** One locations list. `supportedComponents` is normalized as for {@link offerkitKeys.offers}. */
  locations: (userId: string, params: LocationsKeyParams) =>
    [
      ...offerkitKeys.locationLists(userId),
      { ...params, supportedComponents: normalizeSupportedComponents(params.supportedComponents) },
    ] as const,
  /** The activate, boost and CTA-action mutations of one user. */
  actions: (userId: string) => [...offerkitKeys.user(userId), 'action'] as const,
};
