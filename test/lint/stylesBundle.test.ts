import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// @ts-expect-error — a plain .mjs build script without type declarations.
import { bundleCss, STYLE_TARGETS } from '../../scripts/bundle-css.mjs';

/**
 * The shipped `styles.css` must work down to the browser floor (`STYLE_TARGETS`), while the sources write
 * each palette colour once as `light-dark(light, dark)`, which Safari before 17.5 does not know: the bundle
 * step lowers it to custom-property switches that the theme rules' `color-scheme` flips.
 */
const STYLES = fileURLToPath(new URL('../../packages/components/src/styles.css', import.meta.url));
const TOKENS = fileURLToPath(new URL('../../packages/components/src/styles/tokens.css', import.meta.url));

/** `--name: light-dark(a, b)` declarations of the source palette. */
function sourcePalette(): Map<string, [string, string]> {
  const palette = new Map<string, [string, string]>();
  for (const match of readFileSync(TOKENS, 'utf8').matchAll(
    /(--ok-[\w-]+):\s*light-dark\(([^,]+),\s*([^)]+)\)/g,
  )) {
    palette.set(match[1] as string, [match[2] as string, match[3] as string]);
  }
  return palette;
}

/** `#ffffff` and `#fff` are one colour: Lightning CSS writes the short form. */
const hex = (value: string): string =>
  value
    .trim()
    .toLowerCase()
    .replace(/^#(\w)\1(\w)\2(\w)\3$/, '#$1$2$3');

describe('the shipped stylesheet', () => {
  const bundled: string = bundleCss(STYLES);

  it('targets the documented floor: Chromium 117, Firefox 121, Safari 16', () => {
    expect(STYLE_TARGETS).toEqual({ chrome: 117 << 16, firefox: 121 << 16, safari: 16 << 16 });
  });

  it('keeps every palette colour, light and dark, with no light-dark() left for old browsers', () => {
    const palette = sourcePalette();
    expect(palette.size).toBeGreaterThan(15);
    expect(bundled).not.toMatch(/light-dark\(/);
    for (const [name, [light, dark]] of palette) {
      const declaration = new RegExp(
        `${name}:\\s*var\\(--lightningcss-light,\\s*([^)]+)\\)\\s*var\\(--lightningcss-dark,\\s*([^)]+)\\)`,
      ).exec(bundled);
      expect(declaration, `${name} in the bundle`).not.toBeNull();
      expect([hex(declaration?.[1] ?? ''), hex(declaration?.[2] ?? '')], name).toEqual([
        hex(light),
        hex(dark),
      ]);
    }
  });

  it('flips the palette wherever a theme is chosen: data-theme and the system preference', () => {
    const darkSwitch = /--lightningcss-light:\s*;\s*--lightningcss-dark:\s*initial;\s*color-scheme:\s*dark/;
    const lightSwitch = /--lightningcss-light:\s*initial;\s*--lightningcss-dark:\s*;\s*color-scheme:\s*light/;
    expect(bundled).toMatch(new RegExp(`\\[data-theme="dark"\\]\\s*\\{\\s*${darkSwitch.source}`));
    expect(bundled).toMatch(
      new RegExp(
        `prefers-color-scheme:\\s*dark\\)\\s*\\{\\s*:root:not\\(\\[data-theme="light"\\]\\)\\s*\\{\\s*${darkSwitch.source}`,
      ),
    );
    expect(bundled).toMatch(new RegExp(`\\[data-theme="light"\\]\\s*\\{\\s*${lightSwitch.source}`));
  });

  it('bundles every component stylesheet into the offerkit layer', () => {
    const imports = [...readFileSync(STYLES, 'utf8').matchAll(/@import\s+['"]([^'"]+)['"]/g)];
    expect(imports.length).toBeGreaterThan(10);
    expect(bundled).not.toMatch(/@import/);
    expect(bundled).toContain('@layer offerkit');
    expect(bundled).toContain('.ok-OfferCard {');
  });
});
