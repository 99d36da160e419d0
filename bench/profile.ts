/**
 * Where the time goes: CPU profiles of one side at a time (Offerkit, or the hand-written baseline) for the
 * timed figures, printed as self and inclusive time per function in % of the sampled time, and saved as
 * `.cpuprofile` files (open them in Chromium DevTools' Performance panel) under `bench/.out/profiles/`.
 *
 *   tsx bench/profile.ts [--only mount,ssr,longlist,firstcard,hydrate] [--source] [--no-build] [--cards 500] [--rounds 20] [--top 25]
 *
 * The pages are bundled unminified (`OFFERKIT_BENCH_MINIFY=0`) so function names read. Browser figures
 * go through Chromium's DevTools protocol (`Profiler.start`/`stop` around the page's `mountOne`; for the
 * first card, from the page's idle moment, just before its offers response is let go, to the first card
 * painted, over `--loads` fresh page loads at desktop, summed; for the hydration, React's work from
 * `hydrateRoot` to the CTA click, `--loads` fresh pages per side), the server render through
 * `node --cpu-prof` of the SSR bundle with one side only.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Browser, CDPSession, Page } from 'playwright';
import {
  PROFILES as FIRST_CARD_PROFILES,
  firstCardUrls,
  loadFirstCard,
  type SpanRecorder,
} from './figures/firstCard.ts';
import { writeServerPages } from './figures/hydrate.ts';
import { stateOffers } from './fixtures/stateOffers.ts';
import { bundlePages, bundleSsr, OUT_DIR } from './lib/bundle.ts';
import { closePage, freshContext, launchChromium, openPage, within } from './lib/chromium.ts';
import { type CpuProfile, formatProfileSummary, mergeSummaries, summarizeProfile } from './lib/cpuProfile.ts';
import { ensureBuilt } from './lib/ensureBuilt.ts';
import { type BenchServer, SANDBOX_BASE, startBenchServer } from './lib/server.ts';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const index = args.indexOf(`--${name}`);
  const value = index >= 0 ? Number(args[index + 1]) : fallback;
  if (!Number.isInteger(value) || value <= 0) {
    console.error(`profile: --${name} takes a positive whole number, got ${args[index + 1]}.`);
    process.exit(2);
  }
  return value;
};
const KINDS = ['mount', 'ssr', 'longlist', 'firstcard', 'hydrate'] as const;
type Kind = (typeof KINDS)[number];
const onlyIndex = args.indexOf('--only');
const only = (onlyIndex >= 0 ? (args[onlyIndex + 1] ?? '').split(',') : [...KINDS]) as Kind[];
const unknown = only.filter((kind) => !KINDS.includes(kind));
if (unknown.length > 0) {
  console.error(`profile: unknown part ${unknown.join(', ')}; use ${KINDS.join(', ')}.`);
  process.exit(2);
}
const cards = option('cards', 500);
const rounds = option('rounds', 20);
const top = option('top', 25);
const loads = option('loads', 6);
const SIDES = ['library', 'baseline'] as const;
const PROFILES = `${OUT_DIR}profiles/`;
const log = (line: string) => process.stderr.write(`${line}\n`);

process.env.OFFERKIT_BENCH_MINIFY = '0';
if (args.includes('--source')) process.env.OFFERKIT_BENCH_SOURCE = '1';

/** A CPU profile (100 µs sampling) of `run` on `page`, which is closed afterwards. */
async function profilePage(page: Page, run: () => Promise<unknown>, what: string): Promise<CpuProfile> {
  try {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    await within(run(), 600_000, what);
    const { profile } = await cdp.send('Profiler.stop');
    return profile as unknown as CpuProfile;
  } finally {
    await closePage(page);
  }
}

/**
 * Saves a profile and prints its summary: the whole of it, then only the samples under `within` (React's
 * render and commit in the browser, `renderToString` on the server), whose percentages are of that part.
 */
function report(name: string, profile: CpuProfile, within: string): void {
  writeFileSync(`${PROFILES}${name}.cpuprofile`, JSON.stringify(profile));
  console.log(`\n${formatProfileSummary(name, summarizeProfile(profile), top)}`);
  console.log(
    `\n${formatProfileSummary(`${name}, within ${within}`, summarizeProfile(profile, within), top)}`,
  );
}

/** A CPU profile (100 µs sampling) of a first-card load's span. */
function profileRecorder(): SpanRecorder<CpuProfile> {
  let cdp: CDPSession | undefined;
  return {
    async start(page) {
      cdp = await page.context().newCDPSession(page);
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await cdp.send('Profiler.start');
    },
    async stop() {
      if (cdp === undefined) throw new Error('the profiler was not started');
      const { profile } = await cdp.send('Profiler.stop');
      return profile as unknown as CpuProfile;
    },
  };
}

/** The first card's span at desktop, `loads` fresh loads per side, summed (one load is a short profile). */
async function firstCardProfiles(server: BenchServer, browser: Browser): Promise<void> {
  const desktop = FIRST_CARD_PROFILES[0];
  if (desktop === undefined) throw new Error('the first-card figure has no profile');
  const { urls } = await firstCardUrls(browser, server, desktop);
  for (const side of SIDES) {
    const profiles: CpuProfile[] = [];
    for (let load = 0; load < loads; load += 1) {
      const { recorded } = await loadFirstCard(browser, server, desktop, urls[side], profileRecorder());
      profiles.push(recorded);
    }
    const name = `firstcard-${side}`;
    writeFileSync(`${PROFILES}${name}.cpuprofile`, JSON.stringify(profiles[0]));
    for (const within of [undefined, 'performWorkOnRoot']) {
      const summary = mergeSummaries(profiles.map((profile) => summarizeProfile(profile, within)));
      const title = `${name}, ${loads} loads${within ? `, within ${within}` : ''}`;
      console.log(`\n${formatProfileSummary(title, summary, top)}`);
    }
  }
}

