import { readFileSync, writeFileSync } from 'node:fs';
import type { Browser } from 'playwright';
import { HYDRATE_INTERACTIVE_MARK, HYDRATE_START_MARK, type HydrationResult } from '../browser/pageApi.ts';
import { bundleSsr, OUT_DIR } from '../lib/bundle.ts';
import { freshContext, within } from '../lib/chromium.ts';
import { timingRow } from '../lib/report.ts';
import type { BenchServer } from '../lib/server.ts';
import { median } from '../lib/stats.ts';
import { mainThreadTasks, TASK_TRACE_CATEGORIES } from '../lib/traceTasks.ts';
import type { Figure } from './context.ts';
import { runNode } from './ssr.ts';

const FIGURE = '5 server render';
const CARDS = 100;
type Side = 'library' | 'baseline';

/**
 * The hydration page with one side's server markup inside `#root`: the built `hydrate.html` with the
 * cards figure 5 renders (`renderCards.js … html`), written beside it so its asset URLs still resolve.
 */
export async function writeServerPages(statesFile: string): Promise<Record<Side, string>> {
  const script = await bundleSsr();
  const html = await runNode<Record<Side, string>>(script, [statesFile, String(CARDS), '1', 'html']);
  const template = readFileSync(`${OUT_DIR}pages/hydrate.html`, 'utf8');
  const paths = {} as Record<Side, string>;
  for (const side of ['library', 'baseline'] as const) {
    const root = `<div id="root" data-side="${side}" data-cards="${CARDS}">${html[side]}</div>`;
    if (!template.includes('<div id="root"></div>')) throw new Error('hydrate.html has no empty #root');
    writeFileSync(`${OUT_DIR}pages/hydrate-${side}.html`, template.replace('<div id="root"></div>', root));
    paths[side] = `/pages/hydrate-${side}.html`;
  }
  return paths;
}

/** One page load (a fresh context: cold cache, as a visitor's), traced from `hydrateRoot` to the click. */
async function hydrateOnce(
  browser: Browser,
  url: string,
): Promise<{ result: HydrationResult; cpuMs: number }> {
  const context = await freshContext(browser);
  try {
    const page = await context.newPage();
    page.on('pageerror', (error) => process.stderr.write(`bench: page error on ${url}: ${error.message}\n`));
    await browser.startTracing(page, { categories: TASK_TRACE_CATEGORIES });
    let trace: Buffer;
    try {
      await page.goto(url);
      await page.waitForFunction(() => window.offerkitHydration !== undefined, undefined, {
        polling: 50,
        timeout: 60_000,
      });
    } finally {
      trace = await browser.stopTracing();
    }
    const result = (await page.evaluate(() => window.offerkitHydration)) as HydrationResult;
    const tasks = mainThreadTasks(trace, HYDRATE_START_MARK, HYDRATE_INTERACTIVE_MARK);
    return { result, cpuMs: tasks.reduce((sum, task) => sum + task.cpuMs, 0) };
  } finally {
    await context.close();
  }
}

async function measure(
  browser: Browser,
  server: BenchServer,
  paths: Record<Side, string>,
  { rounds, warmup }: { rounds: number; warmup: number },
) {
  const runs = {
    interactive: { library: [] as number[], baseline: [] as number[] },
    commit: { library: [] as number[], baseline: [] as number[] },
    cpu: { library: [] as number[], baseline: [] as number[] },
    pendingIcons: { library: [] as number[], baseline: [] as number[] },
    cards: { library: [] as number[], baseline: [] as number[] },
    recoverableErrors: [] as string[],
  };
  for (let round = 0; round < warmup + rounds; round += 1) {
    const order: Side[] = round % 2 === 0 ? ['library', 'baseline'] : ['baseline', 'library'];
    for (const side of order) {
      const { result, cpuMs } = await hydrateOnce(browser, `${server.origin}${paths[side]}`);
      // Every round counts for mismatches, warm-up included.
      runs.recoverableErrors.push(...result.recoverableErrors.map((error) => `${side}: ${error}`));
      if (round < warmup) continue;
      runs.interactive[side].push(result.interactiveMs);
      runs.commit[side].push(result.commitMs);
      runs.cpu[side].push(cpuMs);
      runs.pendingIcons[side].push(result.pendingIcons);
      runs.cards[side].push(result.cards);
    }
  }
  return runs;
}

/**
 * Figure 5b, printed with the server render: the 100 cards of figure 5 arrive as server HTML and are
 * hydrated (`hydrateRoot`), Offerkit against the baseline hydrated the same way; timed from `hydrateRoot`
 * to a CTA click handled. A hydration mismatch (React's `onRecoverableError`) is a gate.
 */
export const hydrateFigure: Figure = {
  name: 'hydrate',
  browser: true,
  ci: true,
  async run({ ci, statesFile, browser, server, log }) {
    if (!browser || !server) throw new Error('the hydration figure needs the bench server and Chromium');
    const paths = await writeServerPages(statesFile);
    const options = ci ? { rounds: 3, warmup: 1 } : { rounds: 15, warmup: 2 };
    log(`hydrate: ${CARDS} cards, ${options.rounds} rounds per side after ${options.warmup} warm-up`);
    const runs = await within(measure(browser, server, paths, options), 900_000, 'the hydration runs');
    for (const error of runs.recoverableErrors) log(`hydrate: recoverable error (mismatch?): ${error}`);
    log(
      `hydrate: icons still pending when the click was handled: ${median(runs.pendingIcons.library)} / ` +
        `${median(runs.pendingIcons.baseline)} (offerkit / baseline, median); cards ${median(runs.cards.library)} / ${median(runs.cards.baseline)}`,
    );
    const of = `(median ms of ${options.rounds})`;
    return [
      timingRow(FIGURE, `hydrate ${CARDS} cards → CTA click handled ${of}`, runs.interactive),
      timingRow(FIGURE, `hydrate ${CARDS} cards → CTA click handled, main-thread CPU time ${of}`, runs.cpu),
      timingRow(FIGURE, `hydrate ${CARDS} cards → hydration committed ${of}`, runs.commit),
      {
        figure: FIGURE,
        measure: `hydration mismatches (onRecoverableError, ${options.warmup + options.rounds} loads per side)`,
        value: runs.recoverableErrors.filter((error) => error.startsWith('library')).length,
        baseline: runs.recoverableErrors.filter((error) => error.startsWith('baseline')).length,
        target: '= 0',
        ok: runs.recoverableErrors.length === 0,
        gate: true,
      },
    ];
  },
};
