import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './test/browser/chromium.ts';

/**
 * End-to-end suite of the runnable examples (test/browser/e2e): each spec starts the sandbox and the
 * example's server on ephemeral 127.0.0.1 ports itself and drives Debian's Chromium against them.
 * `pnpm test:e2e`.
 */
export default defineConfig({
  testDir: 'test/browser/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/e2e',
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Two workers, each on its own files (not fullyParallel: the specs of a file share one sandbox and
  // server). The specs mostly wait on servers and page loads: on two cores the suite took 181 s with one
  // worker and 133 s with two.
  workers: 2,
  fullyParallel: false,
  // Per test; each takes 3–12 s alone, but axe and page loads slow down a lot on a busy shared machine.
  timeout: 90_000,
  reporter: process.env.CI ? [['dot']] : [['list']],
  expect: { timeout: 10_000 },
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    headless: true,
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    timezoneId: 'UTC',
    trace: 'off',
  },
});
