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
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
  logLevel: 'warn',
});
