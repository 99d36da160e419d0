import type { RewardsClient, SupportedComponent } from '@offerkit/data';
import type { QueryKey } from '@tanstack/react-query';
import { normalizeSupportedComponents } from './internal/normalizeSupportedComponents.ts';
import type { LocationsParams } from './LocationsParams.ts';
import type { OffersParams } from './OffersParams.ts';

/**
 * Whose entries a key names: the rewards backend (base URL and organization) and the user. Two providers on
 * one page (two cards, two programs) that share a query client but talk to different backends or
 * organizations never share an entry, even for the same user id.
 */
export interface OfferkitKeyScope {
  /** The client's `baseUrl`, as configured. */
  baseUrl: string;
  /** The client's `organizationId`. */
  organizationId: string;
  /** The signed-in user. */
  userId: string;
}

/**
 * A list's parameters as its key holds them: what the request sends, without the page cursors (the
 * infinite query owns those) and with `supportedComponents` as a sorted, duplicate-free set.
 */
type KeyParams<Params> = Params & { supportedComponents: readonly SupportedComponent[] };

/** A list's parameters as its key holds them: `supportedComponents` normalized. */
const listParams = <Params extends { supportedComponents: readonly SupportedComponent[] }>(
  params: Params,
) => ({
  ...params,
  supportedComponents: normalizeSupportedComponents(params.supportedComponents),
});

/**
 * Query and mutation keys of every Offerkit cache entry, for hosts that prefetch, invalidate or read the
 * cache themselves. Every key starts with the scope — base URL, organization id, user id — so one user's
 * entries of one backend can be removed at once. {@link offerkitKeys.scope} builds it from a client.
 *
 * ```ts
 * queryClient.invalidateQueries({ queryKey: offerkitKeys.offerLists(offerkitKeys.scope(client, userId)) });
 * ```
 */
export const offerkitKeys = {
  /** Every Offerkit entry, all backends and users. */
  all: ['offerkit'] as const,
  /** The scope of a client's requests for one user (its `endpoint` and the user id). */
  scope: (client: Pick<RewardsClient, 'endpoint'>, userId: string): OfferkitKeyScope => ({
    baseUrl: client.endpoint.baseUrl,
    organizationId: client.endpoint.organizationId,
    userId,
  }),
  /** Every entry of one user on one backend: offers lists, locations lists, earned rewards and actions. */
  user: ({ baseUrl, organizationId, userId }: OfferkitKeyScope) =>
    [...offerkitKeys.all, baseUrl, organizationId, userId] as const,
  /** Every offers list of one user, whatever the parameters. */
  offerLists: (scope: OfferkitKeyScope) => [...offerkitKeys.user(scope), 'offers'] as const,
  /** One offers list. `supportedComponents` is normalized so that order and duplicates don't matter. */
  offers: (scope: OfferkitKeyScope, params: KeyParams<OffersParams>) =>
    [...offerkitKeys.offerLists(scope), listParams(params)] as const,
  /** Every locations list of one user, whatever the parameters. */
  locationLists: (scope: OfferkitKeyScope) => [...offerkitKeys.user(scope), 'locations'] as const,
  /** One locations list. `supportedComponents` is normalized as for {@link offerkitKeys.offers}. */
  locations: (scope: OfferkitKeyScope, params: KeyParams<LocationsParams>) =>
    [...offerkitKeys.locationLists(scope), listParams(params)] as const,
  /** The earned rewards of one user (one entry: the issuer's store serves them all at once). */
  earnedRewards: (scope: OfferkitKeyScope) => [...offerkitKeys.user(scope), 'earned-rewards'] as const,
  /** The activate, boost and CTA-action mutations of one user. */
  actions: (scope: OfferkitKeyScope) => [...offerkitKeys.user(scope), 'action'] as const,
  /**
   * The `supportedComponents` set an {@link offerkitKeys.offers} or {@link offerkitKeys.locations} key was
   * built with; `undefined` for any other key (earned rewards, actions, a host's own keys).
   */
  listComponents: (queryKey: QueryKey): readonly string[] | undefined => {
    // A list key is the user key (`offerkit`, base URL, organization, user), the list kind, its parameters.
    const [root, , , , kind, params] = queryKey;
    if (root !== offerkitKeys.all[0] || (kind !== 'offers' && kind !== 'locations')) return undefined;
    if (typeof params !== 'object' || params === null) return undefined;
    const components = (params as { supportedComponents?: unknown }).supportedComponents;
    return Array.isArray(components) ? (components as string[]) : undefined;
  },
};
