import type { RewardsClient } from '@offerkit/data';
import { locationsQueryOptions, offerkitKeys, offersQueryOptions } from '@offerkit/hooks';
import { hashKey, matchQuery, QueryClient } from '@tanstack/react-query';

const endpoint = { baseUrl: 'https://bank.example/api/rewards', organizationId: 'org-1' };
const client = { endpoint } as RewardsClient;
const u1 = { ...endpoint, userId: 'u1' };

describe('offerkitKeys', () => {
  it('nests every key under the base URL, organization and user', () => {
    const user = offerkitKeys.user(u1);
    expect(user).toEqual(['offerkit', 'https://bank.example/api/rewards', 'org-1', 'u1']);
    expect(offerkitKeys.scope(client, 'u1')).toEqual(u1);
    const offers = offerkitKeys.offers(u1, { supportedComponents: ['cta'] });
    const locations = offerkitKeys.locations(u1, { supportedComponents: ['cta'] });
    for (const key of [offers, locations, offerkitKeys.actions(u1), offerkitKeys.earnedRewards(u1)]) {
      expect(key.slice(0, 4)).toEqual(user);
    }
    expect(offers.slice(0, 5)).toEqual(offerkitKeys.offerLists(u1));
    expect(locations.slice(0, 5)).toEqual(offerkitKeys.locationLists(u1));
    const params = { supportedComponents: ['cta'] } as const;
    // Another user, another organization, another backend: three other entries.
    for (const other of [
      { ...u1, userId: 'u2' },
      { ...u1, organizationId: 'org-2' },
      { ...u1, baseUrl: 'https://bank.example/api/cards' },
    ]) {
      expect(hashKey(offerkitKeys.offers(other, params))).not.toBe(hashKey(offers));
    }
  });

  it('treats supportedComponents as a set', () => {
    const a = offerkitKeys.offers(u1, { supportedComponents: ['tags', 'cta', 'tags'], search: 'x' });
    const b = offerkitKeys.offers(u1, { search: 'x', supportedComponents: ['cta', 'tags'] });
    expect(hashKey(a)).toBe(hashKey(b));
    expect(a[5].supportedComponents).toEqual(['cta', 'tags']);
    const c = offerkitKeys.offers(u1, { supportedComponents: ['cta'], search: 'x' });
    expect(hashKey(c)).not.toBe(hashKey(a));
  });

  it('is what the options factories use, so hosts can prefetch and invalidate by key', () => {
    const offers = offersQueryOptions({
      client,
      userId: 'u1',
      supportedComponents: ['tags', 'cta'],
      search: 'coffee',
      sort: '-startDate',
    });
    expect(offers.queryKey).toEqual(
      offerkitKeys.offers(u1, {
        supportedComponents: ['cta', 'tags'],
        search: 'coffee',
        sort: '-startDate',
        include: ['categories'],
      }),
    );
    const locations = locationsQueryOptions({
      client,
      userId: 'u1',
      supportedComponents: ['cta'],
      city: 'Austin',
    });
    expect(locations.queryKey).toEqual(
      offerkitKeys.locations(u1, { supportedComponents: ['cta'], city: 'Austin' }),
    );

    const queryClient = new QueryClient();
    queryClient.setQueryData(offers.queryKey, { pages: [], pageParams: [] });
    queryClient.setQueryData(locations.queryKey, { pages: [], pageParams: [] });
    const query = queryClient.getQueryCache().find({ queryKey: offers.queryKey });
    expect(query && matchQuery({ queryKey: offerkitKeys.offerLists(u1) }, query)).toBe(true);
    expect(query && matchQuery({ queryKey: offerkitKeys.locationLists(u1) }, query)).toBe(false);
    expect(queryClient.getQueryCache().findAll({ queryKey: offerkitKeys.user(u1) })).toHaveLength(2);
  });

  it('reads the component set back from an offers or locations list key, and nothing from other keys', () => {
    const offers = offerkitKeys.offers(u1, { supportedComponents: ['tags', 'cta', 'tags'], search: 'x' });
    const locations = offerkitKeys.locations(u1, { supportedComponents: ['cta'], city: 'Austin' });
    expect(offerkitKeys.listComponents(offers)).toEqual(['cta', 'tags']);
    expect(offerkitKeys.listComponents(locations)).toEqual(['cta']);
    for (const other of [
      offerkitKeys.actions(u1),
      offerkitKeys.earnedRewards(u1),
      offerkitKeys.offerLists(u1),
      offerkitKeys.user(u1),
      // A host's own key of the same shape is not an Offerkit list.
      ['host', 'a', 'b', 'c', 'offers', { supportedComponents: ['cta'] }],
      ['offerkit', 'a', 'b', 'c', 'earned-rewards', { supportedComponents: ['cta'] }],
      ['offerkit', 'a', 'b', 'c', 'offers', null],
    ]) {
      expect(offerkitKeys.listComponents(other)).toBeUndefined();
    }
  });

  it('starts lists at a JSON-safe page param and takes links.next as the next page param', async () => {
    const calls: unknown[] = [];
    const fake = {
      endpoint,
      getOffers: async (userId: string, query: unknown, options: { signal?: AbortSignal }) => {
        calls.push({ userId, query, signal: options.signal instanceof AbortSignal });
        return {
          offers: [],
          categories: [],
          availableCategories: [],
          links: { next: '/v2/issuers/o/users/u1/offers?page[size]=2&page[after]=abc%3D' },
          diagnostics: [],
        };
      },
    } as unknown as RewardsClient;
    const options = offersQueryOptions({ client: fake, userId: 'u1', supportedComponents: [] });
    expect(options.initialPageParam).toBeNull();
    const queryClient = new QueryClient();
    const data = await queryClient.fetchInfiniteQuery(options);
    expect(calls).toEqual([
      {
        userId: 'u1',
        query: { include: ['categories'], supportedComponents: [], pageLink: undefined },
        signal: true,
      },
    ]);
    // The next page is the link itself, sent back exactly as given.
    expect(options.getNextPageParam(data.pages[0] as never, data.pages as never, null, [null])).toBe(
      '/v2/issuers/o/users/u1/offers?page[size]=2&page[after]=abc%3D',
    );
    const last = { ...(data.pages[0] as object), links: { next: null } };
    expect(options.getNextPageParam(last as never, [last] as never, null, [null])).toBeUndefined();
  });
});
