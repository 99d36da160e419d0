import { expect, type Page, test } from '@playwright/test';
import { openStory, VIEWPORTS } from './storybook.ts';

/**
 * Proves that the visual suite's threshold (VISUAL_THRESHOLD in storybook.ts) catches a one-pixel-wide
 * change in a progress node. Each test opens the same story the visual suite checks, confirms it matches the
 * committed reference image, changes one node by exactly 1 px, and asserts that the same comparison now
 * fails. `.not.toHaveScreenshot` never writes reference images, so this cannot corrupt a baseline.
 */
const STORY = 'components-progressbar--progressive-full-width';
const desktop = VIEWPORTS[VIEWPORTS.length - 1] ?? { width: 1280, height: 800 };
const reference = [STORY, `light-${desktop.width}.png`];

async function openReference(page: Page): Promise<void> {
  await page.setViewportSize({ width: desktop.width, height: desktop.height });
  await openStory(page, STORY, { theme: 'light' });
  // The untouched story matches its reference, so a failure below can only come from the 1 px change.
  await expect(page).toHaveScreenshot(reference, { fullPage: true });
}

test('a progress node 1 px wider fails the comparison', async ({ page }) => {
  await openReference(page);
  const widths = await page.evaluate(() => {
    const node = document.querySelector<HTMLElement>('.ok-ProgressBar-node');
    if (node === null) throw new Error('the story has no progress node');
    const before = node.getBoundingClientRect().width;
    node.style.transition = 'none';
    node.style.inlineSize = `${before + 1}px`;
    return { before, after: node.getBoundingClientRect().width };
  });
  expect(widths.after - widths.before).toBeCloseTo(1, 5);
  await expect(page).not.toHaveScreenshot(reference, { fullPage: true });
});

test("a progress node's fill 1 px longer fails the comparison", async ({ page }) => {
  await openReference(page);
  const widths = await page.evaluate(() => {
    const nodes = Array.from(
      document.querySelectorAll<HTMLElement>('.ok-ProgressBar-node[data-state="partial"]'),
    );
    const fill = nodes[0]?.querySelector<HTMLElement>('.ok-ProgressBar-fill');
    if (!fill) throw new Error('the story has no partially filled progress node');
    const before = fill.getBoundingClientRect().width;
    fill.style.transition = 'none';
    fill.style.inlineSize = `${before + 1}px`;
    return { before, after: fill.getBoundingClientRect().width };
  });
  expect(widths.after - widths.before).toBeCloseTo(1, 5);
  await expect(page).not.toHaveScreenshot(reference, { fullPage: true });
});
