/**
 * Asset URLs (logo, banner) are loaded exactly as given — loading them records attribution — but only when
 * they are absolute http(s) URLs or image data URLs: nothing else becomes an `<img>` or an image preload.
 */
import { OfferDetail, OfferLogo } from '@offerkit/components';
import { decodeOffersDocument, type Offer, type StandardOffer } from '@offerkit/data';
import { render } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { baseHostileOffer, TINY_PNG } from './xssSlots.ts';

const BASE_ORIGIN = 'http://127.0.0.1:4597';

/** A decoded offer from the hostile-test base offer, with `edit` applied to its wire form. */
function offerWith(edit: (offer: StandardOffer) => void): Offer {
  const parts = baseHostileOffer('asset-case', '/v2/issuers/org/users/u/offers/asset-case/activate');
  edit(parts.offer);
  const [offer] = decodeOffersDocument({ data: [parts.offer], included: [parts.category] }).offers;
  if (offer === undefined) throw new Error('the offer was dropped');
  return offer;
}

describe('asset URLs', () => {
  const ALLOWED = [
    ['https, exactly as given', 'https://img.example/logo.png?sig=a%2Bb%3D%3D&eventCode=VIEW&x=1 2'],
    ['http', 'http://img.example/logo.png'],
    ['a PNG data URL', TINY_PNG],
    ['an SVG data URL', 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22/%3E'],
  ] as const;

  it.each(ALLOWED)('loads %s', (_why, url) => {
    const offer = offerWith((wire) => {
      wire.attributes.assets = [{ url, alt: 'Logo', type: 'LOGO_IMAGE' }];
    });
    const { container } = render(<OfferLogo offer={offer} />);
    // The parsed URL (issue 25): the very request the value names. It differs from the value only where
    // the URL standard normalizes it, here the space the browser would send as %20 anyway.
    expect(container.querySelector('img')?.getAttribute('src')).toBe(new URL(url).href);
    if (!url.includes(' 2')) expect(new URL(url).href).toBe(url);
  });

  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['a data URL that is not an image', 'data:text/html,<script>alert(1)</script>'],
    ['an SVG data URL spelled as text', 'data:text/xml,<svg onload=alert(1)>'],
    ['blob:', `blob:${BASE_ORIGIN}/0b6f3c1e-0000-4000-8000-000000000000`],
    ['file:', 'file:///etc/passwd'],
    ['ftp:', 'ftp://img.example/logo.png'],
    ['a relative path (would hit the issuer page)', '/account/close?confirm=1'],
    ['protocol-relative', '//evil.example/pixel.png'],
    ['garbage markup', '<img src=x onerror=alert(1)>'],
    // Issue 25: whitespace that trim() removes but the URL parser keeps makes a path of the page's origin.
    ['a leading no-break space (U+00A0)', '\u00a0https://x/../../../../signout'],
    ['a leading byte order mark (U+FEFF)', '\ufeffhttps://x/../../../../signout'],
    ['a leading ideographic space (U+3000)', '\u3000https://x/../../../../signout'],
    ['a leading line separator (U+2028)', '\u2028https://x/../../../../signout'],
    ['a leading ASCII space', ' https://img.example/logo.png'],
    ['a trailing no-break space', 'https://img.example/logo.png\u00a0'],
    ['a tab inside', 'https://img.example/lo\tgo.png'],
    ['a newline inside the scheme', 'ht\ntps://img.example/logo.png'],
    ['a scheme without // (a path of an https page)', 'https:signout'],
    ['a backslash for a slash', 'https:\\\\evil.example/logo.png'],
    ['credentials', 'https://user:pass@img.example/logo.png'],
    ['a user name that reads as a host', 'https://bank.example@evil.example/logo.png'],
  ])('does not load %s (no <img>, no preload; the monogram stands in)', (_why, url) => {
    const offer = offerWith((wire) => {
      for (const asset of wire.attributes.assets ?? []) asset.url = url;
    });
    const { container } = render(
      <>
        <OfferLogo offer={offer} />
        <OfferDetail offer={offer} onAction={() => {}} />
      </>,
    );
    expect(container.querySelectorAll('img')).toHaveLength(0);
    expect(container.querySelector('.ok-OfferLogo')).toHaveAttribute('data-state', 'fallback');
    const markup = renderToStaticMarkup(<OfferDetail offer={offer} onAction={() => {}} />);
    expect(markup).not.toContain('<img');
    expect(markup).not.toContain('rel="preload"');
  });
});
