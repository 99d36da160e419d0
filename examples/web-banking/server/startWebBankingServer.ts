import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createClientCredentialsTokenProvider, createIssuerClient } from '@offerkit/server';
import { createWebBankingApp } from './createWebBankingApp.ts';
import type { WebBankingConfig } from './readWebBankingConfig.ts';

/** The example's own build output, where `vite build` writes the page by default. */
export const DEFAULT_PAGE_DIR = fileURLToPath(new URL('../dist', import.meta.url));

/** A running web-banking server. */
export interface WebBankingServer {
  /** `http://127.0.0.1:{port}`: the bank's origin, and the page to open. */
  url: string;
  port: number;
  /** Stops listening and closes open connections. */
  close(): Promise<void>;
}

/**
 * Starts the bank's server on 127.0.0.1: reads the built page, creates the client-credentials token
 * provider and the service client, and serves {@link createWebBankingApp} with its own origin as the only
 * allowed origin.
 *
 * @throws {Error} when the page is not built in `config.pageDir`, or the port is taken.
 */
export async function startWebBankingServer(config: WebBankingConfig): Promise<WebBankingServer> {
  const pageDir = config.pageDir ?? DEFAULT_PAGE_DIR;
  const indexHtml = await readFile(`${pageDir}/index.html`, 'utf8').catch((error: unknown) => {
    throw new Error(
      `The web-banking page is not built in ${pageDir} (${(error as Error).message}): run ` +
        '`pnpm --filter @offerkit/example-web-banking build`, or `pnpm example`, which builds it first.',
    );
  });
  const tokenProvider = createClientCredentialsTokenProvider({
    tokenUrl: config.tokenUrl,
    clientId: config.clientId,
    clientSecret: config.clientSecret,
  });
  const issuerClient = createIssuerClient({
    baseUrl: config.serviceBaseUrl,
    organizationId: config.organizationId,
    tokenProvider,
  });

  // The app needs its own origin, known once the port is bound (port 0 picks one).
  let app: ReturnType<typeof createWebBankingApp> | undefined;
  return new Promise((resolve, reject) => {
    const server = serve(
      {
        hostname: '127.0.0.1',
        port: config.port,
        // The Node bindings (env) go through: the proxy checks the raw request target from them.
        fetch: (request, env) =>
          app === undefined
            ? new Response('Starting up; try again in a moment.', { status: 503 })
            : app.fetch(request, env),
      },
      (info: AddressInfo) => {
        server.off('error', fail);
        const url = `http://127.0.0.1:${info.port}`;
        app = createWebBankingApp({
          origin: url,
          organizationId: config.organizationId,
          customers: config.customers,
          issuerClient,
          indexHtml,
          pageDir,
          imageOrigins: [new URL(config.serviceBaseUrl).origin],
        });
        resolve({
          url,
          port: info.port,
          close: () =>
            new Promise<void>((done, failClose) => {
              server.close((error) => (error === undefined ? done() : failClose(error)));
              if ('closeAllConnections' in server) server.closeAllConnections();
            }),
        });
      },
    );
    const fail = (error: Error) =>
      reject(
        new Error(
          `The web-banking server cannot listen on 127.0.0.1:${config.port} (${error.message}): ` +
            'set WEB_BANKING_PORT to a free port, or 0 for any.',
        ),
      );
    server.once('error', fail);
  });
}
