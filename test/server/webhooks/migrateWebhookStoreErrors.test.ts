import { EventEmitter } from 'node:events';
import { migrateWebhookStore } from '@offerkit/server';
import type { Pool } from 'pg';
import { describe, expect, it } from 'vitest';

/**
 * A connection that the server ends while the migration holds it (a PostgreSQL restart: 57P01) emits
 * 'error' on the pg client. An EventEmitter's 'error' without a listener throws out of the event loop and
 * kills the bank's process — the chaos test's instances died this way while PostgreSQL restarted.
 */
function poolWhoseConnectionDies(): { pool: Pool; discarded: () => boolean } {
  let discarded = false;
  const client = Object.assign(new EventEmitter(), {
    query: async (sql: string) => {
      if (sql.startsWith('SELECT pg_advisory_xact_lock')) {
        const error = Object.assign(new Error('terminating connection due to administrator command'), {
          code: '57P01',
        });
        // pg emits the error on the client from the socket's own event (outside any query's call stack),
        // and the pending query rejects with it afterwards.
        await new Promise<void>((resolve) =>
          setImmediate(() => {
            client.emit('error', error);
            resolve();
          }),
        );
        throw error;
      }
      return { rows: [] };
    },
    release: (discard?: unknown) => {
      discarded = discard instanceof Error;
    },
  });
  const pool = { connect: async () => client } as unknown as Pool;
  return { pool, discarded: () => discarded };
}

describe('migrateWebhookStore when the database goes away mid-migration', () => {
  it('rejects with a clear error instead of crashing the process on the client’s error event', async () => {
    const { pool, discarded } = poolWhoseConnectionDies();
    await expect(migrateWebhookStore(pool, { schema: 'any' })).rejects.toThrow(
      /creating the webhook tables in schema "any" failed \(terminating connection/,
    );
    // Handed back to the pool as broken, so it is not reused.
    expect(discarded()).toBe(true);
  });
});
