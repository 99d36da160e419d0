import {
  buildActionRequest,
  findOfferAsset,
  isLoadableAssetUrl,
  offerActionUrl,
  RewardsRequestError,
  safeExternalUrl,
} from '@offerkit/data';
import { makeOffer, ORG, PREFIXED_BASE, USER } from './fixtures.ts';

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