/** Figure 5b's hydration (React's work only), `loads` fresh pages per side, summed. */
async function hydrateProfiles(server: BenchServer, browser: Browser, statesFile: string): Promise<void> {
  const paths = await writeServerPages(statesFile);
  const wait = { polling: 50, timeout: 60_000 };
  for (const side of SIDES) {
    const profiles: CpuProfile[] = [];
    for (let load = 0; load < loads; load += 1) {
      const context = await freshContext(browser);
      try {
        const page = await context.newPage();
        await page.goto(`${server.origin}${paths[side]}?hold`);
        await page.waitForFunction(() => window.offerkitHydrateGo !== undefined, undefined, wait);
        const recorder = profileRecorder();
        await recorder.start(page);
        try {
          await page.evaluate(() => window.offerkitHydrateGo?.());
          await page.waitForFunction(() => window.offerkitHydration !== undefined, undefined, wait);
        } finally {
          profiles.push(await recorder.stop(page));
        }
      } finally {
        await context.close();
      }
    }
    const name = `hydrate-100-${side}`;
    writeFileSync(`${PROFILES}${name}.cpuprofile`, JSON.stringify(profiles[0]));
    const summary = mergeSummaries(profiles.map((profile) => summarizeProfile(profile, 'performWorkOnRoot')));
    console.log(
      `\n${formatProfileSummary(`${name}, ${loads} loads, within performWorkOnRoot`, summary, top)}`,
    );
  }
}

async function browserProfiles(server: BenchServer, browser: Browser, statesFile: string): Promise<void> {
  if (only.includes('firstcard')) await firstCardProfiles(server, browser);
  if (only.includes('hydrate')) await hydrateProfiles(server, browser, statesFile);
  for (const side of SIDES) {
    if (only.includes('mount')) {
      const page = await openPage(browser, `${server.origin}/pages/render.html`);
      await page.evaluate((o) => window.offerkitBench?.prepareMountOne(o), { side, cards });
      const profile = await profilePage(
        page,
        () => page.evaluate((o) => window.offerkitBench?.mountOne(o), { rounds }),
        `the ${side} mount`,
      );
      report(`mount-${cards}-${side}`, profile, 'performWorkOnRoot');
    }
    if (only.includes('longlist')) {
      const page = await openPage(browser, `${server.origin}/pages/longlist.html`);
      await page.evaluate((o) => window.offerkitLongList?.prepareMountOne(o), { offers: 10_000 });
      const profile = await profilePage(
        page,
        () => page.evaluate((o) => window.offerkitLongList?.mountOne(o), { side, rounds }),
        `the ${side} long-list mount`,
      );
      report(`longlist-mount-${side}`, profile, 'performWorkOnRoot');
    }
  }
}

async function ssrProfiles(statesFile: string): Promise<void> {
  const script = await bundleSsr();
  for (const side of SIDES) {
    const dir = `${PROFILES}ssr-${side}/`;
    // A fresh directory: node names its profile by time and pid, so the only one in it is this run's.
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const result = spawnSync(
      process.execPath,
      [
        '--cpu-prof',
        `--cpu-prof-dir=${dir}`,
        '--cpu-prof-interval=100',
        script,
        statesFile,
        '100',
        String(rounds * 10),
        side,
      ],
      {
        env: { ...process.env, NODE_ENV: 'production' },
        stdio: ['ignore', 'pipe', 'inherit'],
        encoding: 'utf8',
      },
    );
    if (result.status !== 0) throw new Error(`the ${side} server render exited with ${result.status}`);
    const written = readdirSync(dir)
      .filter((name) => name.endsWith('.cpuprofile'))
      .map((name) => readFileSync(`${dir}${name}`, 'utf8'))[0];
    if (written === undefined)
      throw new Error(`node --cpu-prof wrote no profile for the ${side} server render`);
    report(`ssr-100-${side}`, JSON.parse(written) as CpuProfile, 'exports.renderToString');
  }
}

async function main(): Promise<void> {
  if (!args.includes('--no-build') && !args.includes('--source')) ensureBuilt(log);
  mkdirSync(PROFILES, { recursive: true });
  const browserNeeded = only.some((kind) => kind !== 'ssr');
  let server: BenchServer | undefined;
  let browser: Browser | undefined;
  try {
    if (browserNeeded) {
      await bundlePages('pages');
      server = await startBenchServer(OUT_DIR);
      browser = await launchChromium();
    }
    const states = stateOffers(`${server?.origin ?? 'http://127.0.0.1:9'}${SANDBOX_BASE}`).map(
      ({ offer }) => offer,
    );
    const statesFile = `${OUT_DIR}states.json`;
    writeFileSync(statesFile, JSON.stringify(states));
    server?.publish('states', states);
    if (server && browser) await browserProfiles(server, browser, statesFile);
    if (only.includes('ssr')) await ssrProfiles(statesFile);
    log(`profile: .cpuprofile files in ${PROFILES}`);
  } finally {
    await browser?.close();
    await server?.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
