import { mkdirSync, writeFileSync } from 'node:fs';
import type { Result } from 'lighthouse';
import { OUT_DIR } from '../lib/bundle.ts';
import { type LighthousePreset, runLighthouse } from '../lib/lighthouseRun.ts';
import type { Row } from '../lib/report.ts';
import { median } from '../lib/stats.ts';
import { startWebBankingExample } from '../lib/webBankingExample.ts';
import type { Figure } from './context.ts';

const FIGURE = '10 lighthouse';

/** Issue 31's targets: performance per preset, the other categories at 100 for both. */
const PERFORMANCE_TARGET: Record<LighthousePreset, number> = { mobile: 95, desktop: 99 };
const CLS_TARGET = 0.05;

/** The findings the issue names; each must be absent (no item, or a passing score for the meta description). */
const FINDINGS = [
  { audit: 'uses-text-compression', label: 'compressible text' },
  { audit: 'unused-javascript', label: 'unused JavaScript' },
  { audit: 'unsized-images', label: 'unsized images' },
  { audit: 'meta-description', label: 'meta description' },
] as const;

/** `--runs N` on the command line, else `OFFERKIT_LIGHTHOUSE_RUNS`, else 3. */
function runCount(): number {
  const index = process.argv.indexOf('--runs');
  const raw = index >= 0 ? process.argv[index + 1] : process.env.OFFERKIT_LIGHTHOUSE_RUNS;
  const runs = Number(raw ?? 3);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs "${raw}" is not a positive whole number.`);
  return runs;
}

const score = (lhr: Result, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const numeric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;
const items = (lhr: Result, audit: string): Record<string, unknown>[] => {
  const details = lhr.audits[audit]?.details as { items?: Record<string, unknown>[] } | undefined;
  return details?.items ?? [];
};
const savedBytes = (lhr: Result, audit: string) =>
  (lhr.audits[audit]?.details as { overallSavingsBytes?: number } | undefined)?.overallSavingsBytes ?? 0;

/** Whether a finding is present in one run: an opportunity with items, or a failed pass/fail audit. */
function hasFinding(lhr: Result, audit: string): boolean {
  const result = lhr.audits[audit];
  if (result === undefined) return false;
  if (audit === 'meta-description') return result.score !== 1;
  return items(lhr, audit).length > 0;
}

/** Every host a run's page requested other than 127.0.0.1 and localhost (must be none). */
function foreignHosts(lhr: Result): string[] {
  const hosts = items(lhr, 'network-requests').flatMap(({ url }) => {
    if (typeof url !== 'string' || !/^(https?|wss?):/.test(url)) return [];
    const { hostname } = new URL(url);
    return hostname === '127.0.0.1' || hostname === 'localhost' ? [] : [hostname];
  });
  return [...new Set(hosts)];
}

/** What moved, what failed and what requests went where in one run, for stderr. */
function describeRun(lhr: Result, preset: LighthousePreset, run: number): string[] {
  const lines = [
    `lighthouse ${preset} run ${run}: performance ${score(lhr, 'performance')}, CLS ${numeric(lhr, 'cumulative-layout-shift').toFixed(3)}, ` +
      `FCP ${Math.round(numeric(lhr, 'first-contentful-paint'))} ms, LCP ${Math.round(numeric(lhr, 'largest-contentful-paint'))} ms, ` +
      `TBT ${Math.round(numeric(lhr, 'total-blocking-time'))} ms`,
  ];
  for (const shift of items(lhr, 'layout-shifts')) {
    const node = shift.node as { selector?: string; snippet?: string } | undefined;
    lines.push(`  shift ${Number(shift.score).toFixed(3)}: ${node?.selector ?? '?'} ${node?.snippet ?? ''}`);
  }
  for (const [category, { auditRefs }] of Object.entries(lhr.categories)) {
    for (const { id, weight } of auditRefs) {
      const audit = lhr.audits[id];
      if (audit === undefined || audit.score === null || audit.score >= 0.9) continue;
      if (category === 'performance' && weight === 0 && items(lhr, id).length === 0) continue;
      lines.push(`  ${category}: ${id} (${audit.score}) ${audit.displayValue ?? ''}`);
    }
  }
  return lines;
}

function presetRows(preset: LighthousePreset, runs: Result[]): Row[] {
  const range = (values: number[]) => `${Math.min(...values)} / ${median(values)} / ${Math.max(...values)}`;
  const categoryRow = (category: string, label: string, target: number): Row => {
    const scores = runs.map((lhr) => score(lhr, category));
    return {
      figure: FIGURE,
      measure: `${preset}: ${label} (min / median / max of ${runs.length})`,
      value: range(scores),
      target: `≥ ${target}`,
      ok: Math.min(...scores) >= target,
    };
  };
  const cls = runs.map((lhr) => numeric(lhr, 'cumulative-layout-shift'));
  const ms = (audit: string) => `${Math.round(median(runs.map((lhr) => numeric(lhr, audit))))} ms`;
  return [
    categoryRow('performance', 'performance', PERFORMANCE_TARGET[preset]),
    categoryRow('accessibility', 'accessibility', 100),
    categoryRow('best-practices', 'best practices', 100),
    categoryRow('seo', 'SEO', 100),
    {
      figure: FIGURE,
      measure: `${preset}: CLS of each run`,
      value: cls.map((value) => value.toFixed(3)).join(' '),
      target: `≤ ${CLS_TARGET} every run`,
      ok: cls.every((value) => value <= CLS_TARGET),
    },
    {
      figure: FIGURE,
      measure: `${preset}: FCP / LCP / TBT (medians)`,
      value: `${ms('first-contentful-paint')} / ${ms('largest-contentful-paint')} / ${ms('total-blocking-time')}`,
    },
    ...FINDINGS.map(({ audit, label }): Row => {
      const found = runs.filter((lhr) => hasFinding(lhr, audit)).length;
      const kib = Math.max(...runs.map((lhr) => savedBytes(lhr, audit))) / 1024;
      return {
        figure: FIGURE,
        measure: `${preset}: ${label} finding (runs with it${kib > 0 ? ', most KiB saved' : ''})`,
        value: kib > 0 ? `${found} of ${runs.length}, ${kib.toFixed(0)} KiB` : `${found} of ${runs.length}`,
        target: 'none',
        ok: found === 0,
      };
    }),
  ];
}

/**
 * Figure 10: Lighthouse 12 on the web-banking example's signed-in offers page (`/offers` with a session
 * cookie), mobile and desktop presets, N runs each alternating the presets, in a fresh Chromium each.
 * Scores are for reading (a loaded machine lowers them); the one gate is that the page requests nothing
 * from any host but 127.0.0.1.
 */
export const lighthouseFigure: Figure = {
  name: 'lighthouse',
  browser: false,
  ci: false,
  async run({ log }) {
    const runs = runCount();
    const example = await startWebBankingExample(log);
    const results: Record<LighthousePreset, Result[]> = { mobile: [], desktop: [] };
    const reports = `${OUT_DIR}lighthouse/`;
    mkdirSync(reports, { recursive: true });
    try {
      // The new customer: the offers page a bank's customer first sees (activatable offers, no rewards yet).
      const cookie = await example.signIn(example.customerIds[0] as string);
      for (let run = 1; run <= runs; run += 1) {
        // Alternate which preset goes first, as the other figures alternate their sides.
        const order: LighthousePreset[] = run % 2 === 1 ? ['mobile', 'desktop'] : ['desktop', 'mobile'];
        for (const preset of order) {
          const lhr = await runLighthouse(`${example.url}/offers`, preset, cookie);
          if (new URL(lhr.finalDisplayedUrl).pathname !== '/offers') {
            throw new Error(`Lighthouse ended on ${lhr.finalDisplayedUrl}, not the signed-in offers page.`);
          }
          results[preset].push(lhr);
          // The whole result, for Lighthouse's viewer or a closer look at an audit.
          writeFileSync(`${reports}${preset}-${run}.json`, JSON.stringify(lhr));
          for (const line of describeRun(lhr, preset, run)) log(line);
        }
      }
    } finally {
      await example.stop();
    }
    const foreign = [...new Set([...results.mobile, ...results.desktop].flatMap(foreignHosts))];
    return [
      ...presetRows('mobile', results.mobile),
      ...presetRows('desktop', results.desktop),
      {
        figure: FIGURE,
        measure: 'hosts requested other than 127.0.0.1',
        value: foreign.length === 0 ? 0 : foreign.join(', '),
        target: '= 0',
        ok: foreign.length === 0,
        gate: true,
      },
    ];
  },
};
