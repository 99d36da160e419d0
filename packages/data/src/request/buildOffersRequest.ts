import type { SupportedComponent } from '../types/components.ts';
import type { PurchaseChannel } from '../types/offer.ts';
import { addInclude, mustBe, requireOneOf } from './base.ts';
import { OFFERS_PATH } from './serviceRoutes.ts';
import { type UserListBuilder, userListRequest } from './userListRequest.ts';
import { withPageLink } from './withPageLink.ts';

/** Sort orders of Get Offers by User; `-` sorts descending. */
export type OfferSort = 'startDate' | '-startDate' | 'expirationDate' | '-expirationDate';

/** The sort orders {@link buildOffersRequest} accepts. */
export const OFFER_SORTS: readonly OfferSort[] = [
  'startDate',
  '-startDate',
  'expirationDate',
  '-expirationDate',
];

/** Query of Get Offers by User. Every member is optional; an empty string filter is left out. */
export interface OffersQuery {
  /** Components to receive, sent once each in this order. Unknown names are refused before sending. */
  supportedComponents?: readonly SupportedComponent[];
  /** `filter[search]`: case-insensitive substring of the offer or category name. */
  search?: string;
  /** `filter[category]`: one category name, e.g. `Food & Beverage`. */
  category?: string;
  /** `filter[purchaseChannel]`, repeated: `INSTORE`, `ONLINE`. */
  purchaseChannel?: readonly PurchaseChannel[];
  /** `filter[isTargeted]`. */
  isTargeted?: boolean;
  /** `sort`. */
  sort?: OfferSort;
  /** `include`, comma-separated; the service knows `categories`. */
  include?: readonly 'categories'[];
  /** `page[size]`: a positive integer. */
  pageSize?: number;
  /** `page[after]`: the cursor of `links.next` (see `pageCursor`). */
  after?: string;
  /** `page[before]`: the cursor of `links.prev`. */
  before?: string;
  /**
   * `links.next` (or `links.prev`) of an earlier page of this list. When given, the request is that link
   * with its path and query exactly as the service wrote them (cursor, page size, filters and components
   * are not rebuilt, re-encoded or reordered), and the other members are not used: the link already
   * carries them. It must name this user's list under the base URL's origin and path prefix, or the
   * request is refused before sending.
   */
  pageLink?: string;
}

/**
 * {@link buildOffersRequest} without the page link (`query.pageLink` is not read): what the client sends for
 * an offers page it is not given a link to, so that the first screen does not carry the link checks.
 * Internal.
 */
export const buildOffersQueryRequest: UserListBuilder<OffersQuery> =
  /* @__PURE__ */ userListRequest<OffersQuery>(OFFERS_PATH, (params, query) => {
    params.filter('search', query.search);
    params.filter('category', query.category);
    for (const channel of query.purchaseChannel ?? []) params.filter('purchaseChannel', channel);
    if (query.isTargeted !== undefined && typeof query.isTargeted !== 'boolean') {
      throw mustBe('isTargeted', 'true or false', JSON.stringify(query.isTargeted));
    }
    params.filter('isTargeted', query.isTargeted);
    params.add('sort', requireOneOf(query.sort, OFFER_SORTS, 'sort'));
    addInclude(params, query.include ?? [], ['categories']);
  });

/**
 * `GET {base}/v2/issuers/{organizationId}/users/{userId}/offers?…`. Parameters are written in a fixed
 * order: supportedComponents, filter[search], filter[category], filter[purchaseChannel], filter[isTargeted],
 * sort, include, page[size], page[after], page[before].
 *
 * @throws {RewardsRequestError} for an unknown component, sort or include value, a bad page size, or an
 * invalid base URL or id; for a `pageLink` that is not a page of this user's list under the base URL.
 */
export const buildOffersRequest: UserListBuilder<OffersQuery> = /* @__PURE__ */ withPageLink(
  OFFERS_PATH,
  buildOffersQueryRequest,
);
