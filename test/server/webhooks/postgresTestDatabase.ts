import pg from 'pg';
import { describe } from 'vitest';

/**
 * The PostgreSQL the tests use: `OFFERKIT_TEST_POSTGRES` (printed by `scripts/ensure-postgres.sh`, which
 * `.ci/run` and `scripts/test.sh` run first). Unset outside CI → the PostgreSQL tests are skipped with a
 * loud warning; unset in CI → this module throws, so the run fails.
 */
export const postgresUrl = process.env.OFFERKIT_TEST_POSTGRES;

if (postgresUrl === undefined || postgresUrl === '') {
  const how =
    'run `bash scripts/ensure-postgres.sh` and export the OFFERKIT_TEST_POSTGRES=... line it prints (e.g. `export $(bash scripts/ensure-postgres.sh | tail -n 1)`)';
  if (process.env.CI) {
    throw new Error(
      `OFFERKIT_TEST_POSTGRES is not set, and CI is: the PostgreSQL webhook-store tests must run in CI; ${how}.`,
    );
  }
  const line = '!'.repeat(100);
  console.warn(
    `\n${line}\n!!! SKIPPING the PostgreSQL webhook-store tests: OFFERKIT_TEST_POSTGRES is not set.\n!!! To run them, ${how}.\n${line}\n`,
  );
}

/** `describe` when a database is configured, `describe.skip` (after the warning above) otherwise. */
export const describePostgres = postgresUrl ? describe : describe.skip;

/** A new pool on the test database (each is one "server instance"); closed by the caller. */
export function newPool(): pg.Pool {
  return new pg.Pool({ connectionString: postgresUrl, max: 10, connectionTimeoutMillis: 10_000 });
}

/**
 * A schema of this test file's own, dropped first so a rerun starts clean (and dropped again by
 * `dropSchema` at the end). The process id keeps two concurrent runs apart.
 */
export async function freshSchema(pool: pg.Pool, name: string): Promise<string> {
  const schema = `offerkit_test_${name}_${process.pid}`;
  try {
    await pool.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  } catch (error) {
    throw new Error(
      `Cannot reach the test PostgreSQL at OFFERKIT_TEST_POSTGRES (${(error as Error).message}); start it with \`bash scripts/ensure-postgres.sh\`.`,
      { cause: error },
    );
  }
  return schema;
}

export async function dropSchema(pool: pg.Pool, schema: string): Promise<void> {
  await pool.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
}
