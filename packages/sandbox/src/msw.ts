import { type HttpHandler, HttpResponse, http } from 'msw';
import { createSandbox, type Sandbox, type SandboxOptions } from './createSandbox.ts';
import { DROP_MARKER_HEADER } from './http/faultInjection.ts';

/** Options of {@link sandboxHandlers}. */
export interface SandboxHandlersOptions extends SandboxOptions {
  /**
   * Where the sandbox answers: an absolute URL (`'http://sandbox.test'`, `'http://localhost:6006/api/rewards'`)
   * or, in a browser, a path (`'/api/rewards'`). Its path becomes the sandbox's `basePath` unless
   * `basePath` is given.
   */
  baseUrl: string;
  /** An existing sandbox to serve (its own options win); a new one is created when absent. */
  sandbox?: Sandbox;
}

/** MSW handlers for a sandbox, carrying the sandbox they serve. */
export type SandboxHandlers = HttpHandler[] & {
  /** The sandbox behind the handlers: its ids, token, catalog, faults, request log and `reset()`. */
  sandbox: Sandbox;
};

/**
 * MSW 2 request handlers that answer every request under `baseUrl` from a sandbox, in the browser
 * (service worker) and in Node (`setupServer`). A `drop` fault becomes `HttpResponse.error()`, a network
 * error for the caller.
 *
 * The returned array carries the sandbox as `.sandbox`, so a test reaches its ids and state:
 * ```ts
 * const handlers = sandboxHandlers({ baseUrl: 'http://sandbox.test' });
 * const server = setupServer(...handlers);
 * const { token, newCustomerId, organizationId } = handlers.sandbox;
 * ```
 */
export function sandboxHandlers(options: SandboxHandlersOptions): SandboxHandlers {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const { baseUrl: _ignored, sandbox: given, ...sandboxOptions } = options;
  const sandbox =
    given ?? createSandbox({ ...sandboxOptions, basePath: options.basePath ?? pathOf(options.baseUrl) });
  const handler = http.all(`${baseUrl}/*`, async ({ request }) => {
    const response = await sandbox.app.fetch(request);
    if (response.headers.has(DROP_MARKER_HEADER)) return HttpResponse.error();
    return response;
  });
  return Object.assign([handler], { sandbox });
}

/** The path of a base URL (`''` for an origin), resolved against the page in a browser. */
function pathOf(baseUrl: string): string {
  const page = (globalThis as { location?: { href?: unknown } }).location?.href;
  const url = new URL(baseUrl, typeof page === 'string' ? page : 'http://localhost');
  return url.pathname.replace(/\/+$/, '');
}
