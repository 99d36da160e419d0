import { chromiumExecutablePath } from './chromium.ts';
import { chromiumVersionOf, chromiumVersionWarning, recordedChromiumVersion } from './chromiumVersion.ts';

/**
 * Playwright global setup: warns, never fails, when the running Chromium's major version differs from the
 * one the reference images were made with (chromiumVersion.ts). A global setup, not a reporter, so the
 * warning is printed whatever `--reporter` a run picks. A full `--update` skips it: it remakes them all.
 */
export default function warnChromiumVersion(): void {
  if (process.env.VISUAL_RECORD_CHROMIUM_VERSION === '1') return;
  const warning = chromiumVersionWarning(
    chromiumVersionOf(chromiumExecutablePath),
    recordedChromiumVersion(),
  );
  if (warning !== undefined) console.warn(`\n⚠ ${warning}\n`);
}
