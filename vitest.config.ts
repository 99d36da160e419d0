import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumLaunchOptions } from './test/browser/chromium.ts';
import { securityCommands } from './test/browser/security/commands.ts';
import { workspaceAliases } from './workspace-aliases.ts';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: workspaceAliases },
  test: {
    globals: true,
    // Generous per-test limit: CI runs these on two shared cores. Tests assert outcomes, never speed.
    testTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'test/data/**/*.test.ts',
            'test/sandbox/**/*.test.ts',
            'test/server/**/*.test.ts',
            'test/examples/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: [
            'test/hooks/**/*.test.{ts,tsx}',
            'test/components/**/*.test.{ts,tsx}',
            // Hostile input: XSS corpus, fuzzing, fault matrix, URL policy (jsdom; MSW for the sandbox).
            'test/security/**/*.test.{ts,tsx}',
          ],
          setupFiles: ['test/setup-dom.ts'],
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
