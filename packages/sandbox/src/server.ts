import type { AddressInfo } from 'node:net';
import { type HttpBindings, serve } from '@hono/node-server';
import { DEFAULT_SANDBOX_PORT } from './constants.ts';
import { createSandbox, type Sandbox, type SandboxOptions } from './createSandbox.ts';
import type { SandboxHostileOptions } from './hostile/SandboxHostileOptions.ts';
import { type InternalCanary, type InternalHit, startInternalCanary } from './hostile/startInternalCanary.ts';
import { DROP_MARKER_HEADER } from './http/faultInjection.ts';

export type { InternalHit } from './hostile/startInternalCanary.ts';

export { type ClosableServer, runServerCli } from './runServerCli.ts';

/** Options of {@link startSandboxServer}. */
export interface SandboxServerOptions extends SandboxOptions {
  /**
   * The interface to listen on. Only the loopback address is allowed: the sandbox accepts a well-known
   * token and must never be reachable from another machine.
   * @default '127.0.0.1'
   */
  host?: '127.0.0.1';
  /**
   * The port; `0` picks a free one (read it back from `url`).
   * @default 4010
   */
  port?: number;
  /** An existing sandbox to serve (its own options win); a new one is created when absent. */
  sandbox?: Sandbox;
  /**
   * Called for every request that reaches the internal canary of a hostile sandbox (see `internal`): a
   * request your server must never have made.
   */
  onInternalHit?: (hit: InternalHit) => void;
}

/** A running sandbox server. */
export interface SandboxServer {
  /** `http://127.0.0.1:{port}{basePath}`: the base URL for clients. */
  url: string;
  port: number;
  sandbox: Sandbox;
  /**
   * With `hostile` (and no `hostile.internalUrl` of your own): the "internal" canary server on 127.0.0.1
   * that the hostile redirects and storage URLs point at, and every request it received. A correct
   * integration never reaches it: `hits` stays empty.
   */
  internal?: { url: string; readonly hits: readonly InternalHit[] };
  /** Stops listening and closes open connections (the canary's too). */
  close(): Promise<void>;
}

/** Every hostile switch on, as `hostile: true` means. */
const ALL_HOSTILE: SandboxHostileOptions = {
  mediaTypes: true,
  redirects: true,
  oversizedBytes: true,
  slowBody: true,
  echoHeaders: true,
  offers: true,
  storage: true,
};

/**
 * Serves a sandbox over HTTP on 127.0.0.1 with @hono/node-server. A `drop` fault destroys the socket
 * without answering, so the client sees a connection reset.
 */
export async function startSandboxServer(options: SandboxServerOptions = {}): Promise<SandboxServer> {
  const {
    host = '127.0.0.1',
    port = DEFAULT_SANDBOX_PORT,
    sandbox: given,
    onInternalHit,
    ...sandboxOptions
  } = options;
  if (host !== '127.0.0.1') {
    return Promise.reject(
      new TypeError(
        `startSandboxServer: host "${String(host)}" is refused; the sandbox listens on 127.0.0.1 only.`,
      ),
    );
  }
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    return Promise.reject(
      new TypeError(`startSandboxServer: port ${String(port)} is not a port number (0–65535).`),
    );
  }
  const hostile = sandboxOptions.hostile;
  let canary: InternalCanary | undefined;
  if (given === undefined && hostile !== undefined && hostile !== false) {
    const own = hostile === true ? undefined : hostile.internalUrl;
    if (own === undefined) {
      canary = await startInternalCanary(onInternalHit);
      sandboxOptions.hostile = { ...(hostile === true ? ALL_HOSTILE : hostile), internalUrl: canary.url };
    }
  }
  let sandbox: Sandbox;
  try {
    sandbox = given ?? createSandbox(sandboxOptions);
  } catch (error) {
    await canary?.close();
    throw error;
  }
  return new Promise((resolve, reject) => {
    const server = serve(
      {
        hostname: host,
        port,
        // Keep the runtime's own Request/Response: tests in the same process rely on them.
        overrideGlobalObjects: false,
        fetch: async (request, env) => {
          const response = await sandbox.app.fetch(request);
          if (response.headers.has(DROP_MARKER_HEADER)) {
            (env as HttpBindings).incoming.socket.destroy();
          }
          return response;
        },
      },
      (info: AddressInfo) => {
        server.off('error', reject);
        const running: SandboxServer = {
          url: `http://${host}:${info.port}${sandbox.basePath}`,
          port: info.port,
          sandbox,
          close: async () => {
            await new Promise<void>((done, fail) => {
              server.close((error) => (error === undefined ? done() : fail(error)));
              if ('closeAllConnections' in server) server.closeAllConnections();
            });
            await canary?.close();
          },
        };
        if (canary !== undefined) running.internal = { url: canary.url, hits: canary.hits };
        resolve(running);
      },
    );
    server.once('error', (error) => {
      void canary?.close();
      reject(error);
    });
  });
}
