import { spawn } from 'node:child_process';
import { bundleSsr } from '../lib/bundle.ts';
import { type Row, timingRow } from '../lib/report.ts';
import type { Figure } from './context.ts';

interface SsrResult {
  cards: number;
  rounds: number;
  /** ms of each round, per side (alternating rounds after a warm-up). */
  library: number[];
  baseline: number[];
  /** CPU time (user + system) of the process in each round, per side, in ms. */
  cpu: { library: number[]; baseline: number[] };
  bytes: { library: number; baseline: number };
  statesCompared: number;
  mismatches: string[];
}

/** Runs a script in a fresh Node process (production React) and parses the JSON it prints. */
export function runNode<T>(script: string, args: string[]): Promise<T> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], {
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) reject(new Error(`${script} exited with ${code}`));
      else {
        try {
          resolve(JSON.parse(output) as T);
        } catch (error) {
          reject(new Error(`${script} printed no JSON: ${(error as Error).message}`));
        }
      }
    });
  });
}

/** Issue 19's target for the server render of 100 cards against hand-written markup. */
const SSR_TARGET = 1.2;

/** Figure 5: renderToString of 100 cards, Offerkit against the hand-written baseline. */
export const ssrFigure: Figure = {
  name: 'ssr',
  browser: false,
  ci: false,
  async run({ ci, statesFile, log }) {
    const script = await bundleSsr();
    const result = await runNode<SsrResult>(script, [statesFile, '100', ci ? '20' : '200']);
    for (const mismatch of result.mismatches) log(`ssr: markup differs from the baseline, ${mismatch}`);
    const rows: Row[] = [
      timingRow(
        '5 server render',
        `renderToString, ${result.cards} cards (median ms of ${result.rounds})`,
        result,
        SSR_TARGET,
      ),
      // The same rounds in CPU time: steadier than the wall clock when other processes share the cores.
      timingRow(
        '5 server render',
        `renderToString, ${result.cards} cards, CPU time (median ms of ${result.rounds})`,
        result.cpu,
        SSR_TARGET,
      ),
      {
        figure: '5 server render',
        measure: 'HTML bytes',
        value: result.bytes.library,
        baseline: result.bytes.baseline,
        ratio: result.bytes.library / result.bytes.baseline,
      },
      {
        figure: '5 server render',
        measure: 'card markup identical to baseline (states)',
        value: `${result.statesCompared - result.mismatches.length}/${result.statesCompared}`,
        target: `${result.statesCompared}/${result.statesCompared}`,
        ok: result.mismatches.length === 0,
      },
    ];
    return rows;
  },
};
