import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import { workspaceAliases } from '../../workspace-aliases.ts';

const path = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

export const BENCH_DIR = path('../');
/**
 * Where bundles, fixtures and profiles go: `bench/.out/`, or `OFFERKIT_BENCH_OUT_DIR` (so two benches on
 * one work tree do not overwrite each other's bundles). Absolute: Vite resolves a relative `outDir`
 * against its root (bench/browser/), the page server against the working directory.
 */
export const OUT_DIR = process.env.OFFERKIT_BENCH_OUT_DIR
  ? `${resolve(process.env.OFFERKIT_BENCH_OUT_DIR)}/`
  : path('../.out/');
const BROWSER_DIR = path('../browser/');
const COUNTING_DOMPURIFY = path('../browser/countingDompurify.ts');

/** Resolves each @offerkit package to its built `dist` (what users install). */
const distAliases = [
  {
    find: /^@offerkit\/components\/styles\.css$/,
    replacement: path('../../packages/components/dist/styles.css'),
  },
  { find: /^@offerkit\/(data|hooks|components)$/, replacement: path('../../packages/$1/dist/index.js') },
];

/**
 * `dist` by default; `--source` (bench/run.ts) bundles the packages' TypeScript sources instead, to try
 * a change without a build. The same code either way (tsc only strips types), but only `dist` is what
 * users install.
 */
const packageAliases = () => (process.env.OFFERKIT_BENCH_SOURCE === '1' ? workspaceAliases : distAliases);

/**
 * Every `import 'dompurify'` (the library's included) gets `countingDompurify.ts`, which wraps each
 * instance's `sanitize` to count calls; the wrapper itself imports the real package.
 */
const countDompurify = (): Plugin => ({
  name: 'offerkit-bench-count-dompurify',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source === 'dompurify' && importer !== COUNTING_DOMPURIFY) return COUNTING_DOMPURIFY;
    return null;
  },
});

/** The bench pages' HTML entries (under bench/browser/). */
export const PAGES = [
  'render',
  'longlist',
  'session',
  'experience',
  'firstCard',
  'firstCardBaseline',
  'hydrate',
] as const;
export type PageName = (typeof PAGES)[number];

/**
 * Bundles the browser pages in production mode into `bench/.out/<name>/`. `profiling` swaps in React's
 * profiling build (`react-dom/profiling`), the only production build in which `<Profiler onRender>` is
 * called; the plain build is the one timed.
 */
export async function bundlePages(
  name: 'pages' | 'pages-profiling',
  extraPlugins: Plugin[] = [],
): Promise<string> {
  const outDir = `${OUT_DIR}${name}`;
  const profiling = name === 'pages-profiling';
  await build({
    configFile: false,
    root: BROWSER_DIR,
    mode: 'production',
    logLevel: 'warn',
    // Relative asset URLs: the bench server serves both builds side by side under bench/.out/.
    base: './',
    // `extraPlugins`: for experiments, e.g. a transform that tries a fix in a package before it is made.
    plugins: [countDompurify(), ...extraPlugins, react()],
    resolve: {
      alias: [
        ...packageAliases(),
        ...(profiling ? [{ find: /^react-dom\/client$/, replacement: 'react-dom/profiling' }] : []),
      ],
    },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir,
      emptyOutDir: true,
      assetsDir: 'static',
      // OFFERKIT_BENCH_MINIFY=0 keeps names readable in a CPU profile of the pages.
      minify: process.env.OFFERKIT_BENCH_MINIFY !== '0',
      sourcemap: false,
      reportCompressedSize: false,
      rolldownOptions: {
        input: Object.fromEntries(PAGES.map((page) => [page, `${BROWSER_DIR}${page}.html`])),
      },
    },
  });
  return outDir;
}

/**
 * Bundles the server-render bench (bench/ssr/renderCards.tsx) for Node into `bench/.out/ssr/`; React
 * and the other npm dependencies stay external and load in production mode at run time.
 */
export async function bundleSsr(): Promise<string> {
  const outDir = `${OUT_DIR}ssr`;
  await build({
    configFile: false,
    root: BENCH_DIR,
    mode: 'production',
    logLevel: 'warn',
    plugins: [react()],
    resolve: { alias: packageAliases() },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      ssr: path('../ssr/renderCards.tsx'),
      outDir,
      emptyOutDir: true,
      minify: false,
      sourcemap: false,
      reportCompressedSize: false,
    },
  });
  return `${outDir}/renderCards.js`;
}
