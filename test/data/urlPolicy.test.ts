import {
  buildActionRequest,
  createRewardsClient,
  type Diagnostic,
  decodeEarnedRewardsDocument,
  decodeOffersDocument,
  earnedRewardView,
  findOfferAsset,
  isLoadableAssetUrl,
  loadableAssetUrl,
  offerActionUrl,
  offerDetailView,
  offerImageView,
  RewardsRequestError,
  safeExternalUrl,
} from '@offerkit/data';
import { makeOffer, ORG, PREFIXED_BASE, rawCategory, rawOffer, USER } from './fixtures.ts';

describe('safeExternalUrl (external links)', () => {
  it('links absolute http and https URLs in their parsed form', () => {
    expect(safeExternalUrl('https://merchant.example')).toBe('https://merchant.example/');
    expect(safeExternalUrl('  http://merchant.example/a?b=1  ')).toBe('http://merchant.example/a?b=1');
  });

  it('never links other schemes, relative paths, blanks or garbage', () => {
    for (const value of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,<b>x</b>',
      'mailto:a@b.example',
      'file:///etc/passwd',
      '/offers/1',
      '//merchant.example',
      'merchant.example',
      'http://',
      '',
      '   ',
      undefined,
    ]) {
      expect(safeExternalUrl(value), String(value)).toBeUndefined();
    }
  });

  it('strips control characters the way the URL parser does', () => {
    expect(safeExternalUrl('https://merchant.example/a\tb\n')).toBe('https://merchant.example/ab');
  });
});

describe('findOfferAsset (asset URLs)', () => {
  const logo = { type: 'LOGO_IMAGE', url: 'https://cdn.example/logo.png?eventCode=VIEW', alt: 'Logo' };
  const banner = { type: 'BANNER_IMAGE', url: 'https://cdn.example/banner.png', alt: 'Banner' };

  it('takes the first loadable asset of the first type asked for, URL untouched', () => {
    const offer = makeOffer({ assets: [banner, logo] });
    expect(findOfferAsset(offer, ['LOGO_IMAGE'])).toBe(logo);
    expect(findOfferAsset(offer, ['BANNER_IMAGE', 'LOGO_IMAGE'])).toBe(banner);
    expect(findOfferAsset(offer, ['IMG_VIEW', 'LOGO_IMAGE'])).toBe(logo);
  });

  it('skips assets whose URL the policy refuses and falls through to the next one', () => {
    const bad = { type: 'LOGO_IMAGE', url: 'javascript:alert(1)' };
    const relative = { type: 'LOGO_IMAGE', url: '/logo.png' };
    expect(findOfferAsset(makeOffer({ assets: [bad, relative, logo] }), ['LOGO_IMAGE'])).toBe(logo);
    expect(findOfferAsset(makeOffer({ assets: [bad, relative] }), ['LOGO_IMAGE'])).toBeUndefined();
  });

  it('is undefined without assets', () => {
    expect(findOfferAsset(makeOffer(), ['LOGO_IMAGE'])).toBeUndefined();
  });

  it('isLoadableAssetUrl accepts http(s) and image data URLs only', () => {
    expect(isLoadableAssetUrl('https://cdn.example/a.png')).toBe(true);
    expect(isLoadableAssetUrl('data:image/png;base64,AAAA')).toBe(true);
    expect(isLoadableAssetUrl('data:text/html,<b>')).toBe(false);
    expect(isLoadableAssetUrl('//cdn.example/a.png')).toBe(false);
  });
});

describe('offerActionUrl (action URLs)', () => {
  const config = { baseUrl: PREFIXED_BASE, organizationId: ORG };
  const path = `/v2/issuers/${ORG}/users/${USER}/offers/offer-1/activate?include=offer&supportedComponents=cta`;

  it('is the URL buildActionRequest sends, exactly as given under the base path', () => {
    const action = { url: path, method: 'POST' };
    expect(offerActionUrl(config, USER, 'offer-1', action)).toBe(`${PREFIXED_BASE}${path}`);
    expect(offerActionUrl(config, USER, 'offer-1', action)).toBe(
      buildActionRequest(config, USER, 'offer-1', action).url,
    );
  });

  it('refuses what the action policy refuses, saying why', () => {
    expect(() => offerActionUrl(config, USER, 'offer-2', { url: path, method: 'POST' })).toThrow(
      RewardsRequestError,
    );
    expect(() =>
      offerActionUrl(config, USER, 'offer-1', { url: 'javascript:alert(1)', method: 'POST' }),
    ).toThrow(/Refused|non-http|scheme/);
    expect(() => offerActionUrl(config, USER, 'offer-1', { url: path, method: 'GET' })).toThrow(/POST/);
  });
});

