import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { workspaceAliases } from '../../workspace-aliases.ts';

/** Offerkit modules the sign-in page imports itself (through `main.tsx`). */
const SIGN_IN_MODULES =
  /packages[\\/](hooks[\\/]src[\\/](createOfferkitQueryClient|internal[\\/]defaults)\.ts|data[\\/]src[\\/]errors[\\/])/;

/**
 * Whether `id` is a script of an Offerkit group (`pattern`) that only the offers page needs (the
 * components' stylesheet is the entry's: every page has it).
 */
const offerkitModule = (id: string, pattern: RegExp): boolean =>
  pattern.test(id) && /\.[cm]?[jt]sx?$/.test(id) && !SIGN_IN_MODULES.test(id);

/**
 * The page's build. Inside this repository the @offerkit packages resolve to their sources (the
 * aliases); a bank installing them from the registry drops `resolve.alias`.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  resolve: { alias: workspaceAliases },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // .vite/manifest.json: the server reads the offers page's chunks from it, to preload them in /offers.
    manifest: true,
    // Build-time profiling notes are noise on a shared two-core machine; the build's result is what counts.
    rolldownOptions: {
      checks: { bundlerTimings: false },
      // Chunks by library, so that no script holds much code the page never runs (Lighthouse's "unused
      // JavaScript" counts it per script): React and TanStack Query (every page), Offerkit's data layer,
      // and its hooks and components (the offers page only). The few Offerkit modules the sign-in page needs
      // (the query client's defaults, the API error class) stay with the entry, so that page loads no
      // Offerkit chunk.
      output: {
        codeSplitting: {
          // A group takes its own modules only: what they import (React, the error classes) stays where
          // the bundler puts it without groups, with the entry when the sign-in page needs it.
          includeDependenciesRecursively: false,
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/ },
            {
              name: 'offerkit-data',
              test: (id: string) =>
                offerkitModule(id, /packages[\\/]data[\\/]src|node_modules[\\/]valibot[\\/]/),
            },
            {
              name: 'offerkit-components',
              test: (id: string) =>
                offerkitModule(
                  id,
                  /packages[\\/](components|hooks)[\\/]src|node_modules[\\/](dompurify|@tanstack[\\/](react-virtual|virtual-core)|clsx)[\\/]/,
                ),
            },
          ],
        },
      },
    },
  },
  logLevel: 'warn',
});
