import { offerImageView } from '@offerkit/data';
import { makeOffer } from './fixtures.ts';

const logo = {
  type: 'LOGO_IMAGE',
  url: 'https://cdn.example/logo.png?eventCode=VIEW&medium=CTA',
  alt: 'Logo',
};
const banner = { type: 'BANNER_IMAGE', url: 'https://cdn.example/banner.png', alt: 'Banner' };
const view = { type: 'IMG_VIEW', url: 'https://cdn.example/view.png', alt: 'View' };

describe('offerImageView', () => {
  it('takes the logo from LOGO_IMAGE, URL exactly as given, with its alt', () => {
    expect(offerImageView(makeOffer({ assets: [banner, logo] }), 'logo')).toEqual({
      url: 'https://cdn.example/logo.png?eventCode=VIEW&medium=CTA',
      alt: 'Logo',
      name: 'Coffee House',
    });
  });

  it('takes the banner from BANNER_IMAGE, else IMG_VIEW', () => {
    expect(offerImageView(makeOffer({ assets: [view, banner] }), 'banner').url).toBe(banner.url);
    expect(offerImageView(makeOffer({ assets: [logo, view] }), 'banner').url).toBe(view.url);
  });

  it('falls back to the offer name for a missing or blank alt', () => {
    expect(offerImageView(makeOffer({ assets: [{ type: 'LOGO_IMAGE', url: logo.url }] }), 'logo').alt).toBe(
      'Coffee House',
    );
    expect(offerImageView(makeOffer({ assets: [{ ...logo, alt: '  ' }] }), 'logo').alt).toBe('Coffee House');
  });

  it('has no URL (draw the monogram) when there is no loadable asset of the kind', () => {
    expect(offerImageView(makeOffer(), 'logo')).toEqual({ alt: 'Coffee House', name: 'Coffee House' });
    expect('url' in offerImageView(makeOffer({ assets: [logo] }), 'banner')).toBe(false);
    expect(
      offerImageView(makeOffer({ assets: [{ ...logo, url: 'javascript:alert(1)' }] }), 'logo').url,
    ).toBeUndefined();
  });
});
