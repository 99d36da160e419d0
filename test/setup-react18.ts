import Module from 'node:module';
import { join } from 'node:path';

// Vite's aliases reach `import`s of inlined modules only; CommonJS packages (react-dom-18 itself, and
// react-dom/server's internals) `require('react')` through Node, which would load the installed React 19
// next to React DOM 18. Point those requires at React 18 too, so this project runs one React.
const targets: Record<string, string> = {
  react: 'react-18/index.js',
  'react/jsx-runtime': 'react-18/jsx-runtime.js',
  'react/jsx-dev-runtime': 'react-18/jsx-dev-runtime.js',
  'react-dom': 'react-dom-18/index.js',
  'react-dom/client': 'react-dom-18/client.js',
  'react-dom/server': 'react-dom-18/server.node.js',
};
const resolved = Object.fromEntries(
  Object.entries(targets).map(([name, path]) => [
    name,
    // Joined, not `new URL(template, import.meta.url)`: Vite rewrites that pattern as an asset import.
    join(import.meta.dirname, '..', 'node_modules', path),
  ]),
);

type Resolve = (request: string, ...rest: unknown[]) => string;
const loader = Module as unknown as { _resolveFilename: Resolve };
const original = loader._resolveFilename;
loader._resolveFilename = (request, ...rest) =>
  original.call(Module, Object.hasOwn(resolved, request) ? (resolved[request] as string) : request, ...rest);

// React 18's server renderer warns "useLayoutEffect does nothing on the server" for every component that
// uses a layout effect. Our components pick `useEffect` when there is no `document` (useClientLayoutEffect),
// so a real server never warns — test/components/serverRenderingWithoutDom.test.tsx proves it in Node. These
// jsdom suites server-render with a `document` present (to hydrate the markup in the same file), which picks
// the layout effect and printed that warning once per card: ~17,000 lines that hid every other warning.
// Exactly that warning, and only where a `document` exists, is dropped here; every other console.error prints.
const SERVER_LAYOUT_EFFECT_WARNING = 'Warning: useLayoutEffect does nothing on the server';
const printError = console.error;
console.error = (...args: unknown[]) => {
  const serverWarningUnderJsdom =
    typeof document !== 'undefined' &&
    typeof args[0] === 'string' &&
    args[0].startsWith(SERVER_LAYOUT_EFFECT_WARNING);
  if (serverWarningUnderJsdom) return;
  printError(...args);
};
