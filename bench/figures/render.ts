import type { Page } from 'playwright';
import type { ActivationResult, ActivationScenario, MountResult } from '../browser/pageApi.ts';
import { expandOffers } from '../fixtures/expandOffers.ts';
import { rawOffersDocument } from '../fixtures/stateOffers.ts';
import { closePage, openPage, within } from '../lib/chromium.ts';
import { type Row, timingRow } from '../lib/report.ts';
import type { Figure, FigureContext } from './context.ts';

const FIGURE = '1 render';
/** Issue 19's targets: mounting 500 full cards against hand-written markup, and with style and layout. */
const MOUNT_TARGET = 1.15;
const MOUNT_WITH_LAYOUT_TARGET = 1.05;

async function measureMount({ browser, server, ci, log }: FigureContext, cards: number): Promise<Row[]> {
  if (!browser || !server) throw new Error('the render figure needs the bench server and Chromium');
  const page = await openPage(browser, `${server.origin}/pages/render.html`);
  try {
    const equivalence = await within(
      page.evaluate(() => window.offerkitBench?.equivalence()),
      60_000,
      'the DOM equivalence check',
    );
    if (!equivalence) throw new Error('the render page did not load its bench API');
    for (const mismatch of equivalence.mismatches) log(`render: DOM differs from the baseline, ${mismatch}`);
    const options = ci ? { cards, rounds: 3, warmup: 1 } : { cards, rounds: 15, warmup: 3 };
    log(`render: mounting ${cards} cards, ${options.rounds} rounds after ${options.warmup} warm-up`);
    const mount = (await within(
      page.evaluate((o) => window.offerkitBench?.mount(o), options),
      600_000,
      'the mount runs',
    )) as MountResult;
    const mountRuns = (key: 'script' | 'total') => ({
      library: mount.library[key],
      baseline: mount.baseline[key],
    });
    const cpu = await within(
      mountCpuTimes(page, { cards, rounds: options.rounds, warmup: options.warmup }),
      600_000,
      'the CPU-time mount runs',
    );
    return [
      {
        figure: FIGURE,
        measure: 'card DOM identical to baseline (states)',
        value: `${equivalence.compared - equivalence.mismatches.length}/${equivalence.compared}`,
        target: `${equivalence.compared}/${equivalence.compared}`,
        ok: equivalence.mismatches.length === 0,
      },
      timingRow(
        FIGURE,
        `mount ${cards} cards: render + commit (median ms of ${options.rounds})`,
        mountRuns('script'),
        MOUNT_TARGET,
      ),
      timingRow(
        FIGURE,
        `mount ${cards} cards: + style and layout (median ms of ${options.rounds})`,
        mountRuns('total'),
        MOUNT_WITH_LAYOUT_TARGET,
      ),
      timingRow(
        FIGURE,
        `mount ${cards} cards: render + commit, main-thread CPU time (median ms of ${options.rounds})`,
        cpu.script,
        MOUNT_TARGET,
      ),
      timingRow(
        FIGURE,
        `mount ${cards} cards: + style and layout, main-thread CPU time (median ms of ${options.rounds})`,
        cpu.total,
        MOUNT_WITH_LAYOUT_TARGET,
      ),
      {
        figure: FIGURE,
        measure: `DOM elements for ${cards} cards`,
        value: mount.library.elements,
        baseline: mount.baseline.elements,
        ratio: mount.library.elements / mount.baseline.elements,
      },
    ];
  } finally {
    await closePage(page);
  }
}

type Side = 'library' | 'baseline';
type CpuRuns = Record<Side, number[]>;

/**
 * The mount again, timed in the renderer main thread's CPU time (DevTools `Performance.getMetrics` with
 * `threadTicks`), read between steps that each run in a timer task of their own (script run by the
 * protocol's `evaluate` would count as DevTools time). Render + commit is the script time of the mount step;
 * "+ style and layout" adds the style and layout time from its start until the forced layout step has run
 * (usually in a frame right after the mount task; counted once either way; paint is not). On a
 * loaded machine the wall clock also counts the time the page waited for a core; CPU time does not.
 */
async function mountCpuTimes(
  page: Page,
  { cards, rounds, warmup }: { cards: number; rounds: number; warmup: number },
): Promise<{ script: CpuRuns; total: CpuRuns }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  const read = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    const seconds = (name: string) => {
      const metric = metrics.find((entry) => entry.name === name);
      if (metric === undefined) throw new Error(`Chromium reported no ${name} metric for the CPU-time mount`);
      return metric.value;
    };
    return {
      script: seconds('ScriptDuration'),
      styleAndLayout: seconds('RecalcStyleDuration') + seconds('LayoutDuration'),
    };
  };
  await page.evaluate((o) => window.offerkitBench?.prepareSteps(o), { cards });
  const script: CpuRuns = { library: [], baseline: [] };
  const total: CpuRuns = { library: [], baseline: [] };
  for (let round = 0; round < warmup + rounds; round += 1) {
    const order: Side[] = round % 2 === 0 ? ['library', 'baseline'] : ['baseline', 'library'];
    for (const side of order) {
      const start = await read();
      await page.evaluate((s) => window.offerkitBench?.mountStep(s), side);
      const mounted = await read();
      await page.evaluate(() => window.offerkitBench?.layoutStep());
      const laidOut = await read();
      await page.evaluate(() => window.offerkitBench?.unmountStep());
      if (round < warmup) continue;
      const scriptMs = (mounted.script - start.script) * 1000;
      script[side].push(scriptMs);
      // The browser usually lays the new DOM out in a frame right after the mount task, before `mounted`
      // is read: style and layout are summed over both steps.
      total[side].push(scriptMs + (laidOut.styleAndLayout - start.styleAndLayout) * 1000);
    }
  }
  await cdp.detach();
  return { script, total };
}

