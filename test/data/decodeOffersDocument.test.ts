import { type Diagnostic, decodeOffersDocument, RewardsDecodeError } from '@offerkit/data';
import { offersPage, rawCategory, rawOffer } from './fixtures.ts';

describe('decodeOffersDocument', () => {
  it('decodes the contract example page with categories joined', () => {
    const document = decodeOffersDocument(offersPage(['o1', 'o2']));
    expect(document.diagnostics).toEqual([]);
    expect(document.offers.map((offer) => offer.id)).toEqual(['o1', 'o2']);
    const [first] = document.offers;
    expect(first?.categories).toEqual([
      { type: 'category', id: 'cat-food', attributes: { name: 'Food & Beverage' } },
    ]);
    expect(first?.attributes).toMatchObject({
      name: 'Merchant o1',
      userReward: { type: 'PERCENT', value: 5 },
      purchaseChannel: ['INSTORE', 'ONLINE'],
      isTargeted: false,
      assets: [
        { url: 'https://cdn.example/o1.png?eventCode=VIEW&medium=CTA', alt: 'Logo', type: 'LOGO_IMAGE' },
      ],
      components: {
        shortDescription: 'Tap to activate',
        baseReward: '5% back',
        tags: ['New'],
        cta: { buttonText: 'Activate', buttonStyle: 'PRIMARY', action: { method: 'POST' } },
      },
    });
    expect(document.categories).toHaveLength(1);
    expect(document.availableCategories.map((category) => category.attributes.name)).toEqual([
      'Food & Beverage',
      'Gas',
    ]);
    expect(document.links).toEqual({
      self: '/v2/issuers/org-1/users/user-1/offers?page[size]=3',
      prev: null,
      next: '/v2/issuers/org-1/users/user-1/offers?page[size]=3&page[after]=abc%3D%3D',
    });
  });

  it('decodes every component the contract names, deprecated fields included', () => {
    const progressBar = {
      total: 5,
      currentProgress: 2,
      labels: { default: { left: '2 of 5', right: '3 to go' }, details: { left: 'Two done' } },
      segments: {
        default: { position: 'FULL_WIDTH', selection: 'CURRENT', separator: 'LINE', icon: '<svg/>' },
        details: { position: 'LEFT', labels: [{ title: 'Visit 1', description: 'Done' }] },
        progress: [
          { completed: 1, total: 1 },
          { completed: 1, total: 2 },
        ],
      },
      label: 'old label',
      segmented: true,
    };
    const logoFlare = { borderColor: 'SECONDARY', badge: { icon: '<svg/>', position: 'BOTTOM_LEFT' } };
    const offer = rawOffer('o1', {
      components: {
        boostedReward: '10% back',
        baseReward: '5% back',
        logoFlare,
        progressBar,
        detailTags: [],
      },
    });
    const document = decodeOffersDocument({ data: [offer] });
    expect(document.diagnostics).toEqual([]);
    expect(document.offers[0]?.attributes.components).toEqual({
      boostedReward: '10% back',
      baseReward: '5% back',
      logoFlare,
      progressBar,
      detailTags: [],
    });
  });

  it('keeps the extra offer attributes from gaps.md', () => {
    const offer = rawOffer('o1', {
      minRewardAmount: { type: 'CENTS', value: 100 },
      maxRewardAmount: { type: 'CENTS', value: 5000 },
      minTransactionAmount: { type: 'CENTS', value: 1000 },
      maxTransactionAmount: { type: 'CENTS', value: 100000 },
      maxRedemptions: 3,
    });
    const { offers, diagnostics } = decodeOffersDocument({ data: [offer] });
    expect(diagnostics).toEqual([]);
    expect(offers[0]?.attributes).toMatchObject({
      minRewardAmount: { type: 'CENTS', value: 100 },
      maxTransactionAmount: { type: 'CENTS', value: 100000 },
      maxRedemptions: 3,
    });
  });

  it('ignores unknown fields at every level', () => {
    const offer = rawOffer('o1', { surprise: { deep: true } });
    (offer as { extra?: unknown }).extra = 1;
    const components = (offer.attributes as { components: Record<string, unknown> }).components;
    components.newComponent = { whatever: 1 };
    (components.cta as Record<string, unknown>).tooltip = 'new';
    const { offers, diagnostics } = decodeOffersDocument({ data: [offer], jsonapi: { version: '1.1' } });
    expect(diagnostics).toEqual([]);
    expect(offers[0]).not.toHaveProperty('extra');
    expect(offers[0]?.attributes).not.toHaveProperty('surprise');
    expect(offers[0]?.attributes.components).not.toHaveProperty('newComponent');
    expect(offers[0]?.attributes.components?.cta).not.toHaveProperty('tooltip');
  });

  it('keeps unknown enum values and reports them as tolerated', () => {
    const offer = rawOffer('o1', {
      userReward: { type: 'POINTS', value: 500 },
      purchaseChannel: ['INSTORE', 'PHONE'],
      components: {
        cta: { buttonText: 'Go', buttonStyle: 'TERTIARY' },
        logoFlare: { borderColor: 'GOLD', badge: { position: 'CENTER' } },
        progressBar: {
          total: 3,
          currentProgress: 1,
          segments: { default: { position: 'TOP', selection: 'ALL' } },
        },
      },
    });
    const { offers, diagnostics } = decodeOffersDocument({ data: [offer] });
    const components = offers[0]?.attributes.components;
    expect(offers[0]?.attributes.userReward?.type).toBe('POINTS');
    expect(offers[0]?.attributes.purchaseChannel).toEqual(['INSTORE', 'PHONE']);
    expect(components?.cta?.buttonStyle).toBe('TERTIARY');
    expect(components?.logoFlare?.badge?.position).toBe('CENTER');
    expect(components?.progressBar?.segments?.default.selection).toBe('ALL');
    expect(diagnostics.every((d) => d.severity === 'tolerated')).toBe(true);
    expect(diagnostics.map((d) => d.path)).toEqual([
      '/data/0/attributes/userReward/type',
      '/data/0/attributes/purchaseChannel/1',
      '/data/0/attributes/components/cta/buttonStyle',
      '/data/0/attributes/components/logoFlare/borderColor',
      '/data/0/attributes/components/logoFlare/badge/position',
      '/data/0/attributes/components/progressBar/segments/default/position',
      '/data/0/attributes/components/progressBar/segments/default/selection',
    ]);
    expect(diagnostics[2]?.reason).toContain('"TERTIARY"');
    expect(diagnostics[2]?.reason).toContain('PRIMARY, SECONDARY, DISABLED');
  });

  it('drops a malformed component from its offer, and a malformed tag from its list, reporting each', () => {
    const offer = rawOffer('o1');
    const components = (offer.attributes as { components: Record<string, unknown> }).components;
    components.cta = { buttonStyle: 'PRIMARY' };
    components.tags = ['ok', 7];
    const seen: Diagnostic[] = [];
    const { offers, diagnostics } = decodeOffersDocument(
      { data: [offer] },
      { onDiagnostic: (d) => seen.push(d) },
    );
    expect(offers).toHaveLength(1);
    expect(offers[0]?.attributes.components).not.toHaveProperty('cta');
    expect(offers[0]?.attributes.components?.tags).toEqual(['ok']);
    expect(offers[0]?.attributes.components?.shortDescription).toBe('Tap to activate');
    expect(diagnostics).toEqual([
      {
        path: '/data/0/attributes/components/cta',
        reason: expect.stringContaining('buttonText'),
        severity: 'dropped',
      },
      {
        path: '/data/0/attributes/components/tags/1',
        reason: expect.stringContaining('Dropped an entry of tags'),
        severity: 'dropped',
      },
    ]);
    expect(seen).toEqual(diagnostics);
  });

  it('keeps a progress bar whose labels lack a default, with an empty default set, reporting the repair', () => {
    const offer = rawOffer('o1', {
      components: { progressBar: { total: 3, currentProgress: 1, labels: {} } },
    });
    const { offers, diagnostics } = decodeOffersDocument({ data: [offer] });
    expect(offers[0]?.attributes.components).toEqual({
      progressBar: { total: 3, currentProgress: 1, labels: { default: {} } },
    });
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({
      path: '/data/0/attributes/components/progressBar/labels',
      severity: 'tolerated',
    });
    expect(diagnostics[0]?.reason).toContain('no default label set; used an empty one');
  });

  it('drops a progress bar without a finite total, reporting where', () => {
    const offer = rawOffer('o1', { components: { progressBar: { total: 'many', currentProgress: 1 } } });
    const { offers, diagnostics } = decodeOffersDocument({ data: [offer] });
    expect(offers[0]?.attributes.components).toEqual({});
    expect(diagnostics.map((d) => [d.path, d.severity])).toEqual([
      ['/data/0/attributes/components/progressBar', 'dropped'],
    ]);
  });

  it('drops a malformed optional attribute alone, and a malformed asset alone', () => {
    const offer = rawOffer('o1', {
      terms: 42,
      userReward: { type: 'FLAT' },
      assets: [
        { url: 'https://cdn.example/a.png', type: 'LOGO_IMAGE' },
        { alt: 'no url', type: 'BANNER_IMAGE' },
      ],
    });
    const { offers, diagnostics } = decodeOffersDocument({ data: [offer] });
    expect(offers[0]?.attributes).not.toHaveProperty('terms');
    expect(offers[0]?.attributes).not.toHaveProperty('userReward');
    expect(offers[0]?.attributes.assets).toEqual([{ url: 'https://cdn.example/a.png', type: 'LOGO_IMAGE' }]);
    expect(diagnostics.map((d) => [d.path, d.severity])).toEqual([
      ['/data/0/attributes/userReward', 'dropped'],
      ['/data/0/attributes/terms', 'dropped'],
      ['/data/0/attributes/assets/1', 'dropped'],
    ]);
  });

  it('reads null optional members as absent, without a diagnostic', () => {
    const offer = rawOffer('o1', {
      description: null,
      components: { cta: null, tags: null, shortDescription: 'S' },
    });
    const { offers, diagnostics } = decodeOffersDocument({ data: [offer] });
    expect(diagnostics).toEqual([]);
    expect(offers[0]?.attributes).not.toHaveProperty('description');
    expect(offers[0]?.attributes.components).toEqual({ shortDescription: 'S' });
  });

  it.each([
    ['not an object', 'text', 'expected an object'],
    ['wrong type', { ...rawOffer('x'), type: 'merchant' }, 'expected type "standardOffer"'],
    ['no id', { ...rawOffer('x'), id: undefined }, 'id'],
    ['numeric id', { ...rawOffer('x'), id: 12 }, 'id'],
    ['no attributes', { type: 'standardOffer', id: 'x' }, 'attributes'],
    ['no name', { type: 'standardOffer', id: 'x', attributes: { description: 'd' } }, 'attributes.name'],
  ])('drops an offer with %s from its page', (_case, bad, reason) => {
    const { offers, diagnostics } = decodeOffersDocument({ data: [rawOffer('a'), bad, rawOffer('b')] });
    expect(offers.map((offer) => offer.id)).toEqual(['a', 'b']);
    expect(diagnostics).toEqual([
      { path: '/data/1', reason: expect.stringContaining(reason), severity: 'dropped' },
    ]);
  });

  it('leaves out category references that are not included, reporting them', () => {
    const offer = rawOffer('o1');
    offer.relationships = {
      category: {
        data: [
          { type: 'category', id: 'cat-gas' },
          { type: 'category', id: 'cat-food' },
        ],
      },
    };
    const { offers, diagnostics } = decodeOffersDocument({
      data: [offer],
      included: [rawCategory('cat-food', 'Food & Beverage'), { type: 'category', id: 'bad' }],
    });
    expect(offers[0]?.categories.map((category) => category.id)).toEqual(['cat-food']);
    expect(offers[0]?.relationships?.category?.data).toHaveLength(2);
    expect(diagnostics).toEqual([
      { path: '/included/1', reason: expect.stringContaining('attributes.name'), severity: 'dropped' },
      {
        path: '/data/0/relationships/category/data/0',
        reason: expect.stringContaining('"cat-gas"'),
        severity: 'tolerated',
      },
    ]);
  });

  it('joins no categories (silently) when included carries none', () => {
    const { offers, diagnostics } = decodeOffersDocument({ data: [rawOffer('o1')] });
    expect(offers[0]?.categories).toEqual([]);
    expect(diagnostics).toEqual([]);
  });

  it('tolerates odd envelopes: links, included and meta of the wrong shape', () => {
    const document = decodeOffersDocument({
      data: [rawOffer('o1')],
      included: 'nope',
      links: { self: 5, next: '/next', prev: null },
      meta: { availableCategories: [rawCategory('c', 'Gas'), 3] },
    });
    expect(document.offers).toHaveLength(1);
    expect(document.links).toEqual({ next: '/next', prev: null });
    expect(document.availableCategories).toHaveLength(1);
    expect(document.diagnostics.map((d) => d.path)).toEqual([
      '/included',
      '/links/self',
      '/meta/availableCategories/1',
    ]);
  });

  it('reports a component dropped for the wrong type at its own path', () => {
    const { offers, diagnostics } = decodeOffersDocument({
      data: [rawOffer('o1', { components: { cta: 1 } })],
    });
    expect(offers[0]?.attributes.components).toEqual({});
    expect(diagnostics).toEqual([
      {
        path: '/data/0/attributes/components/cta',
        reason: expect.stringContaining('Expected Object'),
        severity: 'dropped',
      },
    ]);
  });

  it('drops components that are not an object, keeping the offer', () => {
    const { offers, diagnostics } = decodeOffersDocument({ data: [rawOffer('o1', { components: ['cta'] })] });
    expect(offers[0]?.attributes).not.toHaveProperty('components');
    expect(diagnostics[0]?.path).toBe('/data/0/attributes/components');
  });

  it.each([
    ['null', null],
    ['a string', 'hello'],
    ['an array', [rawOffer('o1')]],
    ['an object without data', { offers: [] }],
    ['data that is an object', { data: rawOffer('o1') }],
  ])('throws RewardsDecodeError for %s', (_case, json) => {
    expect(() => decodeOffersDocument(json)).toThrow(RewardsDecodeError);
    try {
      decodeOffersDocument(json);
    } catch (error) {
      expect((error as RewardsDecodeError).kind).toBe('decode');
      expect((error as RewardsDecodeError).diagnostics).toHaveLength(1);
      expect((error as RewardsDecodeError).message).toMatch(/Expected .*offers document/);
    }
  });
});
