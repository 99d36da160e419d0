import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

/** axe-core's browser build, read once per worker. */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** One axe violation, as a test reports it. */
export interface AxeViolation {
  rule: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

/**
 * Runs axe-core in the page's own document (which has no frames of its own) and returns the violations of
 * the rules with these tags. Called directly rather than through `@axe-core/playwright`, which evaluated
 * axe's 550 kB source twice per analysis and serialised every passing node back to the test: about 300 ms
 * per story on two cores, for nothing a story check reads.
 */
export async function axeViolations(page: Page, tags: readonly string[]): Promise<AxeViolation[]> {
  await page.evaluate(axeSource);
  const options: RunOptions = { runOnly: { type: 'tag', values: [...tags] }, resultTypes: ['violations'] };
  const results = await page.evaluate(
    (runOptions) =>
      (window as unknown as { axe: { run(context: Document, options: RunOptions): Promise<AxeResults> } }).axe
        .run(document, runOptions)
        .then(({ violations }) => ({ violations })),
    options,
  );
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
}
