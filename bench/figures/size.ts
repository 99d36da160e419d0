import { spawn } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Row } from '../lib/report.ts';
import { type OwnCodeParts, ownCodeParts } from '../size/ownCodeParts.ts';
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

/** The inline SVG sanitizer: every component that draws a service icon pulls it in. */
const SVG_SANITIZING = ['components/dist/svg/sanitizeSvg', 'components/dist/SafeSvg'];

/**
 * The parts of the embed's first view (client, provider and `OffersExperience`): the figures a decision on
 * issue 31's 24 kB target needs, which parts the first view would have to stop drawing or load later.
 */
const FIRST_VIEW_PARTS: OwnCodeParts = {
  'progress bars (view model, labels, decoder, hook, component)': [
    'data/dist/view/progressBarView',
    'data/dist/view/progressBarLabelsView',
    'data/dist/decode/decodeProgressBar',
    'hooks/dist/useProgressBar',
    'components/dist/ProgressBar',
  ],
  'decoding of the offers document (and what only it uses)': [
    'data/dist/decode/document',
    'data/dist/decode/decodeOffer',
  ],
  'search, filters and sort (controls, their hooks, the filter model)': [
    'components/dist/experience/SearchBox',
    'components/dist/experience/CategoryChips',
    'components/dist/experience/ChannelFilter',
    'components/dist/experience/SortSelect',
    'hooks/dist/useSearchField',
    'hooks/dist/useOffersSearch',
    'data/dist/view/offersFilterModel',
  ],
  'the transport (byte cap, redirect refusal, redaction, settings)': [
    'data/dist/client/transport',
    'data/dist/client/transportSettings',
  ],
  'inline SVG sanitizing (sanitizeSvg, SafeSvg)': SVG_SANITIZING,
  'impressions (observer scope, tracker, policy, image gate)': [
    'hooks/dist/internal/ImpressionObserverScope',
    'data/dist/view/createImpressionTracker',
    'data/dist/view/impressionPolicy',
    'hooks/dist/useImpression',
    'components/dist/internal/useAssetImage',
    'hooks/dist/ImpressionScopeProvider',
  ],
  'offer actions on the card (mutation, CTA action, aborts, focus return)': [
    'hooks/dist/internal/useOfferMutation',
    'hooks/dist/internal/useCtaAction',
    'hooks/dist/internal/actionAborts',
    'components/dist/internal/useCtaFocusReturn',
  ],
  'default English messages': [
    'components/dist/messages/defaultExperienceMessages',
    'components/dist/messages/defaultMessages',
  ],
  'the virtual grid': ['components/dist/internal/useVirtualGrid'],
};

/** `ProgressBar`'s share of the sanitizer, beside issue 31's 4.0 kB for the progress bar's own rules. */
const PROGRESS_BAR_PARTS: OwnCodeParts = { 'inline SVG sanitizing (sanitizeSvg, SafeSvg)': SVG_SANITIZING };

const kB = (bytes: number) => `${(bytes / 1000).toFixed(2)} kB`;

/**
 * Figure 4: `size-limit --json` over the built packages with the budgets in .size-limit.js (gzip,
 * peers or every dependency excluded). A check over its budget fails the bench. Then, reported only, what
 * each part of the embed's first view and of `ProgressBar` costs of its own code (bench/size/ownCodeParts.ts).
 */
export const sizeFigure: Figure = {
  name: 'size',
  browser: false,
  ci: true,
  async run() {
    const partRows = async (what: string, entry: string, parts: OwnCodeParts): Promise<Row[]> =>
      (await ownCodeParts(`${ROOT}bench/size/${entry}`, parts)).map(({ part, bytes }) => ({
        figure: '4 bundle',
        measure: `${what}, own code, part: ${part}, gzip`,
        value: kB(bytes),
      }));
    const parts = [
      ...(await partRows('first view', 'firstView.js', FIRST_VIEW_PARTS)),
      ...(await partRows('ProgressBar', 'progressBar.js', PROGRESS_BAR_PARTS)),
    ];
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
