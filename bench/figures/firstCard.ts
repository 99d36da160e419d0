import type { Browser, BrowserContextOptions, Page } from 'playwright';
import { FIRST_CARD_PAINTED_MARK } from '../browser/firstCardProbe.ts';
import type { FirstCardResult } from '../browser/pageApi.ts';
import { canonicalHtml, firstDifference } from '../lib/canonicalHtml.ts';
import { freshContext, within } from '../lib/chromium.ts';
import { type Row, timingRow } from '../lib/report.ts';
import type { BenchServer } from '../lib/server.ts';
import { median } from '../lib/stats.ts';
import { mainThreadTasks, TASK_TRACE_CATEGORIES } from '../lib/traceTasks.ts';
import type { Figure } from './context.ts';

const FIGURE = '9 first card';
/** Issue 31's target: the first card painted at most 15 % later than the hand-written page's. */
const FIRST_CARD_TARGET = 1.15;

export interface Profile {
  name: string;
  context: BrowserContextOptions;
  /** DevTools `Emulation.setCPUThrottlingRate` (1: none). */
  cpuRate: number;
}

export const PROFILES: Profile[] = [
  { name: 'desktop', context: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 }, cpuRate: 1 },
  {
    // Lighthouse's mobile screen (a mid-range Android phone) and its 4× CPU slowdown.
    name: 'phone, 4× CPU',
    context: {
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    },
    cpuRate: 4,
  },
];

type Side = 'library' | 'baseline';

/** What records a load's span: started once the page is idle, just before its offers response is let go. */
export interface SpanRecorder<R> {
  start(page: Page): Promise<void>;
  /** Called once the first card has been painted, or after a failure (then its result is dropped). */
  stop(page: Page): Promise<R>;
}

/** A trace of the main thread's tasks (bench/lib/traceTasks.ts), for the span's CPU time. */
const traceRecorder = (browser: Browser): SpanRecorder<Buffer> => ({
  start: (page) => browser.startTracing(page, { categories: TASK_TRACE_CATEGORIES }),
  stop: () => browser.stopTracing(),
});

/**
 * One page load as a new user's: a fresh browser context (cold HTTP cache, no compiled code kept), a
 * fresh sandbox, the CPU throttled before the navigation. The offers response is held until the page has
 * loaded and gone idle (over a real network it takes longer than the page's start), so the span holds the
 * response's own work, not the page's start-up; `recorder` runs from just before it is let go.
 */
export async function loadFirstCard<R>(
  browser: Browser,
  server: BenchServer,
  profile: Profile,
  url: string,
  recorder: SpanRecorder<R>,
): Promise<{ result: FirstCardResult; recorded: R }> {
  server.resetSandbox();
  const context = await freshContext(browser, profile.context);
  const release = server.holdOffers();
  try {
    const page = await context.newPage();
    page.on('pageerror', (error) => process.stderr.write(`bench: page error on ${url}: ${error.message}\n`));
    if (profile.cpuRate !== 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuRate });
    }
    await page.goto(url);
    const wait = { polling: 50, timeout: 60_000 };
    await page.waitForFunction(() => window.offerkitPageIdle === true, undefined, wait);
    await recorder.start(page);
    let recorded: R;
    try {
      release();
      await page.waitForFunction(() => window.offerkitFirstCard !== undefined, undefined, wait);
    } finally {
      recorded = await recorder.stop(page);
    }
    const result = (await page.evaluate(() => window.offerkitFirstCard)) as FirstCardResult;
    if (!Number.isFinite(result.responseEnd)) throw new Error(`${url}: no offers request was timed`);
    return { result, recorded };
  } finally {
    release();
    await context.close();
  }
}

/** The page's first load on Offerkit's side, and the baseline's URL fetching what that load fetched. */
export async function firstCardUrls(
  browser: Browser,
  server: BenchServer,
  profile: Profile,
): Promise<{ urls: Record<Side, string>; probe: FirstCardResult }> {
  const library = `${server.origin}/pages/firstCard.html`;
  const none: SpanRecorder<undefined> = { start: async () => {}, stop: async () => undefined };
  const { result } = await loadFirstCard(browser, server, profile, library, none);
  const baseline = `${server.origin}/pages/firstCardBaseline.html?url=${encodeURIComponent(result.requestUrl)}`;
  return { urls: { library, baseline }, probe: result };
}

