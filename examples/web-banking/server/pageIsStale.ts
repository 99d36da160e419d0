import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repository = fileURLToPath(new URL('../../../', import.meta.url));

/** What the page is built from: the example's page sources and the @offerkit browser packages it bundles. */
export const PAGE_SOURCES: readonly string[] = [
  'examples/web-banking/index.html',
  'examples/web-banking/vite.config.ts',
  'examples/web-banking/src',
  'packages/data/src',
  'packages/hooks/src',
  'packages/components/src',
].map((path) => join(repository, path));

/**
 * Whether the built page in `pageDir` is missing or older than any of its sources (then `pnpm example`
 * builds it again before serving).
 */
export async function pageIsStale(pageDir: string): Promise<boolean> {
  const built = await stat(join(pageDir, 'index.html')).catch(() => undefined);
  if (built === undefined) return true;
  for (const source of PAGE_SOURCES) {
    if ((await newestChange(source)) > built.mtimeMs) return true;
  }
  return false;
}

async function newestChange(path: string): Promise<number> {
  const info = await stat(path).catch(() => undefined);
  if (info === undefined) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of await readdir(path)) newest = Math.max(newest, await newestChange(join(path, entry)));
  return newest;
}
