import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { workspaceAliases } from '../../workspace-aliases.ts';
import { OUT_DIR } from '../lib/bundle.ts';
import type { Row } from '../lib/report.ts';
import type { Figure } from './context.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SCRIPT = fileURLToPath(new URL('../historical-upload.ts', import.meta.url));

/**
 * Bundles bench/historical-upload.ts with @offerkit/server and its dependencies into one file for plain
 * Node: the measured process holds the writer and nothing else (no TypeScript loader).
 */
async function bundleUploadScript(): Promise<string> {
  const outDir = `${OUT_DIR}historical-upload`;
  await build({
    configFile: false,
    root: ROOT,
    mode: 'production',
    logLevel: 'warn',
    resolve: { alias: workspaceAliases },
    ssr: { noExternal: true },
    build: {
      ssr: SCRIPT,
      outDir,
      emptyOutDir: true,
      minify: false,
      sourcemap: false,
      reportCompressedSize: false,
    },
  });
  return `${outDir}/historical-upload.js`;
}

/** The peak RSS the writer must stay under while writing a million records. */
export const HISTORICAL_UPLOAD_RSS_BUDGET_MB = 150;

interface UploadRun {
  records: number;
  invalid: number;
  gzip: boolean;
  seconds: number;
  recordsPerSecond: number;
  bytes: number;
  peakRssMb: number;
}

/** One variant in a fresh Node process, so its peak RSS is its own. */
function runVariant(script: string, count: number, gzip: boolean): Promise<UploadRun> {
  return new Promise((resolve, reject) => {
    const args = [script, String(count)];
    if (gzip) args.push('gzip');
    const child = spawn(process.execPath, args, {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) reject(new Error(`bench/historical-upload.ts exited with ${code}`));
      else resolve(JSON.parse(output) as UploadRun);
    });
  });
}

/**
 * Figure 7: the historical upload writer (`createHistoricalTransactionsFile`) streams 1,000,000 records
 * (100,000 in quick mode), plain and gzip, into a byte-counting sink. Records/s is for people to read;
 * the peak RSS of the process must stay under 150 MB (a gate: the writer must not hold the file).
 */
export const historicalUploadFigure: Figure = {
  name: 'upload',
  browser: false,
  ci: true,
  async run({ ci, log }) {
    const count = ci ? 100_000 : 1_000_000;
    const rows: Row[] = [];
    const script = await bundleUploadScript();
    for (const gzip of [false, true]) {
      const run = await runVariant(script, count, gzip);
      const kind = gzip ? 'gzip' : 'plain';
      log(
        `upload: ${kind}: ${run.records} records in ${run.seconds.toFixed(1)} s, ${(run.bytes / 1e6).toFixed(1)} MB, peak RSS ${run.peakRssMb.toFixed(0)} MB`,
      );
      if (run.records !== count) throw new Error(`upload: ${kind} wrote ${run.records} of ${count} records.`);
      rows.push(
        {
          figure: '7 historical upload',
          measure: `${kind} JSONL, ${count.toLocaleString('en-US')} records (records/s)`,
          value: Math.round(run.recordsPerSecond),
        },
        {
          figure: '7 historical upload',
          measure: `${kind}: peak RSS of the process (MB)`,
          value: Math.round(run.peakRssMb),
          target: `< ${HISTORICAL_UPLOAD_RSS_BUDGET_MB}`,
          ok: run.peakRssMb < HISTORICAL_UPLOAD_RSS_BUDGET_MB,
          gate: true,
        },
      );
    }
    return rows;
  },
};
