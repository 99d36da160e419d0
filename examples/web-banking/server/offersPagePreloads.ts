import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The offers page's source, as Vite's manifest names its chunk. */
const OFFERS_PAGE_SOURCE = 'src/OffersPage.tsx';

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

/**
 * The scripts the offers page loads once signed in (its lazy chunk and the chunks that chunk imports), as
 * root-relative URLs, from the build's `.vite/manifest.json` in `pageDir`. Empty when the page was built
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
  visit(OFFERS_PAGE_SOURCE);
  return [...files];
}
