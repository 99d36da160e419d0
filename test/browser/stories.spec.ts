import { expect } from '@playwright/test';
import { axeViolations } from './axeViolations.ts';
import { loadStories, openStory, settleStory, storyErrors, themesFor, VIEWPORTS } from './storybook.ts';
import { test } from './storyPageTest.ts';

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
 * One page per worker (storyPageTest.ts), which switches from story to story in one preview document (1.4 s
 * a story with a load, 0.9 s switched, measured on 20 stories) and loads the preview again only when the
 * theme changes. The story is opened once, at the phone width, then resized to the desktop width: a load
 * costs more than the checks. A component that adapts to a resize asynchronously (a virtualized grid
 * recounting its columns) is not captured mid-way: settleStory waits for images, fonts and two frames, and
 * toHaveScreenshot for two identical frames. axe runs at the desktop width.
 */
const checks = new Set((process.env.STORY_CHECKS ?? 'visual,a11y').split(',').map((check) => check.trim()));
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

// Every story light, then every story dark: a worker then switches stories in one document, and loads the
// preview again only when the theme changes (once per worker, plus once per story that fails).
const stories = loadStories();
const runs = (['light', 'dark'] as const).flatMap((theme) =>
  stories.filter((story) => themesFor(story).includes(theme)).map((story) => ({ story, theme })),
);

for (const { story, theme } of runs) {
  test(`${story.id} ${theme}`, async ({ storyPage: page }) => {
    // Without the visual check, one load at the desktop width is enough for axe.
    const viewports = checks.has('visual') ? VIEWPORTS : VIEWPORTS.slice(-1);
    for (const [index, viewport] of viewports.entries()) {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      if (index === 0) await openStory(page, story.id, { theme }, { reuseDocument: true });
      else await settleStory(page);
      if (checks.has('visual')) {
        await expect
          .soft(page, `${theme} at ${viewport.width} px`)
          .toHaveScreenshot([story.id, `${theme}-${viewport.width}.png`], { fullPage: true });
      }
    }
    if (checks.has('a11y')) {
      const violations = await axeViolations(page, WCAG_TAGS);
      expect.soft(violations, `axe violations in ${theme}`).toEqual([]);
    }
    // Errors the page left uncaught after the story finished (resized, screenshotted, analysed).
    expect.soft(await storyErrors(page), `uncaught errors in ${story.id} (${theme})`).toEqual([]);
  });
}
