import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { loadStories, openStory, themesFor, VIEWPORTS } from './storybook.ts';

/**
 * Every story of the built Storybook (storybook-static/index.json), once per theme (component stories light
 * and dark, pages light):
 *
 * - visual: screenshotted at a phone and a desktop width and compared with the committed reference images
 *   test/browser/__screenshots__/<story id>/<theme>-<width>.png (`pnpm test:visual --update` rewrites them;
 *   thresholds and why: VISUAL_THRESHOLD in storybook.ts);
 * - a11y: axe, WCAG 2.x A and AA rules (colour contrast included), zero violations. Best-practice rules
 *   about whole pages (landmarks, one h1) are left out: a story is a fragment of the issuer's page.
 *
 * STORY_CHECKS picks the checks (`visual`, `a11y`, or both, the default); scripts/test-browser.mjs sets it.
 * Each check is a soft assertion, so one test reports every failure of its story and theme.
 *
 * One page per worker, reused from story to story (a full navigation each time), keeps the service worker
 * and the bundle warm; the story opens at the phone width, then the viewport grows to the desktop width
 * (toHaveScreenshot waits until two consecutive screenshots agree, so a layout still settling is never
 * captured).
 */
const checks = new Set((process.env.STORY_CHECKS ?? 'visual,a11y').split(',').map((check) => check.trim()));
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const test = base.extend<Record<never, never>, { storyPage: Page }>({
  storyPage: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, locale, timezoneId, colorScheme, deviceScaleFactor } = workerInfo.project.use;
      const context = await browser.newContext({
        baseURL,
        locale,
        timezoneId,
        colorScheme,
        deviceScaleFactor,
      });
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
});

for (const story of loadStories()) {
  for (const theme of themesFor(story)) {
    test(`${story.id} ${theme}`, async ({ storyPage: page }) => {
      const [first, ...others] = VIEWPORTS;
      await page.setViewportSize({ width: first.width, height: first.height });
      await openStory(page, story.id, { theme });
      if (checks.has('visual')) {
        for (const viewport of [first, ...others]) {
          await page.setViewportSize({ width: viewport.width, height: viewport.height });
          await expect
            .soft(page, `${theme} at ${viewport.width} px`)
            .toHaveScreenshot([story.id, `${theme}-${viewport.width}.png`], { fullPage: true });
        }
      }
      if (checks.has('a11y')) {
        const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
        const violations = results.violations.map((violation) => ({
          rule: violation.id,
          impact: violation.impact,
          help: violation.help,
          targets: violation.nodes.map((node) => node.target.join(' ')),
        }));
        expect.soft(violations, `axe violations in ${theme}`).toEqual([]);
      }
    });
  }
}
