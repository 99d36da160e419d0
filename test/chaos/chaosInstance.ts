/**
 * One instance of the web-banking example's server for the webhook chaos test (webhookChaos.ts): the
 * example's own `readWebBankingConfig` + `startWebBankingServer`, configured from the environment as
 * `server/main.ts` is (here with OFFERKIT_WEBHOOK_STORE_URL: the PostgreSQL store both instances share),
 * plus an `onWebhookEvent` that stands for the bank's side effect (a push notification) and journals each
 * run — `start`, then `end` or `throw` — to CHAOS_JOURNAL, one JSON line per record, synchronously (a
 * SIGKILL loses nothing written). Store failures and `onEvent` failures are journaled too, with the pid,
 * so the harness can say why an event's side effect ran more than once.
 *
 * CHAOS_THROW_EVENT: that event's first run throws (once across both instances: a marker file decides).
 * CHAOS_SLOW_EVENTS / CHAOS_SLOW_MS: those events' side effects take that long (longer than the lease).
 */
import { appendFileSync, closeSync, openSync } from 'node:fs';
import { readWebBankingConfig } from '../../examples/web-banking/server/readWebBankingConfig.ts';
import { startWebBankingServer } from '../../examples/web-banking/server/startWebBankingServer.ts';

const journal = process.env.CHAOS_JOURNAL ?? '';
const instance = process.env.CHAOS_INSTANCE ?? '?';
const throwId = process.env.CHAOS_THROW_EVENT;
const slow = new Set((process.env.CHAOS_SLOW_EVENTS ?? '').split(',').filter(Boolean));
const slowMs = Number(process.env.CHAOS_SLOW_MS ?? 0);

const record = (entry: Record<string, unknown>): void => {
  appendFileSync(journal, `${JSON.stringify({ ...entry, instance, pid: process.pid, t: Date.now() })}\n`);
};

const server = await startWebBankingServer(readWebBankingConfig(process.env), {
  log: (line, level) => {
    if (level === 'error') process.stderr.write(`[${instance} ${process.pid}] ${line}\n`);
  },
  onWebhookEvent: async (event) => {
    record({ kind: 'start', id: event.id });
    if (event.id === throwId) {
      let first = false;
      try {
        closeSync(openSync(`${journal}.threw`, 'wx'));
        first = true;
      } catch {
        // Thrown once already (by this instance or the other).
      }
      if (first) {
        record({ kind: 'throw', id: event.id });
        throw new Error('Injected transient failure of the side effect (the chaos test).');
      }
    }
    if (slow.has(event.id)) await new Promise((resolve) => setTimeout(resolve, slowMs));
    record({ kind: 'end', id: event.id });
  },
  onWebhookDiagnostic: (diagnostic) => {
    if (diagnostic.code === 'store-failed' || diagnostic.code === 'handler-failed') {
      record({ kind: diagnostic.code, id: diagnostic.eventId });
    }
  },
});
process.stdout.write(`ready ${server.url}\n`);
process.once('SIGTERM', () => {
  server.close().finally(() => process.exit(0));
});
