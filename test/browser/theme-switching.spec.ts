import { expect, type Page, test } from '@playwright/test';
import { openStory } from './storybook.ts';

/**
 * The theme contract of tokens.css in real Chromium: each colour is written once as `light-dark(light,
 * dark)`, and `color-scheme` picks the side. Light by default, dark when the system prefers dark unless the
 * page says `data-theme="light"`, and an explicit `data-theme` wins for its subtree either way. The visual
 * suite covers `data-theme` on the root; this covers the system preference and nested themes, which no
 * screenshot sees.
 */
const STORY = 'components-offerlist--grid';
const LIGHT_SURFACE = 'rgb(255, 255, 255)';
const DARK_SURFACE = 'rgb(24, 27, 33)';
const LIGHT_TEXT = 'rgb(26, 29, 35)';
const DARK_TEXT = 'rgb(232, 234, 239)';

/** The first card's background and text colour once the root's theme attribute is `rootTheme` (or none). */
async function cardColours(page: Page, rootTheme: 'light' | 'dark' | null, cardTheme?: 'light' | 'dark') {
  return page.evaluate(
    ([root, card]) => {
      if (root === null) delete document.documentElement.dataset.theme;
      else document.documentElement.dataset.theme = root;
      const element = document.querySelector<HTMLElement>('.ok-OfferCard');
      if (element === null) throw new Error('the story has no OfferCard');
      const item = element.parentElement;
      if (item === null) throw new Error('the OfferCard has no list item around it');
      if (card === undefined) delete item.dataset.theme;
      else item.dataset.theme = card;
      const style = getComputedStyle(element);
      return { surface: style.backgroundColor, text: style.color, scheme: style.colorScheme };
    },
    [rootTheme, cardTheme] as const,
  );
}

test.describe('theme switching', () => {
  test('light unless the system prefers dark, and data-theme="light" overrides the system', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await openStory(page, STORY, { theme: 'light' });
    expect(await cardColours(page, null)).toEqual({
      surface: LIGHT_SURFACE,
      text: LIGHT_TEXT,
      scheme: 'light',
    });

    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await cardColours(page, null)).toEqual({ surface: DARK_SURFACE, text: DARK_TEXT, scheme: 'dark' });
    expect(await cardColours(page, 'light')).toEqual({
      surface: LIGHT_SURFACE,
      text: LIGHT_TEXT,
      scheme: 'light',
    });
    expect(await cardColours(page, 'dark')).toEqual({
      surface: DARK_SURFACE,
      text: DARK_TEXT,
      scheme: 'dark',
    });
  });

  test('a data-theme on an inner element wins for its subtree', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await openStory(page, STORY, { theme: 'light' });
    expect(await cardColours(page, 'light', 'dark')).toEqual({
      surface: DARK_SURFACE,
      text: DARK_TEXT,
      scheme: 'dark',
    });
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await cardColours(page, null, 'light')).toEqual({
      surface: LIGHT_SURFACE,
      text: LIGHT_TEXT,
      scheme: 'light',
    });
  });
});
