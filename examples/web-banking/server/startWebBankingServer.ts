import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import type { WebhookEvent } from '@offerkit/data/backend';
import {
  createClientCredentialsTokenProvider,
  createIssuerClient,
  createWebhookHandler,
  memoryWebhookStore,
  migrateWebhookStore,
  postgresWebhookStore,
  type WebhookDiagnostic,
  type WebhookEventContext,
  type WebhookStore,
} from '@offerkit/server';
import { createWebBankingApp, WEBHOOK_PATH } from './createWebBankingApp.ts';
import { offersPagePreloads } from './offersPagePreloads.ts';
import type { WebBankingConfig } from './readWebBankingConfig.ts';
import { registerWebhookSubscriptions } from './registerWebhookSubscriptions.ts';

/** The example's own build output, where `vite build` writes the page by default. */
export const DEFAULT_PAGE_DIR = fileURLToPath(new URL('../dist', import.meta.url));

/** Options of {@link startWebBankingServer} beyond its configuration. */
export interface StartWebBankingServerOptions {
  /**
   * Where the server's own log lines go (webhooks received, failures). They never hold a secret.
   * @default one line each on stdout (stderr for failures)
   */
  log?: (line: string, level: 'info' | 'error') => void;
  /**
   * What the bank does with each webhook event once the store recorded it (a push notification, an
   * email): at least once per event id, so it must be idempotent (key it by `event.id`). Throw to have
   * the service redeliver the event.
   * @default logs one line
   */
  onWebhookEvent?: (event: WebhookEvent, context: WebhookEventContext) => void | Promise<void>;
  /**
   * Told about every webhook diagnostic (rejected deliveries, store failures, duplicates), beside the log.
   * @default none
   */
  onWebhookDiagnostic?: (diagnostic: WebhookDiagnostic) => void;
}

/** A running web-banking server. */
export interface WebBankingServer {
  /** `http://127.0.0.1:{port}`: the bank's origin, and the page to open. */
  url: string;
  port: number;
  /** `{url}/webhooks/offerkit`: where the service delivers its webhooks. */
  webhookUrl: string;
  /** Stops listening, closes open connections and the webhook store's pool. */
  close(): Promise<void>;
}

const defaultLog = (line: string, level: 'info' | 'error') =>
  (level === 'error' ? process.stderr : process.stdout).write(`web-banking: ${line}\n`);

/**
 * Starts the bank's server on 127.0.0.1: reads the built page, creates the client-credentials token
 * provider and the service client, the webhook handler with its delivery store (in memory, or in
 * PostgreSQL with `webhookStoreUrl`, shared by several instances; it also serves the earned rewards to the
 * proxy), serves {@link createWebBankingApp} with its own origin as the
 * only allowed origin, and subscribes its webhook URL to the earned-reward events (unless
 * `registerWebhooks` is off).
 *
 * @throws {Error} when the page is not built in `config.pageDir`, the port is taken, or the service
 * refuses the webhook subscription (the server is closed again).
 */
export async function startWebBankingServer(
  config: WebBankingConfig,
  options: StartWebBankingServerOptions = {},
): Promise<WebBankingServer> {
  const log = options.log ?? defaultLog;
  const pageDir = config.pageDir ?? DEFAULT_PAGE_DIR;
  const indexHtml = await readFile(`${pageDir}/index.html`, 'utf8').catch((error: unknown) => {
    throw new Error(
      `The web-banking page is not built in ${pageDir} (${(error as Error).message}): run ` +
        '`pnpm --filter @offerkit/example-web-banking build`, or `pnpm example`, which builds it first.',
    );
  });
  const offersPreloads = await offersPagePreloads(pageDir);
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
  // One store for both: the webhook handler records each earned reward once per envelope id, and the
  // proxy lists them for the signed-in customer. PostgreSQL when several instances share it.
  const { store, closeStore } = await openWebhookStore(config, log);
  const webhookHandler = createWebhookHandler({
    key: config.webhookKey,
    store,
    onEvent:
      options.onWebhookEvent ??
      ((event, context) => {
        // Where a bank would notify the customer (push, email); the store already holds the reward.
        log(describeEvent(event, context.userId), 'info');
      }),
    onDiagnostic: (diagnostic) => {
      options.onWebhookDiagnostic?.(diagnostic);
      if (diagnostic.code !== 'duplicate') log(`webhook ${diagnostic.code}: ${diagnostic.message}`, 'error');
    },
  });

  // The app needs its own origin, known once the port is bound (port 0 picks one).
  let app: ReturnType<typeof createWebBankingApp> | undefined;
  const listening = await new Promise<{ url: string; port: number; close: () => Promise<void> }>(
    (resolve, reject) => {
      const server = serve(
        {
          hostname: '127.0.0.1',
          port: config.port,
          // Keep the runtime's own Request/Response: Hono's Node adapter would otherwise swap the globals
          // for its own classes, under every other library of the bank's server process.
          overrideGlobalObjects: false,
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
            offersPreloads,
            imageOrigins: [new URL(config.serviceBaseUrl).origin],
            webhookHandler,
            earnedRewards: store,
            onProxyError: (error) =>
              log(`proxy: ${error instanceof Error ? error.message : String(error)}`, 'error'),
          });
          resolve({
            url,
            port: info.port,
            close: () =>
              new Promise<void>((done, failClose) => {
                server.close((error) => (error === undefined ? done() : failClose(error)));
                if ('closeAllConnections' in server) server.closeAllConnections();
              }).finally(closeStore),
          });
        },
      );
      const fail = (error: Error) =>
        void closeStore().finally(() =>
          reject(
            new Error(
              `The web-banking server cannot listen on 127.0.0.1:${config.port} (${error.message}): ` +
                'set WEB_BANKING_PORT to a free port, or 0 for any.',
            ),
          ),
        );
      server.once('error', fail);
    },
  );

  const webhookUrl = `${listening.url}${WEBHOOK_PATH}`;
  if (config.registerWebhooks) {
    try {
      await registerWebhookSubscriptions(issuerClient, webhookUrl);
    } catch (error) {
      await listening.close();
      throw error;
    }
  }
  return { ...listening, webhookUrl };
}

