import type { Offer } from '@offerkit/data';
import type { SandboxOfferState } from '@offerkit/sandbox';
import type { Browser } from 'playwright';
import type { Row } from '../lib/report.ts';
import type { BenchServer } from '../lib/server.ts';

/** What every figure gets from `bench/run.ts`. */
export interface FigureContext {
  /** Quick mode (`pnpm bench:ci`): small N, few rounds; only counts and budgets gate. */
  ci: boolean;
  /** One offer per sandbox display state, asset and action URLs on the bench server (or a placeholder origin). */
  states: Offer[];
  /** The same offers by display state. */
  byState: Record<SandboxOfferState, Offer>;
  /** Where `states` is written as JSON (for child processes). */
  statesFile: string;
  /** The bench server and Chromium, for the browser figures. */
  server?: BenchServer;
  browser?: Browser;
  /** Progress lines (stderr), so the table on stdout stays clean. */
  log: (line: string) => void;
}

export interface Figure {
  /** `render`, `sanitizer`, `network`, `size`, `ssr`, `longlist`. */
  name: string;
  /** Needs the bench server and Chromium. */
  browser: boolean;
  /** Runs in `pnpm bench:ci`. */
  ci: boolean;
  run(context: FigureContext): Promise<Row[]>;
}