/** One activation on a fresh sandbox and a fresh page of the profiling build. */
async function activate(
  { browser, server, byState }: FigureContext,
  cards: number,
  scenario: ActivationScenario,
): Promise<ActivationResult> {
  if (!browser || !server) throw new Error('the render figure needs the bench server and Chromium');
  const target = byState.activatable;
  // The list: the display states expanded, with the sandbox's real activatable offer second, so the
  // activation reaches the sandbox and its response carries that offer back.
  const offers = expandOffers(Object.values(byState), cards);
  offers[1] = target;
  server.resetSandbox();
  server.setOffersOverride(rawOffersDocument(offers, '/bench/offers'));
  server.publish('activation', { id: target.id, activated: { ...byState.activated, id: target.id } });
  server.publish('activation-list', offers);
  const page = await openPage(browser, `${server.origin}/pages-profiling/render.html`);
  try {
    const result = await within(
      page.evaluate((options) => window.offerkitBench?.activation(options), { cards, scenario }),
      120_000,
      `the ${scenario} activation`,
    );
    if (!result) throw new Error('the render page did not load its bench API');
    return result;
  } finally {
    await closePage(page);
    server.setOffersOverride(null);
  }
}

async function measureActivation(context: FigureContext, cards: number): Promise<Row[]> {
  const stable = await activate(context, cards, 'stable');
  const mapped = await activate(context, cards, 'mapped');
  const connected = await activate(context, cards, 'connected');
  const baseline = await activate(context, cards, 'baseline');
  for (const [name, run] of Object.entries({ stable, mapped, connected, baseline })) {
    context.log(
      `render: activation (${name}): ${run.side.renderedCards} of ${run.side.mountedCards} mounted cards rendered ` +
        `(${run.side.renderedIds.join(', ')}), ${run.side.commits} commits (cards per commit: ${run.side.cardsPerCommit.join(' ')}), ${run.side.updateMs.toFixed(2)} ms, ${run.requests} request(s)`,
    );
  }
  const rendered = (measure: string, run: ActivationResult): Row => ({
    figure: FIGURE,
    measure,
    value:
      run.side.renderedCards === run.side.mountedCards
        ? `${run.side.renderedCards} (all)`
        : run.side.renderedCards,
    baseline: baseline.side.renderedCards,
    target: '= 1',
    ok: run.side.renderedCards === 1,
    gate: true,
  });
  return [
    rendered(`activate 1 of ${cards}: cards re-rendered by the library's data flow`, stable),
    rendered(`activate 1 of ${cards}: cards re-rendered, host maps useOffers → OfferCard`, mapped),
    rendered(
      `activate 1 of ${cards}: cards re-rendered in ConnectedOfferList (${connected.side.mountedCards} mounted)`,
      connected,
    ),
    {
      figure: FIGURE,
      measure: `activate 1 of ${cards}: update time, host maps (ms, Profiler, ${mapped.side.commits} commits)`,
      value: mapped.side.updateMs,
      baseline: baseline.side.updateMs,
      ratio: mapped.side.updateMs / baseline.side.updateMs,
    },
    {
      figure: FIGURE,
      measure: `activate 1 of ${cards}: update time, library data flow only (ms, ${stable.side.commits} commits)`,
      value: stable.side.updateMs,
      baseline: baseline.side.updateMs,
      ratio: stable.side.updateMs / baseline.side.updateMs,
    },
    {
      figure: FIGURE,
      measure: 'activate 1: requests sent (the POST, no refetch)',
      value: Math.max(stable.requests, mapped.requests, connected.requests),
      target: '= 1',
      ok: [stable, mapped, connected].every((run) => run.requests === 1),
      gate: true,
    },
  ];
}

/** Figure 1: mounting offer cards in Chromium against the hand-written baseline, and one activation. */
export const renderFigure: Figure = {
  name: 'render',
  browser: true,
  ci: true,
  async run(context) {
    const cards = context.ci ? 100 : 500;
    const rows: Row[] = [];
    // Each part reports on its own, so a failure in one keeps the other's figures.
    for (const part of [measureMount, measureActivation]) {
      try {
        rows.push(...(await part(context, cards)));
      } catch (error) {
        context.log(`render: ${(error as Error).stack ?? String(error)}`);
        const message = (error as Error).message.split('\n')[0] ?? '';
        rows.push({
          figure: FIGURE,
          measure: `error: ${message.slice(0, 160)}`,
          value: '—',
          ok: false,
          gate: true,
        });
      }
    }
    return rows;
  },
};
