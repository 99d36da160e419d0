import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './test/browser/chromium.ts';
import { STORYBOOK_STATIC_DIR, STORYBOOK_STATIC_PORT, VISUAL_THRESHOLD } from './test/browser/storybook.ts';

/**
 * Browser suites against the built Storybook (`pnpm build-storybook` → storybook-static/), served by a tiny
 * static server on 127.0.0.1 and driven in Debian's Chromium (test/browser/chromium.ts). Reference images
 * live in test/browser/__screenshots__/<story id>/; failures write actual/expected/diff images under
 * test-results/ and an HTML report under playwright-report/.
 *
 * Projects:
 * - `stories`: every story, light and dark (pages light): screenshots at 375 and 1280 px compared with the
 *   references, and axe with zero violations (stories.spec.ts; STORY_CHECKS picks either check).
 * - `visual-guard`: proves the comparison budget still fails a card moved by 1 px and a CTA in another
 *   colour, and checks the Chromium version record (visual-guard.spec.ts).
 * - `progress-titles`: progress step titles wrap between words, under their nodes (progress-titles.spec.ts).
 * - `theme-switching`: the system preference and nested `data-theme` pick the palette (theme-switching.spec.ts).
 * - `storybook-dev`: `pnpm start` shows no onboarding checklist (storybook-dev.spec.ts; starts its own dev
 *   server on STORYBOOK_DEV_PORT).
 *
 * warnChromiumVersion.ts warns when the running Chromium's major version differs from the one the
 * references were made with; ChromiumVersionReporter records it after a full `--update`.
 */
export default defineConfig({
  testDir: 'test/browser',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  // Warns when the running Chromium's major version is not the one the references were made with.
  globalSetup: './test/browser/warnChromiumVersion.ts',
  snapshotPathTemplate: 'test/browser/__screenshots__/{arg}{ext}',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Per test: a story is loaded once per width, screenshotted and run through axe; big sheets on a busy
  // two-core machine need more than the default 30 s.
  timeout: 120_000,
  // One worker per core: a story test keeps about two cores busy (renderer, browser, compositor, the image
  // comparison), so more workers only contend. Measured on two cores, 83 stories' tests: 2 workers 131 s,
  // 4 workers 152 s.
  workers: availableParallelism(),
  reporter: [
    process.env.CI ? ['dot'] : ['list'],
    ['html', { open: 'never' }],
    ['./test/browser/ChromiumVersionReporter.ts'],
  ],
  // Baselines are only written on request (`pnpm test:visual --update`), never as a side effect of a check.
  updateSnapshots: 'none',
  expect: {
    timeout: 10_000,
    toHaveScreenshot: {
      ...VISUAL_THRESHOLD,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
  },
  use: {
    baseURL: `http://127.0.0.1:${STORYBOOK_STATIC_PORT}`,
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    headless: true,
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
    colorScheme: 'light',
    locale: 'en-US',
    timezoneId: 'UTC',
    serviceWorkers: 'allow',
    trace: 'off',
  },
  webServer: {
    command: `node scripts/serve-static.mjs ${JSON.stringify(STORYBOOK_STATIC_DIR)} --port ${STORYBOOK_STATIC_PORT}`,
    url: `http://127.0.0.1:${STORYBOOK_STATIC_PORT}/index.json`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
  projects: [
    { name: 'stories', testMatch: 'stories.spec.ts' },
    { name: 'visual-guard', testMatch: 'visual-guard.spec.ts' },
    { name: 'progress-titles', testMatch: 'progress-titles.spec.ts' },
    { name: 'theme-switching', testMatch: 'theme-switching.spec.ts' },
    { name: 'storybook-dev', testMatch: 'storybook-dev.spec.ts' },
  ],
});
