// @vitest-environment jsdom
import { bannerSvg, logoSvg, SANDBOX_ICONS, sandboxOfferStates } from '@offerkit/sandbox';

function parse(svg: string): Document {
  return new DOMParser().parseFromString(svg, 'image/svg+xml');
}

/** Every inline SVG the fixtures carry in cta icons, badge icons and segment icons. */
function fixtureIcons(): string[] {
  return Object.values(sandboxOfferStates()).flatMap((offer) => {
    const c = offer.attributes.components ?? {};
    const segments = c.progressBar?.segments;
    return [
      c.cta?.startIcon,
      c.logoFlare?.badge?.icon,
      segments?.default.icon,
      segments?.details?.icon,
    ].filter((icon): icon is string => icon !== undefined);
  });
}

describe('sandbox SVG', () => {
  it.each(Object.entries(SANDBOX_ICONS))(
    '%s is well-formed SVG themed through CSS custom properties',
    (_name, svg) => {
      const document = parse(svg);
      expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
      expect(document.documentElement.localName).toBe('svg');
      expect(document.documentElement.namespaceURI).toBe('http://www.w3.org/2000/svg');
      expect(svg).toMatch(/var\(--icon-(fill|outline|detail)/);
      expect(svg).not.toMatch(/<script|\bon[a-z]+=|href=|url\(/i);
    },
  );

  it('the fixtures use only those icons', () => {
    const icons = new Set<string>(Object.values(SANDBOX_ICONS));
    const used = fixtureIcons();
    expect(used.length).toBeGreaterThan(5);
    for (const icon of used) expect(icons.has(icon)).toBe(true);
  });

  it('logos and banners are well-formed SVG with the merchant name escaped', () => {
    for (const svg of [
      logoSvg('Salt & Stone <Pizza>'),
      bannerSvg('Salt & Stone <Pizza>', 'Food & Beverage'),
    ]) {
      const document = parse(svg);
      expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
      expect(document.documentElement.getAttribute('aria-label')).toMatch(
        /^Salt & Stone <Pizza> (logo|banner)$/,
      );
    }
    expect(parse(logoSvg('Salt & Stone Pizza')).documentElement.textContent).toBe('SS');
    expect(logoSvg('Blue Fern Coffee')).toBe(logoSvg('Blue Fern Coffee'));
    expect(logoSvg('Blue Fern Coffee')).not.toBe(logoSvg('Harbor Lane Bistro'));
  });
});
