import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The sources of the chunks the offers page runs, as Vite's manifest names them: the page's script (which
 * the entry loads after the first paint) and the offers page itself (loaded lazily by that script).
 */
const OFFERS_PAGE_SOURCES = ['src/startPage.tsx', 'src/OffersPage.tsx'];

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

/**
 * The scripts the offers page loads once signed in (the page's script, the offers' lazy chunk and the
 * chunks they import), as root-relative URLs, from the build's `.vite/manifest.json` in `pageDir`. Empty when the page was built
 * without a manifest or holds no such chunk: the page then loads them itself, one step later.
 */
export async function offersPagePreloads(pageDir: string): Promise<string[]> {
  const text = await readFile(join(pageDir, '.vite', 'manifest.json'), 'utf8').catch(() => undefined);
  if (text === undefined) return [];
  let manifest: Record<string, ManifestChunk>;
  try {
    manifest = JSON.parse(text) as Record<string, ManifestChunk>;
  } catch {
    return [];
  }
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    // The entry's own script is already in the page.
    if (chunk === undefined || chunk.isEntry === true || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const source of OFFERS_PAGE_SOURCES) visit(source);
  return [...files];
}
