import { spawn } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Row } from '../lib/report.ts';
import { firstViewParts } from '../size/firstViewParts.ts';
import type { Figure } from './context.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

interface SizeCheck {
  name: string;
  passed: boolean;
  size: number;
  sizeLimit?: number;
}

/** The issues' goals for own code, printed beside the budgets that hold today's size. */
const ISSUE_TARGETS: Record<string, string> = {
  'own code: ProgressBar with its view model': 'issue 31 target ≤ 4.0 kB',
  'own code: OfferCard (tree-shaken)': 'issue 19 target ≤ 8 kB',
  'own code: OffersExperience first view': 'issue 31 target ≤ 24 kB',
};

const kB = (bytes: number) => `${(bytes / 1000).toFixed(2)} kB`;

/**
 * Figure 4: `size-limit --json` over the built packages with the budgets in .size-limit.js (gzip,
 * peers or every dependency excluded). A check over its budget fails the bench. Then, reported only, what
 * each part of the embed's first view costs of its own code (bench/size/firstViewParts.ts).
 */
export const sizeFigure: Figure = {
  name: 'size',
  browser: false,
  ci: true,
  async run() {
    const parts = (await firstViewParts(`${ROOT}bench/size/firstView.js`)).map(
      ({ part, bytes }): Row => ({
        figure: '4 bundle',
        measure: `first view, own code, part: ${part}, gzip`,
        value: kB(bytes),
      }),
    );
    const budgets = (
      (await import(pathToFileURL(`${ROOT}.size-limit.js`).href)) as {
        default: { name: string; limit: string }[];
      }
    ).default;
    return new Promise<Row[]>((resolve, reject) => {
      const child = spawn(process.execPath, [`${ROOT}node_modules/size-limit/bin.js`, '--json'], {
        cwd: ROOT,
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
      });
      child.on('error', reject);
      // size-limit exits 1 when a budget is exceeded, with the JSON still on stdout.
      child.on('close', () => {
        let checks: SizeCheck[];
        try {
          checks = JSON.parse(output) as SizeCheck[];
        } catch {
          reject(new Error(`size-limit printed no JSON: ${output.slice(0, 300)}`));
          return;
        }
        if (!Array.isArray(checks)) {
          reject(new Error(`size-limit failed: ${output.slice(0, 500)}`));
          return;
        }
        resolve([
          ...checks.map((check) => ({
            figure: '4 bundle',
            measure: `${check.name}, gzip${ISSUE_TARGETS[check.name] ? ` (${ISSUE_TARGETS[check.name]})` : ''}`,
            value: kB(check.size),
            target: `≤ ${budgets.find((budget) => budget.name === check.name)?.limit ?? '?'}`,
            ok: check.passed,
            gate: true,
          })),
          ...parts,
        ]);
      });
    });
  },
};
