import type { Pool } from 'pg';
import { webhookTables } from './webhookTables.ts';

/** Options of {@link migrateWebhookStore}. */
export interface MigrateWebhookStoreOptions {
  /**
   * The schema the tables live in (created when missing); the same one goes to `postgresWebhookStore`.
   * @default 'public'
   */
  schema?: string;
}

// Any fixed number: serializes concurrent migrations (two instances starting at once) on one database.
const MIGRATION_LOCK = 7_340_016;

/**
 * Creates the webhook store's tables in PostgreSQL when they are missing: processed deliveries (the
 * idempotency keys and their leases), earned rewards per user and transaction, and upload results.
 * Idempotent and safe to run from several instances at once (one transaction under an advisory lock);
 * run it at start-up or from your migration tool before `postgresWebhookStore` is used.
 */
export async function migrateWebhookStore(
  pool: Pool,
  options: MigrateWebhookStoreOptions = {},
): Promise<void> {
  const schema = options.schema ?? 'public';
  const t = webhookTables(schema);
  const client = await pool.connect();
  // A connection the server ends while we hold it (a restart: 57P01) emits 'error' on the client; without
  // a listener that event would crash the process. The pending query rejects with the same error below.
  const ignoreConnectionError = () => undefined;
  client.on('error', ignoreConnectionError);
  let failure: Error | undefined;
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await client.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
    await client.query(`CREATE TABLE IF NOT EXISTS ${t.deliveries} (
      event_id text PRIMARY KEY,
      claim_token text NOT NULL,
      claimed_at timestamptz NOT NULL DEFAULT now(),
      lease_until timestamptz NOT NULL,
      done_at timestamptz
    )`);
    await client.query(`CREATE SEQUENCE IF NOT EXISTS ${t.revision}`);
    await client.query(`CREATE TABLE IF NOT EXISTS ${t.rewards} (
      user_id text NOT NULL,
      transaction_id text NOT NULL,
      status text NOT NULL,
      status_rank integer NOT NULL,
      message text NOT NULL,
      transaction_amount_in_cents double precision NOT NULL,
      transaction_timestamp text,
      merchant_name text,
      category_name text,
      user_reward jsonb,
      purchase_channel jsonb,
      assets jsonb,
      commission_earned jsonb,
      rejection_reason text,
      updated_at timestamptz NOT NULL DEFAULT now(),
      revision bigint NOT NULL DEFAULT nextval('${t.revision.replaceAll('"', '')}'),
      PRIMARY KEY (user_id, transaction_id)
    )`);
    await client.query(
      `CREATE INDEX IF NOT EXISTS offerkit_earned_rewards_by_user ON ${t.rewards} (user_id, revision DESC)`,
    );
    await client.query(`CREATE TABLE IF NOT EXISTS ${t.files} (
      file_name text PRIMARY KEY,
      event_id text NOT NULL,
      sent_at text NOT NULL,
      last_modified text NOT NULL,
      download_url text NOT NULL,
      received_at timestamptz NOT NULL DEFAULT now()
    )`);
    await client.query('COMMIT');
  } catch (error) {
    failure = error as Error;
    await client.query('ROLLBACK').catch(() => undefined);
    throw new Error(
      `migrateWebhookStore: creating the webhook tables in schema "${schema}" failed (${(error as Error).message}); check that the role may create schemas and tables there.`,
      { cause: error },
    );
  } finally {
    client.off('error', ignoreConnectionError);
    // A connection that failed mid-migration may be dead: the pool discards it instead of reusing it.
    client.release(failure);
  }
}
