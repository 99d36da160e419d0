import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Which Chromium made the reference images. Screenshots from another Chromium build differ in anti-aliasing
 * and font hinting; the comparison budget (VISUAL_THRESHOLD in storybook.ts) absorbs that between builds of
 * one major version, and usually across a few majors, but a new major can also change layout. So
 * `pnpm test:visual --update` records the Chromium it ran (CHROMIUM_VERSION_FILE) and every run warns when
 * the running major differs from the recorded one.
 */
export const CHROMIUM_VERSION_FILE = fileURLToPath(
  new URL('__screenshots__/CHROMIUM_VERSION', import.meta.url),
);

/** The `major.minor.build.patch` version in `chromium --version` output (Debian's wrapper may print a line first). */
export function parseChromiumVersion(output: string): string | undefined {
  return /\b(\d+\.\d+\.\d+\.\d+)\b/.exec(output)?.[1];
}

/** The version of the Chromium at `executablePath`, or undefined when it cannot be run. */
export function chromiumVersionOf(executablePath: string): string | undefined {
  const result = spawnSync(executablePath, ['--version'], { encoding: 'utf8', timeout: 30_000 });
  if (result.error !== undefined || result.status !== 0) return undefined;
  return parseChromiumVersion(`${result.stdout}\n${result.stderr}`);
}

/** The version recorded with the reference images, or undefined when none is. */
export function recordedChromiumVersion(file = CHROMIUM_VERSION_FILE): string | undefined {
  try {
    return parseChromiumVersion(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

const major = (version: string) => version.split('.')[0];

/**
 * What to tell the person running the visual suite about the Chromium it runs (`running`) against the one
 * the references were made with (`recorded`): nothing when the major versions match, otherwise a warning
 * that says what may happen and how to refresh the references.
 */
export function chromiumVersionWarning(
  running: string | undefined,
  recorded: string | undefined,
): string | undefined {
  const refresh =
    'If stories fail only because of the browser, refresh the references with this Chromium: ' +
    '`pnpm test:visual --update`, review the changed images, and commit them with ' +
    'test/browser/__screenshots__/CHROMIUM_VERSION.';
  if (running === undefined) {
    return (
      'Visual suite: could not read the version of the Chromium it runs (`chromium --version` failed). ' +
      'Check that CHROMIUM_PATH (default /usr/bin/chromium) points at a Chromium binary.'
    );
  }
  if (recorded === undefined) {
    return (
      `Visual suite: no Chromium version is recorded with the reference images; this run uses Chromium ${running}. ` +
      refresh
    );
  }
  if (major(running) === major(recorded)) return undefined;
  return (
    `Visual suite: the reference images were made with Chromium ${major(recorded)} (${recorded}), ` +
    `this run uses Chromium ${running}. Another major version can render text and edges differently ` +
    `enough to exceed the comparison budget. ${refresh}`
  );
}
