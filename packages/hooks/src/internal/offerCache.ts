import type { LocationsDocument, Offer, OffersDocument } from '@offerkit/data';
import type { InfiniteData, QueryCache } from '@tanstack/react-query';
import { type OfferkitKeyScope, offerkitKeys } from '../offerkitKeys.ts';
import { sameComponentSet } from './normalizeSupportedComponents.ts';

/** One cached page of an offers or locations list. Internal. */
export type OfferkitPage = OffersDocument | LocationsDocument;
/** A cached offers or locations list. Internal. */
export type OfferkitData = InfiniteData<OfferkitPage, unknown>;

/**
 * Offers by id, per cached data object. Cache data is immutable, so an index stays valid for as long as
 * its data object lives, and lookups after the first cost one map read.
 */
const indexes = new WeakMap<object, Map<string, Offer>>();

/** Whether a cached value is an offers or locations list (the cache holds other data too). Internal. */
export function isOfferkitData(data: unknown): data is OfferkitData {
  return typeof data === 'object' && data !== null && Array.isArray((data as { pages?: unknown }).pages);
}

function pageOffers(page: OfferkitPage): Offer[] {
  return 'locations' in page
    ? [...page.offers, ...page.locations.flatMap((location) => location.offers)]
    : page.offers;
}

function offerIndex(data: OfferkitData): Map<string, Offer> {
  let index = indexes.get(data);
  if (index === undefined) {
    index = new Map();
    for (const page of data.pages) {
      for (const offer of pageOffers(page)) {
        if (!index.has(offer.id)) index.set(offer.id, offer);
      }
    }
    indexes.set(data, index);
  }
  return index;
}

/** The offer with this id in one cached offers or locations list, if it holds it. */
export function findCachedOffer(data: unknown, offerId: string): Offer | undefined {
  return isOfferkitData(data) ? offerIndex(data).get(offerId) : undefined;
}

/**
 * The offer with this id as the user's cached lists hold it: when several do, the one fetched with
 * `supportedComponents` wins, then the most recently updated.
 */
export function bestCachedOffer(
  queryCache: QueryCache,
  scope: OfferkitKeyScope,
  supportedComponents: readonly string[],
  offerId: string,
): Offer | undefined {
  let best: Offer | undefined;
  let bestRank = -1;
  let bestUpdatedAt = -1;
  for (const query of queryCache.findAll({ queryKey: offerkitKeys.user(scope) })) {
    const offer = findCachedOffer(query.state.data, offerId);
    if (offer === undefined) continue;
    const components = offerkitKeys.listComponents(query.queryKey);
    const rank = components !== undefined && sameComponentSet(components, supportedComponents) ? 1 : 0;
    const updatedAt = query.state.dataUpdatedAt;
    if (rank > bestRank || (rank === bestRank && updatedAt > bestUpdatedAt)) {
      best = offer;
      bestRank = rank;
      bestUpdatedAt = updatedAt;
    }
  }
  return best;
}
