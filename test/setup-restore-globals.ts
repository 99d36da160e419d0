import { afterAll, afterEach, expect, vi } from 'vitest';

/**
 * Every unit test file leaves the web globals and the console as it found them, and every `vi.spyOn` ends
 * with its test. This is what lets files share a worker (`isolate: false`), which ran the unit projects in
 * about half the time. It found real leaks: `@hono/node-server`'s `serve` replaces `Request` and `Response`
 * unless told `overrideGlobalObjects: false`, after which MSW took `HttpResponse.error()` for an answer of
 * status 0; and spies left on `fetch` and `console.error`. The projects stay isolated for now: in fresh
 * CI clones, shared workers let the example tests that spawn servers and processes (runExampleUnderPnpm,
 * webBankingPostgresStore) hang until their timeouts, for a reason not found yet.
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
