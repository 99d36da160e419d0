import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import {
  APP_TEMPLATES,
  CONSUMER_APPS,
  type ConsumerAppName,
  type ConsumersContext,
  PUBLISHED_PACKAGES,
  type PublishedPackage,
  WORKSPACE_ROOT,
} from './consumerApps.ts';
import { run } from './processes.ts';

/**
 * Builds every package (unless the caller has just built them: OFFERKIT_PACKAGES_BUILT=1), packs it with
 * `pnpm pack` (so `publishConfig` and `workspace:` ranges are applied exactly as on publish), unpacks each
 * tarball, and installs the tarballs with npm into fresh apps in a temporary directory outside the
 * workspace: one `npm install` per app, all in parallel, from the shared npm cache (`--prefer-offline`).
 * Nothing here is skipped: a missing tool or a failed step fails the run.
 */
export default async function setup(project: TestProject) {
  const started = Date.now();
  const root = await mkdtemp(join(tmpdir(), 'offerkit-consumers-'));
  const log = (message: string) =>
    process.stdout.write(`[consumers] ${message} (${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
  log(`working in ${root}`);

  // `.ci/run` has just run `pnpm build` itself and says so with OFFERKIT_PACKAGES_BUILT=1; a second build of
  // the same sources would only cost time. Anywhere else (and whenever a package has no dist) we build.
  const built =
    process.env.OFFERKIT_PACKAGES_BUILT === '1' &&
    PUBLISHED_PACKAGES.every((name) => existsSync(join(WORKSPACE_ROOT, 'packages', name, 'dist')));
  if (built) {
    log('packages already built by the caller (OFFERKIT_PACKAGES_BUILT=1)');
  } else {
    await run('pnpm', ['build'], { cwd: WORKSPACE_ROOT, label: 'pnpm build' });
    log('packages built');
  }

  const tarballDir = join(root, 'tarballs');
  await mkdir(tarballDir);
  const tarballs = {} as Record<PublishedPackage, string>;
  const unpacked = {} as Record<PublishedPackage, string>;
  await Promise.all(
    PUBLISHED_PACKAGES.map(async (name) => {
      const destination = join(tarballDir, name);
      await mkdir(destination);
      await run('pnpm', ['pack', '--pack-destination', destination], {
        cwd: join(WORKSPACE_ROOT, 'packages', name),
        label: `pnpm pack (@offerkit/${name})`,
      });
      const [file, ...others] = (await readdir(destination)).filter((entry) => entry.endsWith('.tgz'));
      if (file === undefined || others.length > 0) {
        throw new Error(
          `pnpm pack of @offerkit/${name} left ${others.length + (file ? 1 : 0)} tarballs; expected one.`,
        );
      }
      tarballs[name] = join(destination, file);
      const into = join(root, 'unpacked', name);
      await mkdir(into, { recursive: true });
      await run('tar', ['-xzf', tarballs[name], '-C', into], { label: `unpack @offerkit/${name}` });
      unpacked[name] = join(into, 'package');
    }),
  );
  log('packages packed');

  const apps = {} as Record<ConsumerAppName, string>;
  await Promise.all(
    (Object.keys(CONSUMER_APPS) as ConsumerAppName[]).map(async (name) => {
      const app = CONSUMER_APPS[name];
      const directory = join(root, 'apps', name);
      await cp(join(APP_TEMPLATES, app.template), directory, { recursive: true });
      await cp(join(APP_TEMPLATES, 'sandbox.mjs'), join(directory, 'sandbox.mjs'));
      const offerkit = Object.fromEntries(
        app.packages.map((pkg) => [`@offerkit/${pkg}`, `file:${tarballs[pkg]}`]),
      );
      const manifest = {
        name: `offerkit-consumer-${name.toLowerCase()}`,
        private: true,
        type: 'module',
        dependencies: { ...offerkit, ...app.dependencies },
        devDependencies: app.devDependencies,
        // The packages depend on each other by semver range; pin those ranges to the packed tarballs.
        overrides: Object.fromEntries(app.packages.map((pkg) => [`@offerkit/${pkg}`, `$@offerkit/${pkg}`])),
      };
      await writeFile(join(directory, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
      const begun = Date.now();
      await run(
        'npm',
        ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'],
        { cwd: directory, label: `npm install (${name})`, env: { NEXT_TELEMETRY_DISABLED: '1' } },
      );
      log(`${name}: installed in ${((Date.now() - begun) / 1000).toFixed(1)} s`);
      apps[name] = directory;
    }),
  );

  const context: ConsumersContext = { root, tarballs, unpacked, apps };
  project.provide('consumers', context);

  return async () => {
    if (process.env.OFFERKIT_CONSUMERS_KEEP === '1') {
      log(`kept ${root} (OFFERKIT_CONSUMERS_KEEP=1)`);
      return;
    }
    await rm(root, { recursive: true, force: true });
  };
}
