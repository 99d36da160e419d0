import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { type BuildOptions, build, type Plugin } from 'esbuild';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const PACKAGES = `${ROOT}packages/`;

/** The own-code checks' dependency list and bundling (every `import()` and tsconfig `paths` left out). */
const { DEPENDENCIES, withoutDynamicImports } = (await import(
  pathToFileURL(`${ROOT}.size-limit.js`).href
)) as {
  DEPENDENCIES: string[];
  withoutDynamicImports: <Config extends BuildOptions>(config: Config) => Config;
};

/** Leaves out the modules `left` (as in {@link OwnCodeParts}), found by the path they resolve to. */
const leaveOut = (left: string[]): Plugin => ({
  name: 'leave-out',
  setup(esbuild) {
    const leftOut = (path: string) => left.some((module) => path.endsWith(`/packages/${module}.js`));
    esbuild.onResolve({ filter: /.*/ }, async (args) => {
      // `import()`s are left to withoutDynamicImports.
      if (args.kind === 'dynamic-import' || args.pluginData === 'resolving' || !args.path.startsWith('.'))
        return undefined;
      const resolved = await esbuild.resolve(args.path, {
        kind: args.kind,
        importer: args.importer,
        resolveDir: args.resolveDir,
        pluginData: 'resolving',
      });
      return leftOut(resolved.path) ? { path: args.path, external: true } : undefined;
    });
  },
});

/** The gzipped size of `entry`'s own code without the modules `left`. */
async function ownCodeBytes(entry: string, left: string[]): Promise<number> {
  const result = await build(
    withoutDynamicImports({
      entryPoints: [entry],
      bundle: true,
      minify: true,
      format: 'esm',
      write: false,
      external: DEPENDENCIES,
      logLevel: 'silent',
      plugins: [leaveOut(left)],
    }),
  );
  const output = result.outputFiles[0];
  if (output === undefined) throw new Error(`esbuild wrote nothing for ${entry}`);
  return gzipSync(output.contents).length;
}

/**
 * Parts of a bundle, each as the built modules that make it up: `<package>/dist/<path>` under `packages/`,
 * without `.js`.
 */
export type OwnCodeParts = Record<string, string[]>;

/**
 * What each part of `entry` costs of its own code, gzipped: what leaving the part's modules out (with
 * whatever only they import) takes off the whole, bundled as the "own code" checks of .size-limit.js are.
 */
export async function ownCodeParts(
  entry: string,
  parts: OwnCodeParts,
): Promise<{ part: string; bytes: number }[]> {
  const whole = await ownCodeBytes(entry, []);
  const costs: { part: string; bytes: number }[] = [];
  for (const [part, modules] of Object.entries(parts)) {
    // A module renamed or moved would otherwise count as costing nothing.
    const missing = modules.filter((module) => !existsSync(`${PACKAGES}${module}.js`));
    if (missing.length > 0)
      throw new Error(`size parts: no built module ${missing.join(', ')}; run pnpm build`);
    costs.push({ part, bytes: whole - (await ownCodeBytes(entry, modules)) });
  }
  return costs;
}
