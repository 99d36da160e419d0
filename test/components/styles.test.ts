import { readdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const source = resolve(dirname(fileURLToPath(import.meta.url)), '../../packages/components/src');
const stylesDir = `${source}/styles/`;
const entry = readFileSync(`${source}/styles.css`, 'utf8');
const files = readdirSync(stylesDir).filter((name) => name.endsWith('.css'));
const read = (name: string) => readFileSync(`${stylesDir}${name}`, 'utf8');
const stripComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '');

/** Innermost `selector { declarations }` blocks with their custom properties. */
const ruleBlocks = (css: string) =>
  [...stripComments(css).matchAll(/([^{}]+)\{([^{}]*)\}/g)].map((match) => ({
    selector: (match[1] ?? '').trim(),
    properties: Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map((d) => [d[1], (d[2] ?? '').trim()]),
    ),
    colorScheme: /(?:^|[;\s])color-scheme:\s*(\w+)/.exec(match[2] ?? '')?.[1],
  }));

const tokens = read('tokens.css');
const blocks = ruleBlocks(tokens);
/** The palette: every colour once as `light-dark(light, dark)`; other tokens (the shadow) are the same in both. */
const palette =
  blocks.find((block) => block.selector.includes('[data-theme]') && '--ok-color-primary' in block.properties)
    ?.properties ?? {};
const side = (index: 1 | 2) =>
  Object.fromEntries(
    Object.entries(palette).map(([name, value]) => {
      const pair = /^light-dark\(\s*([^,]+?)\s*,\s*([^)]+?)\s*\)$/.exec(value);
      return [name, pair?.[index] ?? value];
    }),
  );
const themes = { light: side(1), dark: side(2) };
/** The `color-scheme` a selector's block sets (what `light-dark()` reads). */
const schemeOf = (selector: string) =>
  blocks.find((block) => block.selector.replace(/\s+/g, ' ') === selector)?.colorScheme;
const shared = blocks
  .filter((block) => block.selector === ':root')
  .flatMap((block) => Object.keys(block.properties));

