#!/usr/bin/env node
// Runs the Playwright suites against a fresh Storybook build, in Debian's Chromium.
//
//   node scripts/test-browser.mjs visual [--update] [--no-build] [playwright args...]
//   node scripts/test-browser.mjs a11y   [--no-build] [playwright args...]
//   node scripts/test-browser.mjs all    [--no-build] [playwright args...]
//
// visual: every story compared with test/browser/__screenshots__, plus the guard tests that prove a card
//   moved by 1 px and a CTA in another colour fail, and the progress-title layout checks. `--update`
//   rewrites the reference images that differ beyond the budget or are missing (the other checks are left
//   out then) and, on a full run, deletes the images no test compares any more and records the Chromium
//   version in __screenshots__/CHROMIUM_VERSION.
// a11y: axe on every story, light and dark.
// all: both, in one page load per story and theme, plus the guard, the progress-title checks and the
//   `pnpm start` check (no onboarding checklist): what `pnpm test` uses.
//
// STORYBOOK_STATIC_DIR (default storybook-static) builds and tests another directory, STORYBOOK_STATIC_PORT
// (default 6007) and STORYBOOK_DEV_PORT (default 6106) move the servers: parallel runs on one machine.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const [suite = 'all', ...rest] = process.argv.slice(2);
const update = rest.includes('--update');
const build = !rest.includes('--no-build');
const passThrough = rest.filter((arg) => arg !== '--update' && arg !== '--no-build');

const staticDir = process.env.STORYBOOK_STATIC_DIR ?? 'storybook-static';
const projects = {
  visual: update ? ['stories'] : ['stories', 'visual-guard', 'progress-titles', 'theme-switching'],
  a11y: ['stories'],
  all: ['stories', 'visual-guard', 'progress-titles', 'theme-switching', 'storybook-dev'],
}[suite];
const storyChecks = { visual: 'visual', a11y: 'a11y', all: 'visual,a11y' }[suite];
if (projects === undefined) {
  console.error(`test-browser: unknown suite "${suite}"; use visual, a11y or all.`);
  process.exit(2);
}
if (update && suite !== 'visual') {
  console.error('test-browser: --update only applies to the visual suite: pnpm test:visual --update');
  process.exit(2);
}

function run(command, args, env = {}) {
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.error) throw result.error;
  console.log(
    `test-browser: ${command} ${args.slice(0, 2).join(' ')} took ${((Date.now() - started) / 1000).toFixed(1)}s`,
  );
  return result.status ?? 1;
}

if (run('bash', ['scripts/ensure-chromium.sh']) !== 0) process.exit(1);
if (build && run('pnpm', ['exec', 'storybook', 'build', '--quiet', '--output-dir', staticDir]) !== 0) {
  console.error('test-browser: the Storybook build failed (see above); nothing was tested.');
  process.exit(1);
}

const status = run(
  'pnpm',
  [
    'exec',
    'playwright',
    'test',
    ...projects.map((project) => `--project=${project}`),
    ...(update ? ['--update-snapshots=changed'] : []),
    ...passThrough,
  ],
  {
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
    STORY_CHECKS: storyChecks,
    // A full update remakes every reference with this Chromium: ChromiumVersionReporter records its version.
    VISUAL_RECORD_CHROMIUM_VERSION: update && passThrough.length === 0 ? '1' : '0',
  },
);

// After a full update, drop reference images that no test compares any more.
if (update && status === 0 && passThrough.length === 0) {
  const screenshots = join(root, 'test/browser/__screenshots__');
  const index = JSON.parse(readFileSync(resolve(root, staticDir, 'index.json'), 'utf8'));
  const stories = new Map(
    Object.values(index.entries)
      .filter((entry) => entry.type === 'story')
      .map((entry) => [entry.id, entry]),
  );
  if (existsSync(screenshots)) {
    // One directory per story; files beside them (CHROMIUM_VERSION) are not stories.
    const dirs = readdirSync(screenshots, { withFileTypes: true }).filter((entry) => entry.isDirectory());
    for (const { name: dir } of dirs) {
      const story = stories.get(dir);
      if (story === undefined) {
        rmSync(join(screenshots, dir), { recursive: true });
        console.log(`test-browser: removed reference images of deleted story ${dir}`);
        continue;
      }
      // Pages and fixed-theme stories are only compared in light (themesFor in test/browser/storybook.ts).
      if (!story.title.startsWith('Pages/') && !story.tags.includes('fixed-theme')) continue;
      for (const file of readdirSync(join(screenshots, dir)).filter((name) => !name.startsWith('light-'))) {
        rmSync(join(screenshots, dir, file));
        console.log(`test-browser: removed ${dir}/${file} (compared in light only)`);
      }
    }
  }
}

process.exit(status);
