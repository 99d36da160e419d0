import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';
import { serve } from '@hono/node-server';
import { createSandbox, type Sandbox, type SandboxOptions } from '@offerkit/sandbox';

/** Where the sandbox answers on the bench server; clients use `${origin}${SANDBOX_BASE}` as base URL. */
export const SANDBOX_BASE = '/api';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};

/**
 * One HTTP server on 127.0.0.1 for the browser benches, so pages and the service share one origin:
 * - `/__bench/<name>`: JSON the bench published (fixtures);
 * - `/api/...`: the sandbox (a fresh one per `resetSandbox`), except that a GET of an offers list answers
 *   with the published `offersOverride` document while one is set (the 500-card list of figure 1), and
 *   waits while `holdOffers` holds it (figure 9 lets the page go idle before its offers arrive);
 * - anything else: files under `bench/.out/` (the built pages: `/pages/...`, `/pages-profiling/...`).
 *   Pages are served cross-origin isolated (COOP + COEP), which gives `performance.now()` its finest
 *   resolution in Chromium.
 */
export interface BenchServer {
  origin: string;
  /** The sandbox currently served. */
  readonly sandbox: Sandbox;
  /** Replaces the sandbox with a fresh one (its request log starts empty). */
  resetSandbox(options?: SandboxOptions): Sandbox;
  /** Serves `value` as JSON under `/__bench/<name>`. */
  publish(name: string, value: unknown): void;
  /** A raw offers document answered to every GET of an offers list; `null` sends lists to the sandbox again. */
  setOffersOverride(document: unknown): void;
  /** Holds every GET of an offers list from now until the returned function is called. */
  holdOffers(): () => void;
  close(): Promise<void>;
}

/** `port` 0 takes a free one; `OFFERKIT_BENCH_PORT` picks a fixed one (e.g. a port reserved for you). */
export async function startBenchServer(
  filesDir: string,
  port = Number(process.env.OFFERKIT_BENCH_PORT ?? 0),
): Promise<BenchServer> {
  const root = normalize(filesDir).replace(/\/+$/, '');
  const published = new Map<string, string>();
  let override: string | null = null;
  let held: Promise<void> | null = null;
  const isOffersList = (request: Request, url: URL) =>
    request.method === 'GET' && /\/users\/[^/]+\/offers$/.test(url.pathname);
  let sandbox = createSandbox({ basePath: SANDBOX_BASE });

  const answer = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    if (url.pathname.startsWith('/__bench/')) {
      const body = published.get(url.pathname.slice('/__bench/'.length));
      return body === undefined
        ? new Response('not published', { status: 404 })
        : new Response(body, {
            headers: { 'content-type': TYPES['.json'] as string, 'cache-control': 'no-store' },
          });
    }
    if (url.pathname.startsWith(`${SANDBOX_BASE}/`)) {
      if (held !== null && isOffersList(request, url)) await held;
      if (override !== null && isOffersList(request, url)) {
        return new Response(override, { headers: { 'content-type': 'application/vnd.api+json' } });
      }
      return sandbox.fetch(request);
    }
    const path = url.pathname === '/' ? '/index.html' : decodeURIComponent(url.pathname);
    const file = normalize(join(root, path));
    if (!file.startsWith(root + sep)) return new Response('forbidden', { status: 403 });
    try {
      const body = await readFile(file);
      const headers = new Headers({ 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
      if (extname(file) === '.html') {
        headers.set('cross-origin-opener-policy', 'same-origin');
        headers.set('cross-origin-embedder-policy', 'require-corp');
      }
      return new Response(body, { headers });
    } catch {
      return new Response('not found', { status: 404 });
    }
  };

  return new Promise((resolve, reject) => {
    const server = serve(
      { hostname: '127.0.0.1', port, overrideGlobalObjects: false, fetch: answer },
      (info: AddressInfo) => {
        server.off('error', reject);
        resolve({
          origin: `http://127.0.0.1:${info.port}`,
          get sandbox() {
            return sandbox;
          },
          resetSandbox(options = {}) {
            sandbox = createSandbox({ ...options, basePath: SANDBOX_BASE });
            return sandbox;
          },
          publish(name, value) {
            published.set(name, JSON.stringify(value));
          },
          setOffersOverride(document) {
            override = document === null ? null : JSON.stringify(document);
          },
          holdOffers() {
            let release = () => {};
            const gate = new Promise<void>((resolve) => {
              release = resolve;
            });
            held = gate;
            return () => {
              if (held === gate) held = null;
              release();
            };
          },
          close: () =>
            new Promise<void>((done, fail) => {
              server.close((error) => (error ? fail(error) : done()));
              if ('closeAllConnections' in server) server.closeAllConnections();
            }),
        });
      },
    );
    server.once('error', reject);
  });
}