const luminance = (hex: string) => {
  const value = hex.replace('#', '');
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = Number.parseInt(value.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

describe('styles.css', () => {
  it('imports every stylesheet in styles/ exactly once, relatively', () => {
    const imports = [...entry.matchAll(/@import\s+["']([^"']+)["']\s*;/g)].map((match) => match[1]);
    expect(imports.every((path) => path?.startsWith('./styles/'))).toBe(true);
    expect(new Set(imports).size).toBe(imports.length);
    expect([...imports].map((path) => path?.replace('./styles/', '')).sort()).toEqual([...files].sort());
    expect(imports[0]).toBe('./styles/tokens.css');
  });

  it.each(files)('%s keeps every rule inside @layer offerkit', (name) => {
    const css = stripComments(read(name)).trim();
    expect(css.startsWith('@layer offerkit {')).toBe(true);
    // The layer block closes at the very end: nothing outside it.
    let depth = 0;
    let closedAt = -1;
    for (let i = 0; i < css.length; i++) {
      if (css[i] === '{') depth++;
      if (css[i] === '}') {
        depth--;
        if (depth === 0) {
          closedAt = i;
          break;
        }
      }
    }
    expect(closedAt).toBe(css.length - 1);
  });

  it.each(files.filter((name) => name !== 'progress-bar.css'))(
    '%s uses logical properties (right-to-left pages mirror)',
    (name) => {
      const css = stripComments(read(name));
      expect(css).not.toMatch(/\b(margin|padding|border)-(left|right)\b/);
      expect(css).not.toMatch(/text-align:\s*(left|right)/);
      expect(css).not.toMatch(/float:\s*(left|right)/);
      // Only the logo-flare badge is physical: the service names physical corners.
      if (name !== 'logo-flare.css') expect(css).not.toMatch(/(^|[\s;{])(left|right):/m);
    },
  );

  it.each(files.filter((name) => name !== 'progress-bar.css'))(
    '%s only reads --ok- variables that are defined',
    (name) => {
      const css = stripComments(read(name));
      const defined = new Set([
        ...Object.keys(themes.light ?? {}),
        ...shared,
        ...[...css.matchAll(/(--ok-[\w-]+)\s*:/g)].map((match) => match[1]),
      ]);
      const used = [...css.matchAll(/var\((--ok-[\w-]+)/g)].map((match) => match[1]);
      expect(used.filter((variable) => !defined.has(variable as string))).toEqual([]);
    },
  );

  it.each(files)('%s animates only under prefers-reduced-motion: no-preference', (name) => {
    const css = stripComments(read(name));
    const withoutGuarded = css.replace(
      /@media \(prefers-reduced-motion: no-preference\)\s*\{[\s\S]*?\n {2}\}/g,
      '',
    );
    expect(withoutGuarded).not.toMatch(/\banimation:/);
  });
});

describe('theme tokens', () => {
  const required = [
    '--ok-color-primary',
    '--ok-color-on-primary',
    '--ok-color-secondary',
    '--ok-color-on-secondary',
    '--ok-color-surface',
    '--ok-color-background',
    '--ok-color-border',
    '--ok-color-text',
    '--ok-color-text-muted',
    '--ok-color-success',
    '--ok-color-danger',
  ];

  it('defines every colour once for light and dark, and system dark picks the same dark palette', () => {
    for (const theme of [themes.light, themes.dark]) {
      expect(Object.keys(theme ?? {})).toEqual(expect.arrayContaining(required));
    }
    expect(Object.keys(themes.dark ?? {}).sort()).toEqual(Object.keys(themes.light ?? {}).sort());
    // Every colour is a light-dark() pair, so the dark palette exists once and light-dark() picks it by
    // color-scheme: light by default, dark for data-theme="dark" and for a system in dark mode.
    const colours = Object.entries(palette).filter(([name]) => name.startsWith('--ok-color-'));
    expect(colours.length).toBeGreaterThanOrEqual(required.length);
    expect(colours.filter(([, value]) => !value.startsWith('light-dark(')).map(([name]) => name)).toEqual([]);
    expect(schemeOf(':root, [data-theme="light"]')).toBe('light');
    expect(schemeOf('[data-theme="dark"]')).toBe('dark');
    expect(schemeOf(':root:not([data-theme="light"])')).toBe('dark');
  });

  it('defines radius, font, spacing and the icon variables', () => {
    expect(shared).toEqual(
      expect.arrayContaining([
        '--ok-radius',
        '--ok-font-family',
        '--ok-space-1',
        '--ok-space-2',
        '--ok-space-3',
        '--ok-space-4',
      ]),
    );
    const icons = blocks.find(
      (block) => block.selector.includes('[data-theme]') && '--icon-fill' in block.properties,
    );
    expect(Object.keys(icons?.properties ?? {})).toEqual(['--icon-fill', '--icon-outline', '--icon-detail']);
  });

  // Text pairs need 4.5:1, UI boundaries 3:1 (WCAG 2.2 AA 1.4.3 and 1.4.11).
  const pairs: [string, string, number][] = [
    ['--ok-color-on-primary', '--ok-color-primary', 4.5],
    ['--ok-color-on-secondary', '--ok-color-secondary', 4.5],
    ['--ok-color-on-success', '--ok-color-success', 4.5],
    ['--ok-color-on-disabled', '--ok-color-disabled', 4.5],
    ['--ok-color-on-tag', '--ok-color-tag', 4.5],
    ['--ok-color-text', '--ok-color-surface', 4.5],
    ['--ok-color-text', '--ok-color-background', 4.5],
    ['--ok-color-text-muted', '--ok-color-surface', 4.5],
    ['--ok-color-text-muted', '--ok-color-background', 4.5],
    ['--ok-color-link', '--ok-color-surface', 4.5],
    ['--ok-color-link', '--ok-color-background', 4.5],
    ['--ok-color-danger', '--ok-color-surface', 4.5],
    ['--ok-color-success', '--ok-color-surface', 4.5],
    ['--ok-color-accent', '--ok-color-surface', 4.5],
    ['--ok-color-on-secondary', '--ok-color-surface', 4.5],
    ['--ok-color-on-secondary', '--ok-color-skeleton', 3],
    ['--ok-color-border-strong', '--ok-color-surface', 3],
    ['--ok-color-focus', '--ok-color-surface', 3],
    ['--ok-color-focus', '--ok-color-background', 3],
  ];

  it.each(['light', 'dark'] as const)('meets WCAG AA contrast in the %s theme', (name) => {
    const theme = themes[name] ?? {};
    const failures = pairs
      .map(([fg, bg, min]) => ({
        fg,
        bg,
        min,
        ratio: contrast(theme[fg] ?? '#000000', theme[bg] ?? '#000000'),
      }))
      .filter(({ ratio, min }) => ratio < min);
    expect(failures).toEqual([]);
  });
});
