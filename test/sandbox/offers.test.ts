import {
  DEFAULT_PAGE_SIZE,
  type ErrorDocument,
  MAX_PAGE_SIZE,
  type Offer,
  pageCursor,
  RewardsApiError,
  type RewardsClient,
  SUPPORTED_COMPONENTS,
} from '@offerkit/data';
import { createSandbox } from '@offerkit/sandbox';
import { TRANSPORTS, useHarness } from './harness.ts';

describe.each(TRANSPORTS)('Get Offers by User over %s', (kind) => {
  const harness = useHarness(kind);

  /** Every offer, following links.next. */
  async function everyOffer(query: Parameters<RewardsClient['getOffers']>[1] = {}): Promise<Offer[]> {
    const offers: Offer[] = [];
    let after: string | undefined;
    do {
      const page = await harness.client.getOffers(harness.userId, {
        ...query,
        ...(after === undefined ? {} : { after }),
      });
      offers.push(...page.offers);
      after = pageCursor(page.links.next, 'after');
    } while (after !== undefined);
    return offers;
  }

  it(`pages ${DEFAULT_PAGE_SIZE} offers by default with relative links that carry the base path`, async () => {
    const page = await harness.client.getOffers(harness.userId);
    expect(page.offers).toHaveLength(DEFAULT_PAGE_SIZE);
    const prefix = new URL(harness.baseUrl).pathname.replace(/\/$/, '');
    const path = `${prefix}/v2/issuers/${harness.sandbox.organizationId}/users/${harness.userId}/offers`;
    expect(page.links.self).toBe(path);
    expect(page.links.prev).toBeNull();
    expect(page.links.next).toMatch(new RegExp(`^${path.replace(/[/]/g, '\\/')}\\?page\\[after\\]=[\\w-]+$`));
  });

  it('walks every visible offer exactly once through opaque cursors, forward and back', async () => {
    const all = await everyOffer({ pageSize: 7 });
    expect(all.length).toBeGreaterThanOrEqual(40);
    expect(new Set(all.map((offer) => offer.id)).size).toBe(all.length);
    expect(all.map((offer) => offer.id)).toEqual(
      (await harness.client.getOffers(harness.userId, { pageSize: 100 })).offers.map((o) => o.id),
    );

    const first = await harness.client.getOffers(harness.userId, { pageSize: 7 });
    const second = await harness.client.getOffers(harness.userId, {
      pageSize: 7,
      after: pageCursor(first.links.next, 'after'),
    });
    expect(second.links.prev).not.toBeNull();
    const back = await harness.client.getOffers(harness.userId, {
      pageSize: 7,
      before: pageCursor(second.links.prev, 'before'),
    });
    expect(back.offers.map((offer) => offer.id)).toEqual(first.offers.map((offer) => offer.id));
    expect(back.links.prev).toBeNull();
  });

  it('keeps the other parameters of the query in next/prev links', async () => {
    const page = await harness.client.getOffers(harness.userId, {
      pageSize: 2,
      search: 'a',
      supportedComponents: ['cta', 'tags'],
    });
    expect(page.links.self).toContain(
      'supportedComponents=cta&supportedComponents=tags&filter[search]=a&page[size]=2',
    );
    expect(page.links.next).toContain(
      'supportedComponents=cta&supportedComponents=tags&filter[search]=a&page[size]=2&page[after]=',
    );
    // Links are relative to the origin (they carry the base path already).
    const next = await harness.request<{ links: { prev: string } }>(
      'GET',
      new URL(page.links.next ?? '', harness.baseUrl).href,
    );
    expect(next.status).toBe(200);
    expect(next.body.links.prev).toContain('filter[search]=a&page[size]=2&page[before]=');
  });

  it(`accepts page[size] from 1 to ${MAX_PAGE_SIZE} and answers 400 naming the parameter otherwise`, async () => {
    expect((await harness.client.getOffers(harness.userId, { pageSize: 1 })).offers).toHaveLength(1);
    expect(
      (await harness.client.getOffers(harness.userId, { pageSize: MAX_PAGE_SIZE })).offers.length,
    ).toBeGreaterThan(40);
    const error = await harness.client
      .getOffers(harness.userId, { pageSize: MAX_PAGE_SIZE + 1 })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RewardsApiError);
    expect((error as RewardsApiError).status).toBe(400);
    expect((error as RewardsApiError).errors[0]?.source?.parameter).toBe('page[size]');
    for (const size of ['0', '-1', 'ten', '2.5']) {
      const response = await harness.request<ErrorDocument>(
        'GET',
        harness.orgPath(`/users/${harness.userId}/offers?page[size]=${size}`),
      );
      expect(response.status, size).toBe(400);
      expect(response.body.errors[0]?.source?.parameter).toBe('page[size]');
    }
  });

  it('answers 400 for unknown or conflicting cursors', async () => {
    const base = harness.orgPath(`/users/${harness.userId}/offers`);
    const unknown = await harness.request<ErrorDocument>('GET', `${base}?page[after]=bm9wZQ`);
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0]?.source?.parameter).toBe('page[after]');
    const cursor =
      pageCursor((await harness.client.getOffers(harness.userId, { pageSize: 2 })).links.next, 'after') ?? '';
    const both = await harness.request<ErrorDocument>(
      'GET',
      `${base}?page[after]=${cursor}&page[before]=${cursor}`,
    );
    expect(both.status).toBe(400);
    // A cursor of one list is refused by a list that does not hold its offer.
    const other = await harness.request<ErrorDocument>(
      'GET',
      `${base}?filter[search]=zzzz&page[after]=${cursor}`,
    );
    expect(other.status).toBe(400);
  });

  it('answers 400 naming supportedComponents for an unknown component, and for bad sort, include or filters', async () => {
    const base = harness.orgPath(`/users/${harness.userId}/offers`);
    const cases: [string, string][] = [
      ['supportedComponents=cta&supportedComponents=sparkles', 'supportedComponents'],
      ['sort=name', 'sort'],
      ['include=offers', 'include'],
      ['filter[purchaseChannel]=MAIL', 'filter[purchaseChannel]'],
      ['filter[isTargeted]=yes', 'filter[isTargeted]'],
      ['filter[category]=Gas&filter[category]=Travel', 'filter[category]'],
    ];
    for (const [query, parameter] of cases) {
      const response = await harness.request<ErrorDocument>('GET', `${base}?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.errors[0]).toMatchObject({
        status: '400',
        title: 'Invalid Request',
        source: { parameter },
      });
    }
    const sparkles = await harness.request<ErrorDocument>('GET', `${base}?supportedComponents=sparkles`);
    for (const component of SUPPORTED_COMPONENTS)
      expect(sparkles.body.errors[0]?.detail).toContain(component);
  });

  it('answers 404 for an unknown user', async () => {
    const error = await harness.client.getOffers('nobody').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RewardsApiError);
    expect((error as RewardsApiError).status).toBe(404);
  });

  it('filter[search] matches the offer name or the category name, case-insensitively', async () => {
    const all = await everyOffer();
    const byName = await everyOffer({ search: 'COFFEE' });
    expect(byName.length).toBeGreaterThan(0);
    const categoryOf = (offer: Offer) => offer.categories[0]?.attributes.name ?? '';
    for (const offer of byName) {
      expect(`${offer.attributes.name} ${categoryOf(offer)}`.toLowerCase()).toContain('coffee');
    }
    const byCategory = await everyOffer({ search: 'food & bev' });
    expect(byCategory.map((offer) => offer.id)).toEqual(
      all
        .filter((offer) => /food & bev/i.test(`${offer.attributes.name}|${categoryOf(offer)}`))
        .map((offer) => offer.id),
    );
    expect(byCategory.length).toBeGreaterThan(3);
  });

  it('filter[category], filter[purchaseChannel] and filter[isTargeted] narrow the list', async () => {
    const all = await everyOffer();
    const food = await everyOffer({ category: 'Food & Beverage' });
    expect(food.length).toBeGreaterThan(0);
    expect(food.every((offer) => offer.categories[0]?.attributes.name === 'Food & Beverage')).toBe(true);
    expect(food.length).toBe(
      all.filter((offer) => offer.categories[0]?.attributes.name === 'Food & Beverage').length,
    );

    const online = await everyOffer({ purchaseChannel: ['ONLINE'] });
    expect(online.length).toBeGreaterThan(0);
    expect(online.every((offer) => offer.attributes.purchaseChannel?.includes('ONLINE'))).toBe(true);
    const both = await everyOffer({ purchaseChannel: ['ONLINE', 'INSTORE'] });
    expect(both.length).toBe(all.length);

    const targeted = await everyOffer({ isTargeted: true });
    const untargeted = await everyOffer({ isTargeted: false });
    expect(targeted.length).toBeGreaterThan(0);
    expect(targeted.every((offer) => offer.attributes.isTargeted === true)).toBe(true);
    expect(targeted.length + untargeted.length).toBe(all.length);
  });

  it('sorts by start or expiration date, both directions', async () => {
    for (const sort of ['startDate', '-startDate', 'expirationDate', '-expirationDate'] as const) {
      const field = sort.replace('-', '') as 'startDate' | 'expirationDate';
      const times = (await everyOffer({ sort })).map((offer) => Date.parse(offer.attributes[field] ?? ''));
      const sorted = [...times].sort((a, b) => (sort.startsWith('-') ? b - a : a - b));
      expect(times, sort).toEqual(sorted);
    }
  });

  it('includes the categories of the page and meta.availableCategories of every offer the user gets', async () => {
    const page = await harness.client.getOffers(harness.userId, { category: 'Gas' });
    expect(page.categories.map((category) => category.attributes.name)).toEqual(['Gas']);
    expect(page.offers.every((offer) => offer.categories[0]?.attributes.name === 'Gas')).toBe(true);
    const everyCategory = new Set((await everyOffer()).map((offer) => offer.categories[0]?.id));
    expect(page.availableCategories.map((category) => category.id).sort()).toEqual([...everyCategory].sort());
    expect(page.availableCategories.length).toBeGreaterThanOrEqual(8);
  });

  it('sends components only when asked, and every cta.action.url carries include=offer and the requested components', async () => {
    const bare = await everyOffer();
    expect(bare.every((offer) => offer.attributes.components === undefined)).toBe(true);
    const requested = ['progressBar', 'cta', 'shortDescription'] as const;
    const offers = await everyOffer({ supportedComponents: requested });
    const actions = offers.flatMap((offer) => {
      const action = offer.attributes.components?.cta?.action;
      return action === undefined ? [] : [action];
    });
    expect(actions.length).toBeGreaterThan(10);
    for (const action of actions) {
      expect(action.method).toBe('POST');
      const query = action.url.slice(action.url.indexOf('?') + 1);
      expect(query).toBe(
        `include=offer&${requested.map((component) => `supportedComponents=${component}`).join('&')}`,
      );
      expect(
        action.url.startsWith(`${new URL(harness.baseUrl).pathname.replace(/\/$/, '')}/v2/issuers/`),
      ).toBe(true);
    }
    for (const offer of offers) {
      const keys = Object.keys(offer.attributes.components ?? {});
      expect(keys.every((key) => (requested as readonly string[]).includes(key))).toBe(true);
    }
  });

  it('serves asset URLs under its own base URL', async () => {
    const [offer] = (await harness.client.getOffers(harness.userId, { pageSize: 1 })).offers;
    for (const asset of offer?.attributes.assets ?? []) {
      expect(asset.url.startsWith(`${harness.baseUrl}/assets/`)).toBe(true);
    }
  });

  it('is deterministic: another sandbox with the same seed answers the same document', async () => {
    const other = createSandbox({ basePath: harness.sandbox.basePath });
    const path = `${harness.sandbox.basePath}${harness.orgPath(`/users/${harness.userId}/offers`)}?page[size]=5&${SUPPORTED_COMPONENTS.map((c) => `supportedComponents=${c}`).join('&')}`;
    const theirs = await other.fetch(
      new Request(new URL(path, harness.baseUrl), { headers: { authorization: `Bearer ${other.token}` } }),
    );
    const ours = await harness.request('GET', new URL(path, harness.baseUrl).href);
    expect(theirs.status).toBe(200);
    expect(await theirs.text()).toBe(ours.text);
  });
});
