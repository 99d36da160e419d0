import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'esbuild';

const PACKAGES = fileURLToPath(new URL('../../packages/', import.meta.url));

/** Every npm dependency, left out as in the "own code" checks of .size-limit.js. */
const DEPENDENCIES = [
  'react',
  'react-dom',
  '@tanstack/react-query',
  'dompurify',
  '@tanstack/react-virtual',
  'valibot',
  'clsx',
];

/**
 * The parts of the embed's first view, each as the built modules (`packages/<package>/dist/<path>.js`) that
 * make it up. What a part costs is what leaving those modules out takes off the gzipped bundle, with
 * whatever only they import.
 */
const PARTS: Record<string, string[]> = {
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
  'inline SVG sanitizing (sanitizeSvg, SafeSvg)': [
    'components/dist/svg/sanitizeSvg',
    'components/dist/SafeSvg',
  ],
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

/** Leaves out `left` (paths as in PARTS) and every `import()`, as the first-view check does. */
const leaveOut = (left: string[]): Plugin => ({
  name: 'leave-out',
  setup(esbuild) {
    const leftOut = (path: string) => left.some((module) => path.endsWith(`/packages/${module}.js`));
    esbuild.onResolve({ filter: /.*/ }, async (args) => {
      if (args.kind === 'dynamic-import') return { path: args.path, external: true };
      if (args.pluginData === 'resolving' || !args.path.startsWith('.')) return undefined;
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

/** The gzipped size of the first view's own code (bench/size/firstView.js) without the modules `left`. */
async function firstViewBytes(entry: string, left: string[]): Promise<number> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    external: DEPENDENCIES,
    // As .size-limit.js: the root tsconfig's `paths` would pull the TypeScript sources in.
    tsconfigRaw: '{}',
    logLevel: 'silent',
    plugins: [leaveOut(left)],
  });
  const output = result.outputFiles[0];
  if (output === undefined) throw new Error(`esbuild wrote nothing for ${entry}`);
  return gzipSync(output.contents).length;
}

/**
 * What each part of the embed's first view costs of its own code, gzipped: the figures a decision on issue
 * 31's 24 kB target needs (which parts the first view would have to stop drawing, or load later).
 */
export async function firstViewParts(entry: string): Promise<{ part: string; bytes: number }[]> {
  const whole = await firstViewBytes(entry, []);
  const parts: { part: string; bytes: number }[] = [];
  for (const [part, modules] of Object.entries(PARTS)) {
    // A module renamed or moved would otherwise count as costing nothing.
    const missing = modules.filter((module) => !existsSync(`${PACKAGES}${module}.js`));
    if (missing.length > 0)
      throw new Error(`first-view parts: no built module ${missing.join(', ')}; run pnpm build`);
    parts.push({ part, bytes: whole - (await firstViewBytes(entry, modules)) });
  }
  return parts;
}
