import { expect, type Page } from '@playwright/test';
import { axeViolations } from './axeViolations.ts';
import { chromiumVersionWarning, parseChromiumVersion } from './chromiumVersion.ts';
import { openStory, VIEWPORTS } from './storybook.ts';
import { test } from './storyPageTest.ts';

/**
 * Proves that the visual suite's comparison (VISUAL_THRESHOLD in storybook.ts) is loose enough for another
 * Chromium build's anti-aliasing yet still fails on real regressions. Each test opens a story the visual
 * suite checks, confirms that it matches its committed reference image with the suite's settings, makes
 * one small real change, and asserts that the same comparison now fails. The story is the largest
 * component sheet (every offer state as a card), so the change is as small a share of the image as it gets.
 * `.not.toHaveScreenshot` never writes reference images, so these tests cannot corrupt a baseline. The
 * worker's page is shared, but every test loads the story afresh, so no test sees another's change.
 */
const STORY = 'components-offercard--all-states';

async function openReference(page: Page, width: number, height: number): Promise<string[]> {
  const reference = [STORY, `light-${width}.png`];
  await page.setViewportSize({ width, height });
  await openStory(page, STORY, { theme: 'light' });
  // The untouched story matches its reference, so a failure below can only come from the change.
  await expect(page).toHaveScreenshot(reference, { fullPage: true });
  return reference;
}

for (const { width, height } of VIEWPORTS) {
  test.describe(`at ${width} px`, () => {
    test('a card moved 1 px sideways fails the comparison', async ({ storyPage: page }) => {
      const reference = await openReference(page, width, height);
      const moved = await page.evaluate(() => {
        const card = document.querySelector<HTMLElement>('[data-state="boostable"] .ok-OfferCard');
        if (card === null) throw new Error('the sheet has no boostable card');
        const before = card.getBoundingClientRect();
        // A layout change (not a transform): the card's box starts 1 px further along the inline axis.
        card.style.marginInlineStart = '1px';
        const after = card.getBoundingClientRect();
        return { dx: after.left - before.left, dy: after.top - before.top };
      });
      expect(moved).toEqual({ dx: 1, dy: 0 });
      await expect(page).not.toHaveScreenshot(reference, { fullPage: true });
    });

    test("a PRIMARY CTA's colour changed fails the comparison", async ({ storyPage: page }) => {
      const reference = await openReference(page, width, height);
      const colours = await page.evaluate(() => {
        const cta = document.querySelector<HTMLElement>(
          '[data-state="activatable"] .ok-CtaButton[data-style="primary"]',
        );
        if (cta === null) throw new Error('the sheet has no PRIMARY CTA on its activatable card');
        const before = getComputedStyle(cta).backgroundColor;
        // A plausible token regression: the primary blue drawn 15 % lighter.
        cta.style.backgroundColor = 'color-mix(in srgb, var(--ok-color-primary) 85%, white)';
        return { before, after: getComputedStyle(cta).backgroundColor };
      });
      expect(colours.after).not.toBe(colours.before);
      await expect(page).not.toHaveScreenshot(reference, { fullPage: true });
    });
  });
}

test.describe('the stories suite’s axe check', () => {
  test('passes the story and fails it once a CTA loses its name and a text its contrast', async ({
    storyPage: page,
  }) => {
    const tags = ['wcag2a', 'wcag2aa'];
    const { width, height } = VIEWPORTS[1];
    await page.setViewportSize({ width, height });
    await openStory(page, STORY, { theme: 'light' });
    expect(await axeViolations(page, tags)).toEqual([]);
    await page.evaluate(() => {
      const cta = document.querySelector<HTMLElement>('[data-state="activatable"] .ok-CtaButton');
      const name = document.querySelector<HTMLElement>('[data-state="activatable"] .ok-OfferCard h3');
      if (cta === null || name === null) throw new Error('the sheet has no activatable card with a CTA');
      cta.replaceChildren();
      cta.removeAttribute('aria-label');
      name.style.color = '#f4f4f4';
    });
    const rules = (await axeViolations(page, tags)).map((violation) => violation.rule);
    expect(rules).toEqual(expect.arrayContaining(['button-name', 'color-contrast']));
  });
});

test.describe('the Chromium version recorded with the baselines', () => {
  test('is read from `chromium --version` output, whatever the wrapper prints first', () => {
    const output =
      '/usr/bin/chromium: 1: [: Linux: unexpected operator\nChromium 156.0.8078.79 built on Debian\n';
    expect(parseChromiumVersion(output)).toBe('156.0.8078.79');
    expect(parseChromiumVersion('no version here')).toBeUndefined();
  });

  test('another major version gives a warning that says how to refresh the baselines', () => {
    const warning = chromiumVersionWarning('150.0.7871.100', '156.0.8078.79');
    expect(warning).toContain('Chromium 156');
    expect(warning).toContain('150.0.7871.100');
    expect(warning).toContain('pnpm test:visual --update');
  });

  test('the same major version, even another build of it, gives no warning', () => {
    expect(chromiumVersionWarning('156.0.8078.79', '156.0.8078.79')).toBeUndefined();
    expect(chromiumVersionWarning('156.0.8100.2', '156.0.8078.79')).toBeUndefined();
  });

  test('a missing record or an unknown running version is reported, not ignored', () => {
    expect(chromiumVersionWarning('156.0.8078.79', undefined)).toContain('pnpm test:visual --update');
    expect(chromiumVersionWarning(undefined, '156.0.8078.79')).toContain('CHROMIUM_PATH');
  });
});
