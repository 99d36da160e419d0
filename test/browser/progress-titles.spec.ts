import { expect } from '@playwright/test';
import { loadStories, openStory, settleStory, VIEWPORTS } from './storybook.ts';
import { test } from './storyPageTest.ts';

/**
 * Progress titles and descriptions under the nodes (steppers, tiers, punch cards) wrap between words and are
 * never split inside one, in every position (LEFT, RIGHT, FULL_WIDTH) and layout, at a phone and a desktop
 * width; each sits under its own node without spilling into its neighbour's column; stepper lines join the
 * centres of neighbouring nodes. Checked on every ProgressBar story and on the card and detail stories that
 * show progress bars. (Chromium on Linux has no hyphenation dictionaries, so `hyphens: auto` never applies here
 * and every word must stay on one line.) As in the stories suite, a worker's page switches from story to
 * story, and each is opened at the phone width and then resized to the desktop width.
 */
const STORIES = loadStories().filter(
  (story) =>
    story.id.startsWith('components-progressbar--') ||
    /^components-offer(card|detail)--(.*progress.*|stepper|punch-card|all-states.*|right-to-left)$/.test(
      story.id,
    ),
);

interface StepProblem {
  story: string;
  width: number;
  problem: string;
}

for (const story of STORIES) {
  test(`${story.id}: step titles wrap between words, under their nodes`, async ({ storyPage: page }) => {
    const problems: StepProblem[] = [];
    for (const [index, { width, height }] of VIEWPORTS.entries()) {
      await page.setViewportSize({ width, height });
      if (index === 0) await openStory(page, story.id, { theme: 'light' }, { reuseDocument: true });
      else await settleStory(page);
      const found = await page.evaluate(() => {
        const issues: string[] = [];
        let words = 0;
        const near = (a: number, b: number) => Math.abs(a - b) <= 1;
        for (const bar of Array.from(document.querySelectorAll<HTMLElement>('.ok-ProgressBar'))) {
          const where = `${bar.dataset.kind}/${bar.dataset.position}/${bar.dataset.layout}`;
          if (bar.scrollWidth > bar.clientWidth + 1) {
            issues.push(`${where}: the bar is ${bar.scrollWidth} px wide in a ${bar.clientWidth} px box`);
          }
          const nodes = Array.from(bar.querySelectorAll<HTMLElement>('.ok-ProgressBar-node'));
          const steps = Array.from(bar.querySelectorAll<HTMLElement>('.ok-ProgressBar-step'));
          steps.forEach((step, index) => {
            const box = step.getBoundingClientRect();
            const node = nodes[index]?.getBoundingClientRect();
            if (node !== undefined && !near(node.left + node.width / 2, box.left + box.width / 2)) {
              issues.push(`${where}: step ${index + 1} is not centred under its node`);
            }
            const walker = document.createTreeWalker(step, NodeFilter.SHOW_TEXT);
            for (let text = walker.nextNode(); text !== null; text = walker.nextNode()) {
              const value = text.textContent ?? '';
              for (const match of value.matchAll(/\S+/g)) {
                words += 1;
                const range = document.createRange();
                range.setStart(text, match.index);
                range.setEnd(text, match.index + match[0].length);
                const rects = Array.from(range.getClientRects()).filter((rect) => rect.width > 0);
                const lines = new Set(rects.map((rect) => Math.round(rect.top))).size;
                if (lines > 1) issues.push(`${where}: "${match[0]}" is split over ${lines} lines`);
                const word = range.getBoundingClientRect();
                if (word.left < box.left - 1 || word.right > box.right + 1) {
                  issues.push(`${where}: "${match[0]}" spills out of step ${index + 1}'s column`);
                }
              }
            }
          });
          if (bar.dataset.kind === 'stepper') {
            nodes.forEach((element, index) => {
              const node = element.getBoundingClientRect();
              const centre = node.left + node.width / 2;
              const line = element.querySelector('.ok-ProgressBar-line')?.getBoundingClientRect();
              const ltr = getComputedStyle(bar).direction !== 'rtl';
              // The half into this node: from its edge towards the previous node to its centre.
              if (index > 0 && (line === undefined || !near(ltr ? line.right : line.left, centre))) {
                issues.push(`${where}: the line into node ${index + 1} does not end at its centre`);
              }
              if (
                index > 0 &&
                line !== undefined &&
                !near(ltr ? line.left : line.right, ltr ? node.left : node.right)
              ) {
                issues.push(`${where}: the line into node ${index + 1} does not start at its edge`);
              }
              // The half out of this node (its ::after): from its centre to its edge towards the next node.
              const after = getComputedStyle(element, '::after');
              const hasNext = index < nodes.length - 1;
              if (
                hasNext &&
                (after.content === 'none' || !near(Number.parseFloat(after.width), node.width / 2))
              ) {
                issues.push(`${where}: the line out of node ${index + 1} is not half the node wide`);
              }
            });
          }
        }
        return { issues, words };
      });
      problems.push(...found.issues.map((problem) => ({ story: story.id, width, problem })));
      // Every story here shows titles or descriptions under nodes, except the bars that have none.
      if (story.id.includes('stepper') || story.id.includes('all-states'))
        expect(found.words).toBeGreaterThan(0);
    }
    expect(problems).toEqual([]);
  });
}
