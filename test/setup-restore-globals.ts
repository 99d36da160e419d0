import http from 'node:http';
import https from 'node:https';
import { afterAll, afterEach, expect, vi } from 'vitest';

/**
 * Every unit test file leaves the globals, the console, the clock, Node's HTTP functions and (in jsdom) the
 * window and document as it found them, and every `vi.spyOn` ends with its test. This is what lets files
 * share a worker (`isolate: false`), which runs them in about half the time. Leaks it found:
 * - a spy on a faked `setTimeout`, restored once by hand and again by `vi.restoreAllMocks()` after the real
 *   timers were back, left the fake one installed: every later file in that worker waited on timers that
 *   never fired (the CI hangs of the first shared-worker attempt);
 * - `@hono/node-server`'s `serve` replaces `Request` and `Response` unless told `overrideGlobalObjects:
 *   false`, after which MSW took `HttpResponse.error()` for an answer of status 0;
 * - spies left on `fetch` and `console.error`; a server-rendered page left in the document and the URL.
 */
const GLOBALS = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'URL',
  'AbortController',
  'setTimeout',
  'clearTimeout',
  'setInterval',
  'clearInterval',
  'queueMicrotask',
  // jsdom's, or a test's stand-in for a browser API jsdom lacks.
  'IntersectionObserver',
  'ResizeObserver',
  'Image',
  'matchMedia',
  'requestAnimationFrame',
  'cancelAnimationFrame',
] as const;
/** A spy left on the console carries its calls into the next file's `not.toHaveBeenCalled()`. */
const CONSOLE_METHODS = ['error', 'warn', 'info', 'log'] as const;

/** Enough of a leftover document to recognise it. */
const abbreviated = (html: string): string =>
  html.length > 240 ? `${html.slice(0, 240)}… (${html.length} characters)` : html;

/**
 * What the next file would inherit, by name: functions by identity, state by value. In jsdom, also what a
 * component reads from the window and document: a window left scrolled, offline or resized, or a document
 * left themed or holding a portal, would change what the next file renders.
 */
function sharedState(): Record<string, unknown> {
  const state: Record<string, unknown> = {
    ...Object.fromEntries(GLOBALS.map((name) => [name, (globalThis as Record<string, unknown>)[name]])),
    ...Object.fromEntries(CONSOLE_METHODS.map((name) => [`console.${name}`, console[name]])),
    // What MSW's interceptors patch in Node until `server.close()`.
    'http.request': http.request,
    'http.get': http.get,
    'https.request': https.request,
    'https.get': https.get,
    'process.env': JSON.stringify(process.env),
    'fake timers': vi.isFakeTimers(),
  };
  if (typeof window === 'undefined' || typeof document === 'undefined') return state;
  return {
    ...state,
    'location.href': window.location.href,
    'window.scrollY': window.scrollY,
    'window.pageYOffset': window.pageYOffset,
    'window.innerWidth': window.innerWidth,
    'window.innerHeight': window.innerHeight,
    isSecureContext: window.isSecureContext,
    'navigator.onLine': window.navigator.onLine,
    'document.title': document.title,
    'document.cookie': document.cookie,
    '<html> attributes': Array.from(
      document.documentElement.attributes,
      (a) => `${a.name}="${a.value}"`,
    ).join(' '),
    '<head> children': document.head.children.length,
    '<body> content': abbreviated(document.body.innerHTML),
    'localStorage.length': window.localStorage.length,
    'sessionStorage.length': window.sessionStorage.length,
  };
}

const found = sharedState();

// Every `vi.spyOn` ends with its test (after the file's own `afterEach`, which may still read it): a spy
// left on the console or on `fetch` would count or answer for the next file.
afterEach(() => {
  vi.restoreAllMocks();
});

afterAll(() => {
  const now = sharedState();
  const left = Object.keys(found).filter((name) => !Object.is(now[name], found[name]));
  expect(
    Object.fromEntries(left.map((name) => [name, shown(now[name])])),
    'this file left these replaced or changed; put them back after its tests (vi.restoreAllMocks, vi.unstubAllGlobals, vi.useRealTimers, server.close(), or ask the library not to swap them)',
  ).toEqual({});
});

/** A leftover value as the failure message shows it. */
function shown(value: unknown): unknown {
  return typeof value === 'function' ? `a replaced function (${value.name || 'anonymous'})` : value;
}