describe('asset URLs: exactly an absolute URL, its parsed form rendered (issue 25)', () => {
  it.each([
    ['U+00A0', '\u00a0https://x/../../../../signout'],
    ['U+FEFF', '\ufeffhttps://x/../../../../signout'],
    ['U+3000', '\u3000https://x/../../../../signout'],
    ['U+2028', '\u2028https://x/../../../../signout'],
    ['U+2029', '\u2029https://x/signout'],
    ['an ASCII space', ' https://cdn.example/a.png'],
    ['a trailing U+00A0', 'https://cdn.example/a.png\u00a0'],
    ['a trailing newline', 'https://cdn.example/a.png\n'],
    ['a tab inside', 'https://cdn.example/a\t.png'],
    ['a C1 control inside', 'https://cdn.example/a\u0085.png'],
    ['no // after the scheme (a path of an https page)', 'https:signout'],
    ['a single slash', 'https:/signout'],
    ['a backslash', 'https:\\\\evil.example/a.png'],
    ['a backslash in the path', 'https://cdn.example\\..\\a.png'],
    ['credentials', 'https://user:pass@cdn.example/a.png'],
    ['a user name', 'https://bank.example@evil.example/a.png'],
  ])('refuses a URL with %s', (_why, url) => {
    expect(loadableAssetUrl(url)).toBeUndefined();
    expect(isLoadableAssetUrl(url)).toBe(false);
    expect(
      findOfferAsset(makeOffer({ assets: [{ type: 'LOGO_IMAGE', url }] }), ['LOGO_IMAGE']),
    ).toBeUndefined();
  });

  it('gives the parsed href, which is the value itself for a plain URL', () => {
    const plain = 'https://cdn.example/logo.png?eventCode=VIEW&sig=a%2Bb';
    expect(loadableAssetUrl(plain)).toBe(plain);
    expect(loadableAssetUrl('HTTPS://CDN.example:443/a/../logo.png')).toBe('https://cdn.example/logo.png');
    expect(loadableAssetUrl('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
  });

  it('the views draw the parsed href', () => {
    const offer = makeOffer({
      assets: [{ type: 'LOGO_IMAGE', url: 'https://CDN.example/a b.png', alt: 'A' }],
    });
    expect(offerImageView(offer, 'logo').url).toBe('https://cdn.example/a%20b.png');
    const reward = {
      type: 'earnedReward' as const,
      id: 't1',
      attributes: {
        status: 'PENDING',
        message: 'You earned',
        transactionId: 't1',
        transactionAmountInCents: 100,
        updatedAt: '2026-11-20T00:00:00Z',
        assets: [
          { type: 'LOGO_IMAGE', url: '\u00a0https://x/../signout' },
          { type: 'LOGO_IMAGE', url: 'https://CDN.example/l.png' },
        ],
      },
    };
    expect(earnedRewardView(reward)?.logo?.url).toBe('https://cdn.example/l.png');
  });
});

describe('safeExternalUrl: credentials (issue 25)', () => {
  it('never links a URL with credentials', () => {
    expect(safeExternalUrl('https://user:pass@merchant.example/')).toBeUndefined();
    expect(safeExternalUrl('https://bank.example@evil.example/')).toBeUndefined();
  });
});

describe("asset and website URLs on the page's or the base URL's origin (issue 25)", () => {
  const BANK = 'https://bank.example';
  const offerWith = (assets: unknown[], websiteUrl = 'https://merchant.example/') => ({
    data: [rawOffer('o1', { assets, websiteUrl })],
    included: [rawCategory('cat-food', 'Food')],
  });

  /** A client on the bank's origin whose fetch answers `body`. */
  function clientAnswering(body: unknown, options: { assetOrigins?: string[] } = {}) {
    const diagnostics: Diagnostic[] = [];
    const client = createRewardsClient({
      baseUrl: `${BANK}/api/rewards`,
      organizationId: ORG,
      retry: false,
      onDiagnostic: (diagnostic) => diagnostics.push(diagnostic),
      fetch: async () => Response.json(body),
      ...options,
    });
    return { client, diagnostics };
  }

  it("drops assets and the website link on the base URL's origin, with a diagnostic each", async () => {
    const { client, diagnostics } = clientAnswering(
      offerWith(
        [
          { type: 'LOGO_IMAGE', url: `${BANK}/account/close?confirm=1` },
          { type: 'BANNER_IMAGE', url: 'https://BANK.example:443/signout' },
          { type: 'LOGO_IMAGE', url: 'https://cdn.example/logo.png' },
        ],
        `${BANK}/transfers/confirm?to=evil`,
      ),
    );
    const { offers } = await client.getOffers(USER);
    const offer = offers[0];
    if (offer === undefined) throw new Error('the offer was dropped');
    expect(offer.attributes.assets?.map((asset) => asset.url)).toEqual(['https://cdn.example/logo.png']);
    expect(offer.attributes.websiteUrl).toBeUndefined();
    expect(offerDetailView(offer).websiteUrl).toBeUndefined();
    expect(diagnostics.map(({ path, severity }) => [path, severity])).toEqual([
      ['/data/0/attributes/assets/0/url', 'dropped'],
      ['/data/0/attributes/assets/1/url', 'dropped'],
      ['/data/0/attributes/websiteUrl', 'dropped'],
    ]);
    expect(diagnostics[0]?.reason).toMatch(/https:\/\/bank\.example.*cookies/);
  });

  it("drops assets on the page's own origin, for any decoder", () => {
    const page = globalThis as { location?: unknown };
    const before = page.location;
    page.location = { href: 'https://www.bank.example/offers' };
    try {
      const diagnostics: Diagnostic[] = [];
      const document = decodeOffersDocument(
        offerWith([
          { type: 'LOGO_IMAGE', url: 'https://www.bank.example/signout' },
          { type: 'LOGO_IMAGE', url: 'https://cdn.example/logo.png' },
        ]),
        { onDiagnostic: (diagnostic) => diagnostics.push(diagnostic) },
      );
      expect(document.offers[0]?.attributes.assets?.map((asset) => asset.url)).toEqual([
        'https://cdn.example/logo.png',
      ]);
      expect(diagnostics).toHaveLength(1);
      const rewards = decodeEarnedRewardsDocument({
        data: [
          {
            type: 'earnedReward',
            id: 't1',
            attributes: {
              status: 'PENDING',
              message: 'You earned',
              transactionId: 't1',
              transactionAmountInCents: 100,
              updatedAt: '2026-11-20T00:00:00Z',
              assets: [{ type: 'LOGO_IMAGE', url: 'https://www.bank.example/signout' }],
            },
          },
        ],
      });
      expect(rewards.data[0]?.attributes.assets).toEqual([]);
      expect(rewards.diagnostics.map((diagnostic) => diagnostic.path)).toEqual([
        '/data/0/attributes/assets/0/url',
      ]);
    } finally {
      page.location = before;
    }
  });

  it('assetOrigins: only the listed origins load, and a listed own origin is allowed', async () => {
    const { client, diagnostics } = clientAnswering(
      offerWith([
        { type: 'LOGO_IMAGE', url: 'https://other.example/logo.png' },
        { type: 'LOGO_IMAGE', url: 'https://cdn.example/logo.png' },
        { type: 'BANNER_IMAGE', url: `${BANK}/assets/banner.png` },
      ]),
      { assetOrigins: ['https://cdn.example', BANK] },
    );
    const { offers } = await client.getOffers(USER);
    expect(offers[0]?.attributes.assets?.map((asset) => asset.url)).toEqual([
      'https://cdn.example/logo.png',
      `${BANK}/assets/banner.png`,
    ]);
    expect(diagnostics.map((diagnostic) => diagnostic.reason)).toEqual([
      expect.stringContaining('https://other.example is not one of'),
    ]);
  });

  it('refuses an assetOrigins entry that is not an origin', () => {
    for (const origin of ['https://cdn.example/', 'cdn.example', 'https://cdn.example/img', '*']) {
      expect(() =>
        createRewardsClient({ baseUrl: BANK, organizationId: ORG, assetOrigins: [origin] }),
      ).toThrow(/assetOrigins/);
    }
  });
});
