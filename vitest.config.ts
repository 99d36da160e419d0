import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumLaunchOptions } from './test/browser/chromium.ts';
import { securityCommands } from './test/browser/security/commands.ts';
import { workspaceAliases } from './workspace-aliases.ts';

const react18 = (path: string) => join(import.meta.dirname, 'node_modules', path);
/** React 18.3 in place of the installed React 19, for the `dom-react18` project. */
const react18Aliases = [
  { find: /^react$/, replacement: react18('react-18/index.js') },
  { find: /^react\/jsx-runtime$/, replacement: react18('react-18/jsx-runtime.js') },
  { find: /^react\/jsx-dev-runtime$/, replacement: react18('react-18/jsx-dev-runtime.js') },
  { find: /^react-dom$/, replacement: react18('react-dom-18/index.js') },
  { find: /^react-dom\/client$/, replacement: react18('react-dom-18/client.js') },
  { find: /^react-dom\/server$/, replacement: react18('react-dom-18/server.node.js') },
  ...workspaceAliases,
];

export default defineConfig({
  plugins: [react()],
  resolve: { alias: workspaceAliases },
  test: {
    globals: true,
    // Generous per-test limit: CI runs these on two shared cores. Tests assert outcomes, never speed.
    testTimeout: 30_000,
    // Twice the cores, at least four: many jsdom files wait on timers, MSW and servers rather than the CPU,
    // so on a two-core machine the unit projects ran 517 s with two workers and 305 s with four.
    maxWorkers: Math.max(4, availableParallelism() * 2),
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          // One module graph per worker instead of one per file (see `dom`).
          isolate: false,
          setupFiles: ['test/setup-restore-globals.ts'],
          include: [
            'test/data/**/*.test.ts',
            'test/sandbox/**/*.test.ts',
            'test/server/**/*.test.ts',
            'test/examples/**/*.test.ts',
            'test/lint/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          // One jsdom and one module graph per worker instead of one per file: setting up jsdom and importing
          // React and Testing Library again for each file cost more than the tests. The files share nothing
          // they do not set up and tear down themselves: each starts its own MSW server and query clients,
          // test/setup-dom.ts empties the DOM after every test, and test/setup-restore-globals.ts fails a file
          // that leaves a global, the clock, the window or the document changed.
          isolate: false,
          include: [
            'test/hooks/**/*.test.{ts,tsx}',
            'test/components/**/*.test.{ts,tsx}',
            // Hostile input: XSS corpus, fuzzing, fault matrix, URL policy (jsdom; MSW for the sandbox).
            'test/security/**/*.test.{ts,tsx}',
            // The example's page taking over what its server rendered (its server tests are `.ts`, in node).
            'test/examples/**/*.test.tsx',
          ],
          setupFiles: ['test/setup-restore-globals.ts', 'test/setup-dom.ts'],
        },
      },
      {
        // The same jsdom suites on React 18.3 (the packages' peer range is `^18.3 || ^19`): `react` and
        // `react-dom` resolve to the `react-18` / `react-dom-18` aliases for our code and for the React
        // libraries inlined below (so Testing Library renders with React 18 too); setup-react18.ts does the
        // same for `require` calls inside CommonJS packages, which Vite's aliases do not reach.
        extends: true,
        resolve: { alias: react18Aliases },
        test: {
          name: 'dom-react18',
          environment: 'jsdom',
          // As in `dom`.
          isolate: false,
          // Read by test/components/reactVersion.test.tsx, which proves the swap took.
          env: { OFFERKIT_REACT_MAJOR: '18' },
          include: [
            'test/hooks/**/*.test.{ts,tsx}',
            'test/components/**/*.test.{ts,tsx}',
            'test/security/**/*.test.{ts,tsx}',
          ],
          setupFiles: ['test/setup-react18.ts', 'test/setup-restore-globals.ts', 'test/setup-dom.ts'],
          server: { deps: { inline: [/@testing-library\/react/, /@tanstack\/react-/] } },
        },
      },
      {
        // Hostile input in real Chromium: every XSS vector in every offer slot through sandbox, client,
        // hooks and components, with a canary, dialog and request watch (test/browser/security).
        extends: true,
        test: {
          name: 'security-browser',
          include: ['test/browser/security/**/*.browser.test.{ts,tsx}'],
          testTimeout: 120_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunchOptions }),
            instances: [{ browser: 'chromium' }],
            commands: securityCommands,
            // Failures are described by the test (vector ids and findings); no screenshots to clean up.
            screenshotFailures: false,
          },
        },
      },
      {
        // Every story as a test in real Chromium (render + play function), through Storybook's own
        // Vite config (.storybook/main.ts); needs /usr/bin/chromium (scripts/ensure-chromium.sh).
        // `pnpm test:storybook`, for work on stories. `pnpm test` leaves it out: its Playwright stories
        // suite (test/browser/stories.spec.ts) runs every play function and axe too, light and dark, and
        // fails a story on any error its page leaves uncaught.
        plugins: [storybookTest({ configDir: '.storybook', storybookScript: 'pnpm start' })],
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunchOptions }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
