/**
 * `pnpm bench` runs every figure and prints one table; `pnpm bench:ci` runs the quick mode of figures
 * 1, 3, 4, 7 and 8 (small N) and exits non-zero when a count or a budget is missed. See bench/README.md.
 *
 *   pnpm bench [--only render,ssr,...] [--no-build] [--source]
 *
 * --no-build  use the packages' dist as it is (no staleness check)
 * --source    bundle the packages' TypeScript sources instead of dist (to try a change without a build)
 *   pnpm bench:ci
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Browser } from 'playwright';
import type { Figure, FigureContext } from './figures/context.ts';
import { firstCardFigure } from './figures/firstCard.ts';
import { historicalUploadFigure } from './figures/historicalUpload.ts';
import { hydrateFigure } from './figures/hydrate.ts';
import { lighthouseFigure } from './figures/lighthouse.ts';
import { longListFigure } from './figures/longlist.ts';
import { networkFigure } from './figures/network.ts';
import { proxyFigure } from './figures/proxy.ts';
import { renderFigure } from './figures/render.ts';
import { sanitizerFigure } from './figures/sanitizer.ts';
import { sizeFigure } from './figures/size.ts';
import { ssrFigure } from './figures/ssr.ts';
import { stateOffers } from './fixtures/stateOffers.ts';
import { bundlePages, OUT_DIR } from './lib/bundle.ts';
import { launchChromium } from './lib/chromium.ts';
import { ensureBuilt } from './lib/ensureBuilt.ts';
import { formatTable, type Row } from './lib/report.ts';
import { type BenchServer, SANDBOX_BASE, startBenchServer } from './lib/server.ts';

const FIGURES: Figure[] = [
  renderFigure,
  sanitizerFigure,
  networkFigure,
  sizeFigure,
  ssrFigure,
  hydrateFigure,
  longListFigure,
  historicalUploadFigure,
  proxyFigure,
  firstCardFigure,
  lighthouseFigure,
];

const args = process.argv.slice(2);
const ci = args.includes('--ci');
const source = args.includes('--source');
if (source) process.env.OFFERKIT_BENCH_SOURCE = '1';
const onlyIndex = args.indexOf('--only');
const only = onlyIndex >= 0 ? (args[onlyIndex + 1] ?? '').split(',').filter(Boolean) : undefined;
const unknown = only?.filter((name) => !FIGURES.some((figure) => figure.name === name)) ?? [];
if (unknown.length > 0) {
  console.error(`bench: unknown figure ${unknown.join(', ')}; use ${FIGURES.map((f) => f.name).join(', ')}.`);
  process.exit(2);
}
const figures = FIGURES.filter((figure) => (only ? only.includes(figure.name) : !ci || figure.ci));
const log = (line: string) => process.stderr.write(`${line}\n`);

async function main(): Promise<number> {
  const started = Date.now();
  if (!args.includes('--no-build') && !source) ensureBuilt(log);
  mkdirSync(OUT_DIR, { recursive: true });

  const needsBrowser = figures.some((figure) => figure.browser);
  let server: BenchServer | undefined;
  let browser: Browser | undefined;
  const rows: Row[] = [];
  try {
    if (needsBrowser) {
      await bundlePages('pages');
      await bundlePages('pages-profiling');
      server = await startBenchServer(OUT_DIR);
      browser = await launchChromium();
    }
    // Asset and action URLs point at the bench server's sandbox (a placeholder when no page loads them).
    const named = stateOffers(`${server?.origin ?? 'http://127.0.0.1:9'}${SANDBOX_BASE}`);
    const states = named.map(({ offer }) => offer);
    const statesFile = `${OUT_DIR}states.json`;
    writeFileSync(statesFile, JSON.stringify(states));
    server?.publish('states', states);
    const context: FigureContext = {
      ci,
      states,
      byState: Object.fromEntries(
        named.map(({ state, offer }) => [state, offer]),
      ) as FigureContext['byState'],
      statesFile,
      log,
    };
    if (server) context.server = server;
    if (browser) context.browser = browser;

    for (const figure of figures) {
      const figureStart = Date.now();
      log(`bench: ${figure.name}…`);
      try {
        rows.push(...(await figure.run(context)));
      } catch (error) {
        log(`bench: ${figure.name} failed: ${(error as Error).stack ?? String(error)}`);
        const message =
          (error as Error).message.split('\n').find((line) => line.trim() !== '') ?? String(error);
        rows.push({
          figure: figure.name,
          measure: `error: ${message.slice(0, 160)}`,
          value: '—',
          ok: false,
          gate: true,
        });
      }
      log(`bench: ${figure.name} took ${((Date.now() - figureStart) / 1000).toFixed(1)} s`);
    }
  } finally {
    await browser?.close();
    await server?.close();
  }

  const modes = [
    ci && 'quick mode: counts and budgets gate',
    source && 'packages bundled from source, not dist',
  ];
  const note = modes.filter(Boolean).join('; ');
  console.log(`\nOfferkit bench${note ? ` (${note})` : ''}\n`);
  console.log(formatTable(rows));
  const failed = rows.filter((row) => row.gate && row.ok === false);
  console.log(
    `\n${failed.length === 0 ? 'every count and budget is met' : `${failed.length} count(s) or budget(s) missed`}` +
      ` · ${((Date.now() - started) / 1000).toFixed(0)} s · ratios are offerkit / baseline in the same run`,
  );
  return failed.length === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
