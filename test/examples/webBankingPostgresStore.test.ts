import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createConnection, createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type SandboxServer, startSandboxServer } from '@offerkit/sandbox/server';
import { signWebhookBody } from '@offerkit/server';
import { readWebBankingConfig } from '../../examples/web-banking/server/readWebBankingConfig.ts';
import { startWebBankingServer } from '../../examples/web-banking/server/startWebBankingServer.ts';
import {
  describePostgres,
  dropSchema,
  freshSchema,
  newPool,
  postgresUrl,
} from '../server/webhooks/postgresTestDatabase.ts';

/** A TCP forwarder to the test PostgreSQL that starts listening only when told: a database "still starting". */
function lateDatabase(): { port: Promise<number>; open(): Promise<void>; close(): Promise<void> } {
  const target = new URL(postgresUrl as string);
  const sockets = new Set<import('node:net').Socket>();
  const server: Server = createServer((client) => {
    const upstream = createConnection({ host: target.hostname, port: Number(target.port || 5432) });
    sockets.add(client).add(upstream);
    client.pipe(upstream).pipe(client);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  // Reserve a free port, then stop listening until `open`.
  const port = new Promise<number>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port: reserved } = server.address() as { port: number };
      server.close(() => resolve(reserved));
    });
  });
  return {
    port,
    open: async () => {
      const reserved = await port;
      await new Promise<void>((resolve, reject) => {
        // Another process may have taken the reserved port meanwhile: say so, not a silent 30 s of retries.
        server.once('error', (error) =>
          reject(new Error(`the late database could not open port ${reserved}: ${error.message}`)),
        );
        server.listen(reserved, '127.0.0.1', resolve);
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

describePostgres(
  'the web-banking server with a PostgreSQL webhook store (OFFERKIT_WEBHOOK_STORE_URL)',
  () => {
    let sandboxServer: SandboxServer;
    let pageDir: string;
    const pool = newPool();
    let schema: string;

    beforeAll(async () => {
      sandboxServer = await startSandboxServer({ port: 0 });
      pageDir = await mkdtemp(join(tmpdir(), 'offerkit-web-banking-pg-'));
      await writeFile(join(pageDir, 'index.html'), '<!doctype html><title>Northwind Bank</title>');
      schema = await freshSchema(pool, 'web_banking');
    });
    afterAll(async () => {
      await sandboxServer.close();
      await rm(pageDir, { recursive: true, force: true });
      await dropSchema(pool, schema);
      await pool.end();
    });

    it('keeps trying at start while the database is not up yet (a restart, a failover), then stores each webhook there', async () => {
      const database = lateDatabase();
      const url = new URL(postgresUrl as string);
      url.port = String(await database.port);
      const { sandbox } = sandboxServer;
      const config = readWebBankingConfig({
        OFFERKIT_BASE_URL: sandboxServer.url,
        OFFERKIT_ORGANIZATION_ID: sandbox.organizationId,
        OFFERKIT_TOKEN_URL: `${sandboxServer.url}${sandbox.oauth.tokenPath}`,
        OFFERKIT_CLIENT_ID: sandbox.oauth.clientId,
        OFFERKIT_CLIENT_SECRET: sandbox.oauth.clientSecret,
        OFFERKIT_WEBHOOK_KEY: sandbox.webhooks.key,
        WEB_BANKING_NEW_CUSTOMER_ID: sandbox.newCustomerId,
        WEB_BANKING_LAPSED_CUSTOMER_ID: sandbox.lapsedCustomerId,
        WEB_BANKING_PORT: '0',
        WEB_BANKING_PAGE_DIR: pageDir,
        WEB_BANKING_REGISTER_WEBHOOKS: 'false',
        OFFERKIT_WEBHOOK_STORE_URL: url.href,
        OFFERKIT_WEBHOOK_STORE_SCHEMA: schema,
      });
      const lines: string[] = [];
      // The server gives up after 30 s of retries; its log says why each attempt failed. Settled into a value
      // from the start, so a start-up that fails while the database is still opening is never unhandled.
      const started = startWebBankingServer(config, { log: (line) => lines.push(line) }).then(
        (server) => ({ server }),
        (error: unknown) => ({ error: error as Error }),
      );
      await new Promise<void>((resolve, reject) =>
        setTimeout(() => database.open().then(resolve, reject), 1500),
      );
      const outcome = await started;
      if ('error' in outcome) {
        throw new Error(`${outcome.error.message}\nserver log:\n${lines.join('\n')}`);
      }
      const { server } = outcome;
      try {
        expect(lines.some((line) => line.startsWith('webhook store: not ready yet'))).toBe(true);
        expect(lines.join('\n')).not.toContain(url.href);
        const body = JSON.stringify({
          data: {
            type: 'earnedRewardSettled',
            id: 'evt_pg_start',
            attributes: {
              message: 'You earned $1.25 cash back.',
              transactionId: 'txn-pg-start',
              transactionAmountInCents: 2500,
              transactionTimestamp: '2026-03-02T15:00:00.000Z',
            },
            relationships: { user: { data: { type: 'user', id: sandbox.newCustomerId } } },
          },
        });
        const response = await fetch(server.webhookUrl, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'notify-signature': await signWebhookBody({ body, key: sandbox.webhooks.key }),
          },
          body,
        });
        expect(response.status).toBe(200);
        const stored = await pool.query(
          `SELECT status FROM "${schema}".offerkit_earned_rewards WHERE transaction_id = 'txn-pg-start'`,
        );
        expect(stored.rows).toEqual([{ status: 'SETTLED' }]);
      } finally {
        await server.close();
        await database.close();
      }
    }, 60_000);
  },
);
