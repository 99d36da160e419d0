import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { describe, expect, it } from 'vitest';

/**
 * Tree shaking, proven on what a bundler really keeps: esbuild bundles an app that imports one thing from
 * the packages' sources (with their `sideEffects` flags, as an app's bundler reads them), and its metafile
 * lists every file that put bytes into the output. A host importing `ProgressBar` must not ship TanStack
 * Query or the virtualizer; a host using a view model of `@offerkit/data` must not ship React or DOMPurify.
 */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The packages' second entries, by import specifier. */
const SUBPATH_ENTRIES: Record<string, string> = {
  '@offerkit/data/backend': 'packages/data/src/backend.ts',
  '@offerkit/components/locales/es': 'packages/components/src/locales/es.ts',
};

/**
 * `@offerkit/*` → the package's `src/index.ts` (or the subpath's entry); every other bare import is resolved from the repository
 * root, as a host app's own `node_modules` would, so the result does not depend on per-package links.
 */
const workspaceSources: Plugin = {
  name: 'offerkit-workspace-sources',
  setup(bundler) {
    bundler.onResolve({ filter: /^@offerkit\/(data|hooks|components)$/ }, (args) => ({
      path: join(ROOT, 'packages', args.path.slice('@offerkit/'.length), 'src', 'index.ts'),
    }));
    bundler.onResolve({ filter: /^@offerkit\/(data\/backend|components\/locales\/es)$/ }, (args) => ({
      path: join(ROOT, SUBPATH_ENTRIES[args.path] as string),
    }));
    bundler.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.pluginData === 'from-root' || args.importer.includes('/node_modules/')) return undefined;
      return bundler.resolve(args.path, { resolveDir: ROOT, kind: args.kind, pluginData: 'from-root' });
    });
  },
};

/** Leaves every `import()` out of the bundle: what a page loads before anything is shown. */
const dynamicImportsExternal: Plugin = {
  name: 'dynamic-imports-external',
  setup(bundler) {
    bundler.onResolve({ filter: /.*/ }, (args) =>
      args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined,
    );
  },
};

/**
 * The files (relative to the repository root) whose code ends up in a production bundle of `entry`; with
 * `firstView`, without what it loads on demand (`import()`).
 */
async function bundledFiles(entry: string, { firstView = false } = {}): Promise<string[]> {
  const result = await build({
    stdin: { contents: entry, resolveDir: ROOT, loader: 'ts', sourcefile: 'app.ts' },
    absWorkingDir: ROOT,
    bundle: true,
    write: false,
    metafile: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    jsx: 'automatic',
    // The root tsconfig maps @offerkit/* for the editor; the plugin above does the resolving here.
    tsconfigRaw: '{}',
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: firstView ? [dynamicImportsExternal, workspaceSources] : [workspaceSources],
    logLevel: 'silent',
  });
  const [output] = Object.values(result.metafile.outputs);
  if (output === undefined) throw new Error('esbuild wrote no output for the tree-shaking bundle');
  return Object.entries(output.inputs)
    .filter(([, input]) => input.bytesInOutput > 0)
    .map(([path]) => path);
}

/**
 * Checks that `only` (files of a second entry) stay out of a bundle of the whole `main` entry, which does
 * carry `kept`, and that a bundle of the second `entry` carries every one of them: the check on `main`
 * can therefore fail.
 */
async function expectOnlyInSecondEntry(main: string, entry: string, only: readonly string[], kept: string) {
  const whole = await bundledFiles(`export * from '${main}';`);
  expect(whole).toContain(kept);
  expect(whole.filter((file) => only.includes(file))).toEqual([]);
  const second = await bundledFiles(`export * from '${entry}';`);
  expect(only.filter((file) => !second.includes(file))).toEqual([]);
}

/** The bundled files that come from npm package `name`. */
const fromPackage = (files: readonly string[], name: string) =>
  files.filter((file) => file.includes(`node_modules/${name}/`));

