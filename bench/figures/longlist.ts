import type { LongListResult } from '../browser/pageApi.ts';
import { closePage, openPage } from '../lib/chromium.ts';
import type { Figure } from './context.ts';

const FIGURE = '6 long list';

/**
 * Figure 6: `OfferList` with 10,000 offers scrolled top to bottom, one viewport per step: the cards in
 * the DOM stay under 100 and no task runs over 50 ms.
 */
export const longListFigure: Figure = {
  name: 'longlist',
  browser: true,
  ci: false,
  async run({ browser, server, ci, log }) {
    if (!browser || !server) throw new Error('the long-list figure needs the bench server and Chromium');
    const offers = ci ? 1000 : 10_000;
    const scroll = async (side: 'library' | 'baseline') => {
      const page = await openPage(browser, `${server.origin}/pages/longlist.html`);
      try {
        const result = (await page.evaluate((options) => window.offerkitLongList?.run(options), {
          offers,
          step: 800,
          side,
        })) as LongListResult;
        log(
          `longlist (${side}): scrolled ${result.scrolled} of ${result.scrollHeight} px in ${result.samples} steps, ` +
            `${result.frames} frames, ${result.longTasks} long tasks`,
        );
        return result;
      } finally {
        await closePage(page);
      }
    };
    const library = await scroll('library');
    const baseline = await scroll('baseline');
    const count = library.offers.toLocaleString('en-US');
    return [
      {
        figure: FIGURE,
        measure: `most cards in the DOM while scrolling ${count} offers`,
        value: library.maxCards,
        baseline: baseline.maxCards,
        target: '< 100',
        ok: library.maxCards < 100,
        gate: true,
      },
      {
        figure: FIGURE,
        measure: `long tasks (> 50 ms) during the scroll (${library.samples} steps)`,
        value: library.longTasks,
        baseline: baseline.longTasks,
        target: '= 0',
        ok: library.longTasks === 0,
      },
      {
        figure: FIGURE,
        measure: 'longest task (ms)',
        value: library.longestTaskMs,
        baseline: baseline.longestTaskMs,
      },
      {
        figure: FIGURE,
        measure: 'longest frame while scrolling (ms)',
        value: library.longestFrameMs,
        baseline: baseline.longestFrameMs,
      },
      {
        figure: FIGURE,
        measure: `mount with ${count} offers (ms)`,
        value: library.mountMs,
        baseline: baseline.mountMs,
        ratio: library.mountMs / baseline.mountMs,
      },
    ];
  },
};
