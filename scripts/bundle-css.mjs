// Writes one stylesheet from an entry that @imports sibling files, so the package ships a single
// `styles.css` while the source stays split by component.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

const [entry, output] = process.argv.slice(2);
if (!entry || !output) {
  console.error('usage: node scripts/bundle-css.mjs <entry.css> <output.css>');
  process.exit(2);
}

const inline = (file, seen) => {
  const path = resolve(file);
  if (seen.has(path)) throw new Error(`bundle-css: ${path} is imported twice; import each file once.`);
  seen.add(path);
  return readFileSync(path, 'utf8').replace(/@import\s+(?:url\()?['"]([^'"]+)['"]\)?\s*;/g, (_, spec) => {
    if (!spec.startsWith('.'))
      throw new Error(`bundle-css: only relative imports are bundled, got "${spec}".`);
    return inline(resolve(dirname(path), spec), seen);
  });
};

mkdirSync(dirname(resolve(output)), { recursive: true });
writeFileSync(output, inline(entry, new Set()));
