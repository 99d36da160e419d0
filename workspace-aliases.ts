import { fileURLToPath } from 'node:url';

const packageSource = (name: string, file = 'index.ts') =>
  fileURLToPath(new URL(`./packages/${name}/src/${file}`, import.meta.url));

/**
 * Resolves each @offerkit package to its TypeScript source, so tests, Storybook and benchmarks run
 * without a build. (TypeScript does the same through the `@offerkit/source` export condition.)
 */
export const workspaceAliases = [
  { find: /^@offerkit\/components\/styles\.css$/, replacement: packageSource('components', 'styles.css') },
  { find: /^@offerkit\/sandbox\/server$/, replacement: packageSource('sandbox', 'server.ts') },
  { find: /^@offerkit\/data\/backend$/, replacement: packageSource('data', 'backend.ts') },
  { find: /^@offerkit\/components\/locales\/es$/, replacement: packageSource('components', 'locales/es.ts') },
  { find: /^@offerkit\/(data|hooks|components|sandbox|server)$/, replacement: packageSource('$1') },
];
