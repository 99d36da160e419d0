import { afterAll, afterEach, expect, vi } from 'vitest';

/**
 * The unit projects run their files one after another in shared workers (`isolate: false` in
 * vitest.config.ts), so a file that swaps a global and leaves it swapped breaks files after it, and only in
 * some orders. It happened: `@hono/node-server`'s `serve` replaces `Request` and `Response` unless told
 * `overrideGlobalObjects: false`, after which MSW took `HttpResponse.error()` for an answer of status 0; and
 * a spy left on `fetch` answered the next file's requests. Every file must leave these as it found them.
 */
const WEB_GLOBALS = ['fetch', 'Request', 'Response', 'Headers', 'URL', 'AbortController'] as const;
/** A spy left on the console carries its calls into the next file's `not.toHaveBeenCalled()`. */
const CONSOLE_METHODS = ['error', 'warn', 'info', 'log'] as const;

const found = new Map<string, unknown>([
  ...WEB_GLOBALS.map((name) => [name, globalThis[name]] as const),
  ...CONSOLE_METHODS.map((name) => [`console.${name}`, console[name]] as const),
]);

// Every `vi.spyOn` ends with its test (after the file's own `afterEach`, which may still read it): a spy
// left on the console or on `fetch` would count or answer for the next file.
afterEach(() => {
  vi.restoreAllMocks();
});

afterAll(() => {
  const swapped = [
    ...WEB_GLOBALS.filter((name) => globalThis[name] !== found.get(name)),
    ...CONSOLE_METHODS.filter((name) => console[name] !== found.get(`console.${name}`)).map(
      (name) => `console.${name}`,
    ),
  ];
  expect(
    swapped,
    'this file left globals replaced; restore them (vi.restoreAllMocks, or ask the library not to swap them)',
  ).toEqual([]);
});
