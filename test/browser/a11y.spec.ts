import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { loadStories, openStory, type Theme } from './storybook.ts';

/**
 * axe on every story of the built Storybook, in the light and the dark theme: zero violations of the
 * WCAG 2.x A and AA rules (colour contrast included). Best-practice rules about whole pages (landmarks,
 * a single h1) are left out: a story is a fragment of the issuer's page, not a page.
 */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const THEMES: Theme[] = ['light', 'dark'];

for (const story of loadStories()) {
  for (const theme of THEMES) {
    test(`${story.id} (${theme})`, async ({ page }) => {
      await openStory(page, story.id, { theme });
      const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
      const violations = results.violations.map((violation) => ({
        rule: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      }));
      expect(violations, `${story.title} / ${story.name} in ${theme}`).toEqual([]);
    });
  }
}
