import { migrateWebhookStore, postgresWebhookStore } from '@offerkit/server';
import type pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describePostgres, dropSchema, freshSchema, newPool } from './postgresTestDatabase.ts';
import { type StoreHarness, storeContract } from './storeContract.ts';

let counter = 0;
const unique = () => {
  counter += 1;
  return `${process.pid}-${counter}`;
};

describePostgres('postgresWebhookStore (a real PostgreSQL; two pools = two server instances)', () => {
  const pools: pg.Pool[] = [];
  let admin: pg.Pool;
  let schema: string;

  const pool = () => {
    const created = newPool();
    pools.push(created);
    return created;
  };

  beforeAll(async () => {
    admin = pool();
    schema = await freshSchema(admin, 'store');
    await migrateWebhookStore(admin, { schema });
  });

  afterAll(async () => {
    if (schema !== undefined) await dropSchema(admin, schema);
    await Promise.all(pools.map((p) => p.end()));
  });

  storeContract((): StoreHarness => {
    // Each store gets its own pool, as separate instances of the issuer's server would.
    return {
      store: (options = {}) => postgresWebhookStore({ pool: pool(), schema, ...options }),
      // Leases are measured by the database's clock: really wait.
      passTime: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    };
  }, unique);

  it('migrateWebhookStore is idempotent, also when two instances run it at once', async () => {
    await Promise.all([migrateWebhookStore(pool(), { schema }), migrateWebhookStore(pool(), { schema })]);
    await migrateWebhookStore(admin, { schema });
    const tables = await admin.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = $1 ORDER BY table_name`,
      [schema],
    );
    expect(tables.rows.map((row) => row.table_name)).toEqual([
      'offerkit_earned_rewards',
      'offerkit_file_processing_results',
      'offerkit_webhook_deliveries',
    ]);
  });

  it('one claim wins among 20 concurrent claims of one id from two pools', async () => {
    const stores = [
      postgresWebhookStore({ pool: pool(), schema }),
      postgresWebhookStore({ pool: pool(), schema }),
    ];
    const id = `evt-${unique()}`;
    const claims = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (stores[i % 2] as (typeof stores)[0]).claim(id)),
    );
    expect(claims.filter((claim) => claim.status === 'claimed')).toHaveLength(1);
    expect(claims.filter((claim) => claim.status === 'in-progress')).toHaveLength(19);
  });

  it('refuses a schema name that is not a plain identifier (it is interpolated into SQL)', () => {
    expect(() => postgresWebhookStore({ pool: admin, schema: 'x"; DROP TABLE y; --' })).toThrow(
      /not a plain PostgreSQL identifier/,
    );
  });

  it('says to run the migration when the tables are missing', async () => {
    const store = postgresWebhookStore({ pool: admin, schema: `missing_${process.pid}` });
    await expect(store.claim('evt-x')).rejects.toThrow(
      new RegExp(`tables are missing in schema "missing_${process.pid}"; run migrateWebhookStore`),
    );
  });
});
