import { fileURLToPath } from 'node:url';

/** The packages that are published, in dependency order. */
export const PUBLISHED_PACKAGES = ['data', 'hooks', 'components', 'sandbox', 'server'] as const;
export type PublishedPackage = (typeof PUBLISHED_PACKAGES)[number];

/** The workspace root (the consumer apps themselves are generated outside it). */
export const WORKSPACE_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Where the app sources live; each app is copied from here into a fresh temporary directory. */
export const APP_TEMPLATES = fileURLToPath(new URL('../../scripts/consumers/apps/', import.meta.url));

/** The runtime dependencies every app installs beside the packages (React comes per app). */
const RUNTIME = { '@tanstack/react-query': '5.108.0', dompurify: '3.4.18', msw: '2.15.0' } as const;
const REACT_19 = { react: '19.3.1', 'react-dom': '19.3.1' } as const;
const REACT_19_TYPES = { '@types/react': '19.3.0', '@types/react-dom': '19.3.0' } as const;
const TYPESCRIPT = { typescript: '6.0.3' } as const;
const VITE = { '@vitejs/plugin-react': '6.3.0', ...TYPESCRIPT, vite: '8.3.8' } as const;
const NODE_TYPES = { '@types/node': '20.19.43' } as const;
/** Every app installs the browser packages and the sandbox. */
const PACKAGES = ['data', 'hooks', 'components', 'sandbox'] as const;

/** The consumer apps: which template each copies and the registry packages it installs. */
export const CONSUMER_APPS = {
  /** Vite + React 19 + TypeScript strict: typecheck, build, render in Chromium against the sandbox. */
  viteReact19: {
    template: 'vite',
    packages: PACKAGES,
    dependencies: { ...RUNTIME, ...REACT_19 },
    devDependencies: { ...REACT_19_TYPES, ...VITE },
  },
  /** The same app on React 18.3 and the lowest TanStack Query the peer range allows. */
  viteReact18: {
    template: 'vite',
    packages: PACKAGES,
    dependencies: { ...RUNTIME, '@tanstack/react-query': '5.102.0', react: '18.3.1', 'react-dom': '18.3.1' },
    devDependencies: { '@types/react': '18.3.31', '@types/react-dom': '18.3.7', ...VITE },
  },
  /** Next.js App Router: a server component prefetches through the query-options factory. */
  nextAppRouter: {
    template: 'next',
    packages: PACKAGES,
    dependencies: { ...RUNTIME, next: '16.4.6', ...REACT_19 },
    devDependencies: { ...NODE_TYPES, ...REACT_19_TYPES, ...TYPESCRIPT },
  },
  /** Plain Node: renderToString of a card tree, compiled with `module: nodenext`. */
  nodeSsr: {
    template: 'node-ssr',
    packages: PACKAGES,
    dependencies: { ...RUNTIME, ...REACT_19 },
    devDependencies: { ...NODE_TYPES, ...REACT_19_TYPES, ...TYPESCRIPT },
  },
} as const satisfies Record<
  string,
  {
    template: string;
    packages: readonly PublishedPackage[];
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  }
>;

export type ConsumerAppName = keyof typeof CONSUMER_APPS;

/** Ports of this suite (4500–4599): a sandbox and a web server per browser-tested app. */
export const CONSUMER_PORTS = {
  viteReact19: { sandbox: 4510, web: 4511 },
  viteReact18: { sandbox: 4520, web: 4521 },
  nextAppRouter: { sandbox: 4530, web: 4531 },
} as const;

/** What the global setup hands to the tests. */
export interface ConsumersContext {
  /** The temporary directory (outside the workspace) holding tarballs, unpacked packages and apps. */
  root: string;
  /** `@offerkit/<name>` → the packed tarball. */
  tarballs: Record<PublishedPackage, string>;
  /** `@offerkit/<name>` → the unpacked tarball's `package` directory. */
  unpacked: Record<PublishedPackage, string>;
  /** App name → its installed directory. */
  apps: Record<ConsumerAppName, string>;
}

declare module 'vitest' {
  export interface ProvidedContext {
    consumers: ConsumersContext;
  }
}
