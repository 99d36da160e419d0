import type { SanitizerResult } from '../browser/pageApi.ts';
import { closePage, openPage, within } from '../lib/chromium.ts';
import type { Row } from '../lib/report.ts';
import type { Figure } from './context.ts';

const FIGURE = '2 sanitizer';
const ICONS = 6;

/**
 * Figure 2: 500 cards that share 6 distinct SVG icons, mounted on a cold sanitizer cache; counts the
 * DOMPurify calls the library makes (one per distinct string is the target) and times a call.
 */
export const sanitizerFigure: Figure = {
  name: 'sanitizer',
  browser: true,
  ci: false,
  async run({ browser, server, ci }) {
    if (!browser || !server) throw new Error('the sanitizer figure needs the bench server and Chromium');
    const page = await openPage(browser, `${server.origin}/pages/render.html`);
    try {
      const cards = ci ? 100 : 500;
      const result = (await within(
        page.evaluate((options) => window.offerkitBench?.sanitizer(options), {
          cards,
          icons: ICONS,
          rounds: ci ? 20 : 100,
        }),
        120_000,
        'the sanitizer runs',
      )) as SanitizerResult;
      const us = (ms: number) => ms * 1000;
      const rows: Row[] = [
        {
          figure: FIGURE,
          measure: `DOMPurify calls mounting ${result.cards} cards (${result.distinctIcons} distinct icons)`,
          value: result.calls,
          target: `= ${result.distinctIcons}`,
          ok: result.calls === result.distinctIcons && result.distinctIcons === ICONS,
          gate: true,
        },
        {
          figure: FIGURE,
          measure: 'DOMPurify time while mounting them (ms)',
          value: result.mountSanitizeMs,
        },
        {
          figure: FIGURE,
          measure: 'µs per call, uncached (sanitizeSvg vs plain DOMPurify)',
          value: us(result.libraryColdCall),
          baseline: us(result.baselineCall),
          ratio: result.libraryColdCall / result.baselineCall,
        },
        {
          figure: FIGURE,
          measure: 'µs per call, cached (sanitizeSvg vs plain DOMPurify)',
          value: us(result.libraryWarmCall),
          baseline: us(result.baselineCall),
          ratio: result.libraryWarmCall / result.baselineCall,
        },
      ];
      return rows;
    } finally {
      await closePage(page);
    }
  },
};
