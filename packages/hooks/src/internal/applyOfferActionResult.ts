import type { Offer, OfferActionDocument } from '@offerkit/data';
import type { Query, QueryClient } from '@tanstack/react-query';
import { type OfferkitKeyScope, offerkitKeys } from '../offerkitKeys.ts';
import { normalizeSupportedComponents, sameComponentSet } from './normalizeSupportedComponents.ts';
import { findCachedOffer, isOfferkitData, type OfferkitPage } from './offerCache.ts';

// Run only after an offer action succeeded: a module of its own, which useOfferMutation loads at the click,
// while the action's request is in flight, so that the first screen does not carry it.

/**
 * The updated offer as it should sit in a list: the action response's `included` holds only the offer,
 * so its categories can't be resolved there; keep the ones the list resolved for the same ids.
 */
function mergeOffer(previous: Offer, next: Offer): Offer {
  if (next.categories.length > 0 || previous.categories.length === 0) return next;
  const ids = next.relationships?.category?.data.map((reference) => reference.id);
  const categories =
    ids === undefined
      ? previous.categories
      : previous.categories.filter((category) => ids.includes(category.id));
  return { ...next, categories };
}

function replaceIn(offers: Offer[], next: Offer): Offer[] {
  let changed = false;
  const result = offers.map((offer) => {
    if (offer.id !== next.id) return offer;
    changed = true;
    return mergeOffer(offer, next);
  });
  return changed ? result : offers;
}

function replaceInPage(page: OfferkitPage, next: Offer): OfferkitPage {
  if (!('locations' in page)) {
    const offers = replaceIn(page.offers, next);
    return offers === page.offers ? page : { ...page, offers };
  }
  const offers = replaceIn(page.offers, next);
  let locationsChanged = false;
  const locations = page.locations.map((location) => {
    const locationOffers = replaceIn(location.offers, next);
    if (locationOffers === location.offers) return location;
    locationsChanged = true;
    return { ...location, offers: locationOffers };
  });
  if (offers === page.offers && !locationsChanged) return page;
  return { ...page, offers, locations: locationsChanged ? locations : page.locations };
}

/**
 * A copy of a cached list with one offer replaced wherever it appears (list rows, a location page's
 * `offers` and each location's `offers`). Pages, page params and every untouched object are kept as they
 * are, so only subscribers of the changed offer re-render.
 */
export function replaceCachedOffer<Data>(data: Data, next: Offer): Data {
  if (!isOfferkitData(data)) return data;
  let changed = false;
  const pages = data.pages.map((page) => {
    const replaced = replaceInPage(page, next);
    if (replaced !== page) changed = true;
    return replaced;
  });
  return changed ? ({ ...data, pages } as Data) : data;
}

export interface OfferActionResult {
  /** The backend and user the action was run for. */
  scope: OfferkitKeyScope;
  /** The offer the action was run on. */
  offerId: string;
  /** The decoded response. */
  document: OfferActionDocument;
  /** The `supportedComponents` the action asked the response's offer to be computed for. */
  supportedComponents: readonly string[];
}

/**
 * Brings every cached list of the user up to date after an activate, boost or CTA action, with no
 * request when the response carried the offer (`include=offer`):
 * - lists fetched with the same component set get the returned offer in place;
 * - lists that hold the offer but were fetched with another component set, or that are fetching right now
 *   (their response, read before the action, would overwrite the update), are invalidated;
 * - without a returned offer, the lists that hold the offer are invalidated, and no others.
 * Invalidation refetches only lists that are on screen; the rest refetch when next used.
 */
export function applyOfferActionResult(
  queryClient: QueryClient,
  { scope, offerId, document, supportedComponents }: OfferActionResult,
): Promise<void> {
  const components = normalizeSupportedComponents(supportedComponents);
  const next = document.offer?.id === offerId ? document.offer : undefined;
  const holdsOffer = (query: Query) => findCachedOffer(query.state.data, offerId) !== undefined;
  const canReplace = (query: Query) => {
    const queryComponents = offerkitKeys.listComponents(query.queryKey);
    return (
      next !== undefined &&
      query.state.fetchStatus !== 'fetching' &&
      queryComponents !== undefined &&
      sameComponentSet(queryComponents, components)
    );
  };

  if (next !== undefined) {
    queryClient.setQueriesData(
      { queryKey: offerkitKeys.user(scope), predicate: (query) => holdsOffer(query) && canReplace(query) },
      (data: unknown) => replaceCachedOffer(data, next),
    );
  }
  return queryClient.invalidateQueries({
    queryKey: offerkitKeys.user(scope),
    // After the replacement above, the replaced lists hold the new offer and still match holdsOffer, so
    // the exclusion is by canReplace, evaluated on the same conditions.
    predicate: (query) => holdsOffer(query) && !canReplace(query),
  });
}