describe('tree shaking (esbuild metafile of a host bundle)', () => {
  it('importing only ProgressBar ships neither TanStack Query nor the virtualizer', async () => {
    const files = await bundledFiles("export { ProgressBar } from '@offerkit/components';");
    expect(fromPackage(files, '@tanstack/react-query')).toEqual([]);
    expect(fromPackage(files, '@tanstack/react-virtual')).toEqual([]);
    // What it does need is there: the bar, its hook and its view model.
    expect(files).toContain('packages/components/src/ProgressBar.tsx');
    expect(files).toContain('packages/hooks/src/useProgressBar.ts');
    expect(files).toContain('packages/data/src/view/progressBarView.ts');
  });

  it('a view model from @offerkit/data ships neither React nor DOMPurify', async () => {
    const files = await bundledFiles(
      "export { offerCardView, progressBarView, locationView } from '@offerkit/data';",
    );
    expect(fromPackage(files, 'react')).toEqual([]);
    expect(fromPackage(files, 'react-dom')).toEqual([]);
    expect(fromPackage(files, 'dompurify')).toEqual([]);
    expect(files).toContain('packages/data/src/view/offerCardView.ts');
  });

  it('an OfferCard ships no Spanish messages, no list or experience code', async () => {
    const files = await bundledFiles("export { OfferCard } from '@offerkit/components';");
    expect(files.filter((file) => /\/messages\/es[A-Z]/.test(file))).toEqual([]);
    expect(fromPackage(files, '@tanstack/react-virtual')).toEqual([]);
    expect(files.filter((file) => file.includes('/experience/'))).toEqual([]);
    expect(files).toContain('packages/components/src/OfferCard.tsx');
  });

  it("an OfferCard, CtaButton or Reward ships an offer's strings only, not every component's", async () => {
    for (const name of ['OfferCard', 'CtaButton', 'Reward']) {
      const files = await bundledFiles(`export { ${name} } from '@offerkit/components';`);
      expect(files).toContain('packages/components/src/messages/offerMessages.ts');
      expect(files).not.toContain('packages/components/src/messages/defaultMessages.ts');
    }
    // The detail shows terms, dates and channels: it does carry every string (proves the check can fail).
    const detail = await bundledFiles("export { OfferDetail } from '@offerkit/components';");
    expect(detail).toContain('packages/components/src/messages/defaultMessages.ts');
  });

  it('an OfferCard or OfferDetail alone ships none of the data-bound plumbing, which rides with ConnectedOfferCard', async () => {
    // The binding (cache subscription, CTA action, mutation, keys) is ConnectedOfferCard's, so a host
    // passing `onAction` does not pay for it.
    const bound = [
      'packages/hooks/src/useBoundOffer.ts',
      'packages/hooks/src/offerkitKeys.ts',
      'packages/hooks/src/internal/offerCache.ts',
      'packages/hooks/src/internal/useOfferMutation.ts',
      'packages/hooks/src/internal/useCtaAction.ts',
      'packages/hooks/src/internal/useFollowedOffer.ts',
      'packages/hooks/src/internal/actionAborts.ts',
    ];
    for (const name of ['OfferCard', 'OfferDetail']) {
      const files = await bundledFiles(`export { ${name} } from '@offerkit/components';`);
      expect(files).toContain(`packages/components/src/${name}.tsx`);
      expect(files.filter((file) => bound.includes(file))).toEqual([]);
      expect(fromPackage(files, '@tanstack/query-core')).toEqual([]);
    }
    // The same check on the import that carries it: proves the assertion above can fail.
    const connected = await bundledFiles("export { ConnectedOfferCard } from '@offerkit/components';");
    expect(bound.filter((file) => !connected.includes(file))).toEqual([]);
  });

  it("the embed's first view leaves the nearby and rewards views, the detail dialog and the client's other endpoints to chunks of their own", async () => {
    const embed = `export { OffersExperience } from '@offerkit/components';
      export { OfferkitProvider } from '@offerkit/hooks';
      export { createRewardsClient } from '@offerkit/data';`;
    const onDemand = [
      'packages/components/src/experience/NearbyView.tsx',
      'packages/components/src/LocationList.tsx',
      'packages/components/src/LocationCard.tsx',
      'packages/hooks/src/useNearbySearch.ts',
      'packages/components/src/ConnectedEarnedRewardsList.tsx',
      'packages/components/src/EarnedRewardsList.tsx',
      'packages/hooks/src/useEarnedRewards.ts',
      'packages/components/src/experience/OfferDialog.tsx',
      'packages/components/src/OfferDetail.tsx',
      'packages/hooks/src/useModalDialog.ts',
      // The client's code for the calls the first screen does not make: loaded by their first call (the
      // offer actions and next pages as soon as a client is created in a browser).
      'packages/data/src/request/buildLocationsRequest.ts',
      'packages/data/src/decode/decodeLocationsDocument.ts',
      'packages/data/src/decode/decodeLocation.ts',
      'packages/data/src/request/buildEarnedRewardsRequest.ts',
      'packages/data/src/decode/decodeEarnedRewardsDocument.ts',
      'packages/data/src/request/buildActionRequest.ts',
      'packages/data/src/request/buildActivateRequest.ts',
      'packages/data/src/request/buildBoostRequest.ts',
      'packages/data/src/request/offerActionRequest.ts',
      'packages/data/src/decode/decodeOfferActionDocument.ts',
      'packages/data/src/request/withPageLink.ts',
      'packages/data/src/request/pageLinkRequest.ts',
      'packages/data/src/request/servicePath.ts',
      // The cache update after an offer action: fetched at the click, while the action's request is in flight.
      'packages/hooks/src/internal/applyOfferActionResult.ts',
    ];
    const first = await bundledFiles(embed, { firstView: true });
    expect(first).toContain('packages/components/src/experience/OffersView.tsx');
    expect(first).toContain('packages/components/src/OfferCard.tsx');
    expect(first.filter((file) => onDemand.includes(file))).toEqual([]);
    // The whole embed carries every one of them: the check above can fail.
    const whole = await bundledFiles(embed);
    expect(onDemand.filter((file) => !whole.includes(file))).toEqual([]);
  });

  it('the whole of @offerkit/data ships none of the server-only contract code of @offerkit/data/backend', async () => {
    const backendOnly = [
      'decode/checkHistoricalRecord.ts',
      'decode/webhookEventSchemas.ts',
      'request/buildIssuerUrl.ts',
      'request/buildServiceUrl.ts',
      'client/createTransport.ts',
      'errors/errorTitle.ts',
      'types/category.ts',
    ].map((file) => `packages/data/src/${file}`);
    await expectOnlyInSecondEntry(
      '@offerkit/data',
      '@offerkit/data/backend',
      backendOnly,
      'packages/data/src/client/createRewardsClient.ts',
    );
  });

  it('the whole of @offerkit/components ships no translation but English; Spanish is its own entry', async () => {
    const spanish = ['packages/components/src/messages/esMessages.ts'];
    await expectOnlyInSecondEntry(
      '@offerkit/components',
      '@offerkit/components/locales/es',
      spanish,
      'packages/components/src/messages/defaultMessages.ts',
    );
  });

  it('catches a pulled dependency: the data-bound list does ship TanStack Query and the virtualizer', async () => {
    // The same check on an import that needs them: proves the assertions above can fail.
    const files = await bundledFiles("export { ConnectedOfferList } from '@offerkit/components';");
    expect(fromPackage(files, '@tanstack/react-query')).not.toEqual([]);
    expect(fromPackage(files, '@tanstack/react-virtual')).not.toEqual([]);
    const sanitizer = await bundledFiles("export { SafeSvg } from '@offerkit/components';");
    expect(fromPackage(sanitizer, 'dompurify')).not.toEqual([]);
    expect(fromPackage(sanitizer, 'react')).not.toEqual([]);
  });
});