/** A load of one side, with the main-thread CPU time from the response's arrival to the paint mark. */
async function loadOnce(browser: Browser, server: BenchServer, profile: Profile, url: string) {
  const { result, recorded: trace } = await loadFirstCard(
    browser,
    server,
    profile,
    url,
    traceRecorder(browser),
  );
  const tasks = mainThreadTasks(
    trace,
    FIRST_CARD_PAINTED_MARK,
    FIRST_CARD_PAINTED_MARK,
    result.responseEnd - result.painted,
  );
  return { result, cpuMs: tasks.reduce((sum, task) => sum + task.cpuMs, 0) };
}

interface ProfileRuns {
  wall: Record<Side, number[]>;
  inDom: Record<Side, number[]>;
  cpu: Record<Side, number[]>;
  cards: Record<Side, number[]>;
  firstCards: Record<Side, string>;
}

async function measureProfile(
  browser: Browser,
  server: BenchServer,
  profile: Profile,
  { rounds, warmup }: { rounds: number; warmup: number },
  log: (line: string) => void,
): Promise<ProfileRuns> {
  // The baseline fetches exactly what Offerkit's side asked for, so both draw the same response.
  const { urls, probe } = await firstCardUrls(browser, server, profile);
  const runs: ProfileRuns = {
    wall: { library: [], baseline: [] },
    inDom: { library: [], baseline: [] },
    cpu: { library: [], baseline: [] },
    cards: { library: [], baseline: [] },
    firstCards: { library: probe.firstCard, baseline: '' },
  };
  for (let round = 0; round < warmup + rounds; round += 1) {
    const order: Side[] = round % 2 === 0 ? ['library', 'baseline'] : ['baseline', 'library'];
    for (const side of order) {
      const { result, cpuMs } = await loadOnce(browser, server, profile, urls[side]);
      runs.firstCards[side] = result.firstCard;
      if (round < warmup) continue;
      runs.wall[side].push(result.painted - result.responseEnd);
      runs.inDom[side].push(result.inDom - result.responseEnd);
      runs.cpu[side].push(cpuMs);
      runs.cards[side].push(result.cards);
    }
  }
  const ms = (values: number[]) => median(values).toFixed(1);
  log(
    `firstcard (${profile.name}): response → painted ${ms(runs.wall.library)} / ${ms(runs.wall.baseline)} ms, ` +
      `→ in DOM ${ms(runs.inDom.library)} / ${ms(runs.inDom.baseline)} ms, CPU ${ms(runs.cpu.library)} / ${ms(runs.cpu.baseline)} ms (offerkit / baseline)`,
  );
  return runs;
}

/**
 * Figure 9: from the offers response arriving to the first card painted, the embed a bank writes
 * (`OffersExperience`) against a hand-written page drawing the same cards, at desktop and on a phone
 * profile with the CPU slowed 4×; each round a fresh page, sides alternating.
 */
export const firstCardFigure: Figure = {
  name: 'firstcard',
  browser: true,
  ci: false,
  async run({ browser, server, log }) {
    if (!browser || !server) throw new Error('the first-card figure needs the bench server and Chromium');
    const options = { rounds: 11, warmup: 1 };
    const rows: Row[] = [];
    for (const profile of PROFILES) {
      log(`firstcard: ${profile.name}, ${options.rounds} rounds per side after ${options.warmup} warm-up`);
      const runs = await within(
        measureProfile(browser, server, profile, options, log),
        900_000,
        `the first-card runs (${profile.name})`,
      );
      if (profile === PROFILES[0]) {
        const difference = firstDifference(
          canonicalHtml(runs.firstCards.library),
          canonicalHtml(runs.firstCards.baseline),
        );
        if (difference !== undefined)
          log(`firstcard: first card's DOM differs from the baseline:\n${difference}`);
        rows.push({
          figure: FIGURE,
          measure: 'first card DOM identical to baseline',
          value: difference === undefined ? 'yes' : 'no',
          target: 'yes',
          ok: difference === undefined,
        });
      }
      rows.push(
        timingRow(
          FIGURE,
          `${profile.name}: offers response → first card painted (median ms of ${options.rounds})`,
          runs.wall,
          FIRST_CARD_TARGET,
        ),
        timingRow(
          FIGURE,
          `${profile.name}: the same span, main-thread CPU time (median ms of ${options.rounds})`,
          runs.cpu,
          FIRST_CARD_TARGET,
        ),
        timingRow(
          FIGURE,
          `${profile.name}: offers response → first card in the DOM (median ms of ${options.rounds})`,
          runs.inDom,
        ),
        {
          figure: FIGURE,
          measure: `${profile.name}: cards in the first painted frame`,
          value: median(runs.cards.library),
          baseline: median(runs.cards.baseline),
        },
      );
    }
    return rows;
  },
};
