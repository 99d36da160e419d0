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
    const page = await openPage(browser, `${server.origin}/pages/longlist.html`);
    try {
      const offers = ci ? 1000 : 10_000;
      const result = (await page.evaluate((options) => window.offerkitLongList?.run(options), {
        offers,
        step: 800,
      })) as LongListResult;
      log(
        `longlist: scrolled ${result.scrolled} of ${result.scrollHeight} px in ${result.samples} steps, ${result.frames} frames`,
      );
      return [
        {
          figure: FIGURE,
          measure: `most cards in the DOM while scrolling ${result.offers.toLocaleString('en-US')} offers`,
          value: result.maxCards,
          target: '< 100',
          ok: result.maxCards < 100,
          gate: true,
        },
        {
          figure: FIGURE,
          measure: `long tasks (> 50 ms) during the scroll (${result.samples} steps)`,
          value: result.longTasks,
          target: '= 0',
          ok: result.longTasks === 0,
        },
        { figure: FIGURE, measure: 'longest task (ms)', value: result.longestTaskMs },
        { figure: FIGURE, measure: 'longest frame while scrolling (ms)', value: result.longestFrameMs },
        {
          figure: FIGURE,
          measure: `mount with ${result.offers.toLocaleString('en-US')} offers (ms)`,
          value: result.mountMs,
        },
      ];
    } finally {
      await closePage(page);
    }
  },
};
