import { writeFileSync } from 'node:fs';
import type { FullResult, Reporter } from '@playwright/test/reporter';
import { chromiumExecutablePath } from './chromium.ts';
import { CHROMIUM_VERSION_FILE, chromiumVersionOf } from './chromiumVersion.ts';

/**
 * Records the Chromium the reference images were made with (chromiumVersion.ts) in
 * test/browser/__screenshots__/CHROMIUM_VERSION, after a full, passing `pnpm test:visual --update`
 * (scripts/test-browser.mjs sets `VISUAL_RECORD_CHROMIUM_VERSION=1` then). A reporter, because only a
 * reporter learns whether the run passed. The warning about another major version: warnChromiumVersion.ts.
 */
export default class ChromiumVersionReporter implements Reporter {
  private running: string | undefined;

  onBegin(): void {
    if (process.env.VISUAL_RECORD_CHROMIUM_VERSION === '1')
      this.running = chromiumVersionOf(chromiumExecutablePath);
  }

  onEnd(result: FullResult): void {
    if (process.env.VISUAL_RECORD_CHROMIUM_VERSION !== '1') return;
    if (result.status !== 'passed') {
      console.warn(
        `\n⚠ Visual suite: the update did not pass (${result.status}), so ${CHROMIUM_VERSION_FILE} was left as it was.\n`,
      );
      return;
    }
    if (this.running === undefined) {
      console.warn(
        `\n⚠ Visual suite: could not read the running Chromium's version (\`${chromiumExecutablePath} --version\` failed), so ${CHROMIUM_VERSION_FILE} was left as it was. Check CHROMIUM_PATH.\n`,
      );
      return;
    }
    writeFileSync(CHROMIUM_VERSION_FILE, `${this.running}\n`);
    console.log(`Visual suite: recorded Chromium ${this.running} in ${CHROMIUM_VERSION_FILE}.`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
