import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { workspaceAliases } from '../../workspace-aliases.ts';

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
      // React and TanStack Query in chunks of their own (every page loads them, and they change less often
      // than the page). Offerkit is left to the bundler: its code goes with the offers page's chunk, and the
      // parts the experience loads on demand (the nearby search, the detail dialog, the earned rewards, the
      // client's other endpoints) stay chunks of their own. A group for Offerkit would pull those into what
      // the offers page loads first: a group takes every module it matches, reached by `import()` or not.
      output: {
        codeSplitting: {
          // A group takes its own modules only: what they import (React, the error classes) stays where
          // the bundler puts it without groups, with the entry when the sign-in page needs it.
          includeDependenciesRecursively: false,
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/ },
          ],
        },
      },
    },
  },
  logLevel: 'warn',
});