/** How long a starting server keeps trying to reach the PostgreSQL webhook store. */
const MIGRATION_PATIENCE_MS = 30_000;

/**
 * The webhook store `config` asks for: PostgreSQL (`webhookStoreUrl`; the tables are created when missing)
 * or in memory. `closeStore` ends the pool.
 */
async function openWebhookStore(
  config: WebBankingConfig,
  log: (line: string, level: 'info' | 'error') => void,
): Promise<{ store: WebhookStore; closeStore: () => Promise<void> }> {
  if (config.webhookStoreUrl === undefined) {
    return { store: memoryWebhookStore(), closeStore: async () => undefined };
  }
  const { default: pg } = await import('pg').catch((error: unknown) => {
    throw new Error(
      `OFFERKIT_WEBHOOK_STORE_URL is set but the pg package cannot be loaded (${(error as Error).message}): npm install pg.`,
    );
  });
  const pool = new pg.Pool({ connectionString: config.webhookStoreUrl, max: 10 });
  // An idle connection that the server closes (a restart, a failover) is reported here; without a
  // listener node-postgres would crash the process. The next query opens a new connection.
  pool.on('error', (error) => log(`webhook store: an idle connection failed (${error.message})`, 'error'));
  // A connection checked out of the pool (migrateWebhookStore holds one for its transaction) reports a
  // server that goes away on the client itself, where the pool's listener does not hear it: give every
  // client one, or a restart of PostgreSQL during start-up kills the process. The query fails instead.
  pool.on('connect', (client) => {
    client.on('error', (error) => log(`webhook store: a connection failed (${error.message})`, 'error'));
  });
  const schema = config.webhookStoreSchema;
  // A database that is restarting or failing over refuses connections for a few seconds: keep trying
  // for a while before giving up, as an instance started at that moment would otherwise die.
  const giveUpAt = Date.now() + MIGRATION_PATIENCE_MS;
  for (let pause = 250; ; pause = Math.min(pause * 2, 2000)) {
    try {
      await migrateWebhookStore(pool, schema === undefined ? {} : { schema });
      break;
    } catch (error) {
      if (Date.now() + pause > giveUpAt) {
        await pool.end().catch(() => undefined);
        throw new Error(
          `The webhook store in PostgreSQL is not usable (${(error as Error).message}); check OFFERKIT_WEBHOOK_STORE_URL.`,
        );
      }
      log(`webhook store: not ready yet (${(error as Error).message}); trying again`, 'error');
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
  const storeOptions: Parameters<typeof postgresWebhookStore>[0] = { pool };
  if (schema !== undefined) storeOptions.schema = schema;
  if (config.webhookLeaseMs !== undefined) storeOptions.leaseMs = config.webhookLeaseMs;
  let closed = false;
  return {
    store: postgresWebhookStore(storeOptions),
    closeStore: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

function describeEvent(event: WebhookEvent, userId: string | undefined): string {
  const who = userId === undefined ? '' : ` for ${userId}`;
  if (event.type === 'fileProcessingResult')
    return `webhook fileProcessingResult: ${event.attributes.fileName}`;
  return `webhook ${event.type}${who}: transaction ${event.attributes.transactionId}`;
}
