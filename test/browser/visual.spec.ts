import { expect, test } from '@playwright/test';
import { loadStories, openStory, themesFor, VIEWPORTS } from './storybook.ts';

/**
 * Every story of the built Storybook, screenshotted at a phone and a desktop width (component stories in
 * the light and the dark theme, pages in light) and compared with the committed reference images in
 * test/browser/__screenshots__/<story id>/<theme>-<width>.png. `pnpm test:visual --update` rewrites them.
 * Thresholds and why: VISUAL_THRESHOLD in storybook.ts.
 *
 * One page load per story and theme: the story opens at the phone width, then the viewport grows to the
 * desktop width (layouts follow through media queries and resize observers; toHaveScreenshot waits until two
 * consecutive screenshots agree, so a layout still settling is never captured).
 */
for (const story of loadStories()) {
  for (const theme of themesFor(story)) {
    test(`${story.id} ${theme}`, async ({ page }) => {
      const [first, ...others] = VIEWPORTS;
      await page.setViewportSize({ width: first.width, height: first.height });
      await openStory(page, story.id, { theme });
      for (const viewport of [first, ...others]) {
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        await expect
          .soft(page)
          .toHaveScreenshot([story.id, `${theme}-${viewport.width}.png`], { fullPage: true });
      }
    });
  }
}
