// Writes one stylesheet from an entry that @imports sibling files, so the package ships a single
// `styles.css` while the source stays split by component. Lightning CSS bundles the imports and lowers
// what the oldest supported browsers lack — above all `light-dark()`, which each palette colour is written
// with once: browsers before Chromium 123 / Safari 17.5 get the same palette through custom-property
// switches that `color-scheme` sets.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { bundle } from 'lightningcss';

/**
 * The browser floor the stylesheet supports, set by the newest feature it needs untranslated: `:has()`
 * (Firefox 121) and subgrid (Chromium 117, Safari 16). Lightning CSS encodes a version as major << 16.
 */
export const STYLE_TARGETS = { chrome: 117 << 16, firefox: 121 << 16, safari: 16 << 16 };

/** Bundles `entry` and its relative `@import`s into one stylesheet for {@link STYLE_TARGETS}. */
export function bundleCss(entry) {
  const { code, warnings } = bundle({ filename: resolve(entry), targets: STYLE_TARGETS });
  if (warnings.length > 0) {
    const lines = warnings.map(
      (warning) => `  ${warning.loc.filename}:${warning.loc.line}: ${warning.message}`,
    );
    throw new Error(`bundle-css: fix these before shipping the stylesheet:\n${lines.join('\n')}`);
  }
  return code.toString();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [entry, output] = process.argv.slice(2);
  if (!entry || !output) {
    console.error('usage: node scripts/bundle-css.mjs <entry.css> <output.css>');
    process.exit(2);
  }
  mkdirSync(dirname(resolve(output)), { recursive: true });
  writeFileSync(output, bundleCss(entry));
}
