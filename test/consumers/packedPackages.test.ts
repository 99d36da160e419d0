import { readFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { PUBLISHED_PACKAGES, type PublishedPackage, WORKSPACE_ROOT } from './consumerApps.ts';
import { exists, filesUnder } from './processes.ts';

const { unpacked } = inject('consumers');

interface Manifest {
  name: string;
  license?: string;
  keywords?: string[];
  homepage?: string;
  repository?: { type: string; url: string; directory?: string };
  exports: Record<string, unknown>;
  files?: string[];
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  publishConfig?: unknown;
}

const manifest = async (directory: string): Promise<Manifest> =>
  JSON.parse(await readFile(join(directory, 'package.json'), 'utf8')) as Manifest;

/** Every file path an exports map points at (all conditions, all subpaths). */
function exportTargets(exports: unknown): string[] {
  if (typeof exports === 'string') return [exports];
  if (exports === null || typeof exports !== 'object') return [];
  return Object.values(exports).flatMap(exportTargets);
}

/** Every condition name used anywhere in an exports map. */
function exportConditions(exports: unknown): string[] {
  if (exports === null || typeof exports !== 'object') return [];
  return Object.entries(exports).flatMap(([key, value]) => [
    ...(key.startsWith('.') ? [] : [key]),
    ...exportConditions(value),
  ]);
}

/** A built file starts with the directive (a source map comment or nothing may only follow it). */
const startsWithUseClient = (code: string) => /^(['"])use client\1;/.test(code.trimStart());

/** Calls a React hook or a hook built on one (state, effects, context, TanStack Query, Offerkit hooks). */
const callsHooks = (code: string) => /\buse[A-Z][A-Za-z]*\(/.test(code);

describe.each(PUBLISHED_PACKAGES)('@offerkit/%s as packed', (name: PublishedPackage) => {
  const directory = () => unpacked[name];

  it('publishes exports without the workspace-only @offerkit/source condition, every target shipped', async () => {
    const packed = await manifest(directory());
    const workspace = await manifest(join(WORKSPACE_ROOT, 'packages', name));
    expect(exportConditions(workspace.exports)).toContain('@offerkit/source');
    expect(JSON.stringify(packed.exports)).not.toContain('@offerkit/source');
    expect(exportConditions(packed.exports)).not.toContain('@offerkit/source');
    expect(Object.keys(packed.exports)).toEqual(Object.keys(workspace.exports));
    // pnpm applied publishConfig.exports and left only what npm reads at publish time.
    expect(packed.publishConfig ?? {}).not.toHaveProperty('exports');
    for (const target of exportTargets(packed.exports)) {
      expect(await exists(join(directory(), target)), `${target} is exported but not in the tarball`).toBe(
        true,
      );
    }
  });

  it('carries complete metadata, an MIT LICENSE and a README with the install line', async () => {
    const packed = await manifest(directory());
    expect(packed.name).toBe(`@offerkit/${name}`);
    expect(packed.license).toBe('MIT');
    expect(packed.keywords?.length).toBeGreaterThan(2);
    expect(packed.homepage).toMatch(/^https:\/\//);
    expect(packed.repository).toMatchObject({ type: 'git', directory: `packages/${name}` });
    const ranges = { ...packed.dependencies, ...packed.peerDependencies };
    for (const [dependency, range] of Object.entries(ranges)) {
      expect(range, `${dependency} keeps a workspace range`).not.toMatch(/^workspace:/);
    }
    const license = await readFile(join(directory(), 'LICENSE'), 'utf8');
    expect(license).toMatch(/^MIT License/);
    expect(license).toContain('Permission is hereby granted, free of charge');
    const readme = await readFile(join(directory(), 'README.md'), 'utf8');
    expect(readme).toContain(`# @offerkit/${name}`);
    expect(readme).toMatch(new RegExp(`npm install (--save-dev )?@offerkit/${name}\\b`));
  });

  it('ships dist and src only: no tests, stories or build configuration', async () => {
    const files = (await filesUnder(directory(), () => true)).map((file) => relative(directory(), file));
    const topLevel = new Set(files.map((file) => file.split('/')[0]));
    expect([...topLevel].sort()).toEqual(['LICENSE', 'README.md', 'dist', 'package.json', 'src']);
    expect(files.filter((file) => /\.(test|spec|stories)\.|__tests__|tsconfig/.test(file))).toEqual([]);
  });

  it('has source maps (JS and declarations) whose every source is in the tarball', async () => {
    const maps = await filesUnder(join(directory(), 'dist'), (file) => file.endsWith('.map'));
    const js = await filesUnder(join(directory(), 'dist'), (file) => file.endsWith('.js'));
    expect(maps.length).toBeGreaterThanOrEqual(js.length * 2);
    for (const map of maps) {
      const { sources, sourceRoot = '' } = JSON.parse(await readFile(map, 'utf8')) as {
        sources: string[];
        sourceRoot?: string;
      };
      expect(sources.length, `${relative(directory(), map)} names no sources`).toBeGreaterThan(0);
      for (const source of sources) {
        const path = resolve(dirname(map), sourceRoot, source);
        expect(await exists(path), `${relative(directory(), map)} points at missing ${source}`).toBe(true);
      }
    }
  });
});

describe("'use client' in the built output", () => {
  const built = async (name: PublishedPackage) => {
    const root = join(unpacked[name], 'dist');
    const files = await filesUnder(root, (file) => file.endsWith('.js'));
    return Promise.all(
      files.map(async (file) => ({ file: relative(root, file), code: await readFile(file, 'utf8') })),
    );
  };

  it.each(['hooks', 'components'] as const)(
    'every %s module that calls hooks starts with it',
    async (name) => {
      const modules = await built(name);
      const hookUsers = modules.filter(({ code }) => callsHooks(code));
      expect(hookUsers.length).toBeGreaterThan(5);
      const missing = hookUsers.filter(({ code }) => !startsWithUseClient(code)).map(({ file }) => file);
      expect(missing).toEqual([]);
    },
  );

  it('the providers and the composed experience carry it', async () => {
    const hooks = new Map((await built('hooks')).map(({ file, code }) => [file, code]));
    const components = new Map((await built('components')).map(({ file, code }) => [file, code]));
    for (const file of ['OfferkitProvider.js', 'useOffers.js', 'useActivateOffer.js']) {
      expect(startsWithUseClient(hooks.get(file) ?? ''), `hooks/dist/${file}`).toBe(true);
    }
    for (const file of ['OffersExperience.js', 'OfferkitMessagesProvider.js', 'ConnectedOfferList.js']) {
      expect(startsWithUseClient(components.get(file) ?? ''), `components/dist/${file}`).toBe(true);
    }
  });

  it('pure modules do not: query options and keys (server components call them), entries, data', async () => {
    const hooks = new Map((await built('hooks')).map(({ file, code }) => [file, code]));
    const components = new Map((await built('components')).map(({ file, code }) => [file, code]));
    for (const file of [
      'index.js',
      'offersQueryOptions.js',
      'locationsQueryOptions.js',
      'offerkitKeys.js',
      'createOfferkitQueryClient.js',
    ]) {
      expect(hooks.has(file), `hooks/dist/${file} is missing`).toBe(true);
      expect(startsWithUseClient(hooks.get(file) ?? ''), `hooks/dist/${file}`).toBe(false);
    }
    for (const file of ['index.js', 'messages/defaultMessages.js', 'svg/sanitizeSvg.js']) {
      expect(components.has(file), `components/dist/${file} is missing`).toBe(true);
      expect(startsWithUseClient(components.get(file) ?? ''), `components/dist/${file}`).toBe(false);
    }
    for (const name of ['data', 'sandbox', 'server'] as const) {
      const marked = (await built(name)).filter(({ code }) => code.includes('use client')).map((m) => m.file);
      expect(marked, `@offerkit/${name} has no client modules`).toEqual([]);
    }
  });
});
