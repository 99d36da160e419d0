import { fileURLToPath } from 'node:url';
import { build } from 'vite';

/** The example's Vite config (the page's build). */
export const WEB_BANKING_VITE_CONFIG = fileURLToPath(new URL('../vite.config.ts', import.meta.url));

/** Options of {@link buildWebBankingPage}. */
export interface BuildWebBankingPageOptions {
  /**
   * Where the built page goes. Only the example's own `dist` is emptied first; any other directory is
   * written into as it is (nothing of yours is deleted), so give a new or dedicated one.
   * @default the example's `dist`
   */
  outDir?: string;
}

/**
 * Builds the page with Vite (production mode): `index.html` and hashed `assets/`. Only browser code is in
 * it: the server's configuration and secrets live in `server/` and are never imported by `src/`.
 */
export async function buildWebBankingPage(options: BuildWebBankingPageOptions = {}): Promise<void> {
  await build({
    configFile: WEB_BANKING_VITE_CONFIG,
    mode: 'production',
    logLevel: 'warn',
    // React's production build even when the caller runs with NODE_ENV=test (Vitest) or development.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    ...(options.outDir === undefined ? {} : { build: { outDir: options.outDir, emptyOutDir: false } }),
  });
}
