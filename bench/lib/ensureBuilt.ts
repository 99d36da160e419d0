import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** The packages the bench measures (the sandbox is only the service it talks to, run from source). */
const MEASURED = ['data', 'hooks', 'components'];

function newestIn(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestIn(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** Package names whose `dist` is missing or older than a file in their `src`. */
export function staleBuilds(): string[] {
  return MEASURED.filter((name) => {
    const base = join(ROOT, 'packages', name);
    try {
      return statSync(join(base, 'dist', 'index.js')).mtimeMs < newestIn(join(base, 'src'));
    } catch {
      return true;
    }
  });
}

/**
 * The bench measures the built packages (what users install). Runs `pnpm build` when a `dist` is
 * missing or older than its sources; throws when the build fails.
 */
export function ensureBuilt(log: (line: string) => void): void {
  const stale = staleBuilds();
  if (stale.length === 0) return;
  log(`bench: ${stale.join(', ')} not built or older than the sources; running pnpm build`);
  const result = spawnSync('pnpm', ['build'], { cwd: ROOT, stdio: ['ignore', 2, 2] });
  if (result.status !== 0)
    throw new Error('pnpm build failed (see above); the bench needs the built packages.');
}
