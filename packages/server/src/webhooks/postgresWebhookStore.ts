import type { EarnedReward } from '@offerkit/data';
import type { FileProcessingResultEvent } from '@offerkit/data/backend';
import type { Pool, QueryResultRow } from 'pg';
import { eventFields, STATUS_RANK } from './earnedRewardFields.ts';
import { checkLease } from './memoryWebhookStore.ts';
import type {
  EarnedRewardEvent,
  StoredFileProcessingResult,
  WebhookClaim,
  WebhookStore,
} from './WebhookStore.ts';
import { webhookTables } from './webhookTables.ts';

/** Options of {@link postgresWebhookStore}. */
export interface PostgresWebhookStoreOptions {
  /** A node-postgres `Pool` (the `pg` package is an optional peer dependency: install it to use this store). */
  pool: Pool;
  /**
   * The schema `migrateWebhookStore` created the tables in.
   * @default 'public'
   */
  schema?: string;
  /**
   * How long a claim that was neither marked done nor released blocks other deliveries of its id, in ms
   * (measured by the database's clock, so instances with skewed clocks agree).
   * @default 300000 (5 minutes)
   */
  leaseMs?: number;
}

interface RewardRow {
  transaction_id: string;
  status: string;
  message: string;
  transaction_amount_in_cents: number;
  transaction_timestamp: string | null;
  merchant_name: string | null;
  category_name: string | null;
  user_reward: EarnedReward['attributes']['userReward'] | null;
  purchase_channel: EarnedReward['attributes']['purchaseChannel'] | null;
  assets: EarnedReward['attributes']['assets'] | null;
  commission_earned: EarnedReward['attributes']['commissionEarned'] | null;
  rejection_reason: string | null;
  updated_at: Date;
}

const REWARD_COLUMNS = `transaction_id, status, message, transaction_amount_in_cents, transaction_timestamp,
  merchant_name, category_name, user_reward, purchase_channel, assets, commission_earned, rejection_reason,
  updated_at`;

/**
 * A {@link WebhookStore} in PostgreSQL (node-postgres), shared by every instance of the issuer's server:
 * a claim is one `INSERT … ON CONFLICT` statement, so of concurrent deliveries of one id on any number of
 * instances exactly one is processed; an unfinished claim expires after the lease. Each earned-reward event
 * is one upsert that never moves a status back. Create the tables first with `migrateWebhookStore(pool)`.
 */
export function postgresWebhookStore(options: PostgresWebhookStoreOptions): WebhookStore {
  const { pool } = options;
  if (pool === undefined || typeof pool.query !== 'function') {
    throw new TypeError(
      'postgresWebhookStore: pool is missing; pass a node-postgres Pool ({pool: new Pool(...)}).',
    );
  }
  const leaseMs = checkLease(options.leaseMs);
  const t = webhookTables(options.schema);
  const schema = options.schema ?? 'public';
  // pg's own errors, with what to do when the tables were never created.
  const query = async <Row extends QueryResultRow = QueryResultRow>(text: string, values: unknown[]) => {
    try {
      return await pool.query<Row>(text, values);
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (code === '42P01' || code === '3F000') {
        throw new Error(
          `The webhook store's tables are missing in schema "${schema}"; run migrateWebhookStore(pool, {schema: '${schema}'}) once before using the store.`,
          { cause: error },
        );
      }
      throw error;
    }
  };

  return {
    leaseMs,
    async claim(eventId: string): Promise<WebhookClaim> {
      const token = crypto.randomUUID();
      // A released claim may vanish between the two statements; try again then (it is rare and bounded).
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const claimed = await query(
          `INSERT INTO ${t.deliveries} AS d (event_id, claim_token, lease_until)
           VALUES ($1, $2, now() + $3 * interval '1 millisecond')
           ON CONFLICT (event_id) DO UPDATE
             SET claim_token = EXCLUDED.claim_token, lease_until = EXCLUDED.lease_until, claimed_at = now()
             WHERE d.done_at IS NULL AND d.lease_until < now()
           RETURNING claim_token`,
          [eventId, token, leaseMs],
        );
        if (claimed.rowCount === 1) return { status: 'claimed', token };
        const existing = await query<{ done: boolean }>(
          `SELECT done_at IS NOT NULL AS done FROM ${t.deliveries} WHERE event_id = $1`,
          [eventId],
        );
        const row = existing.rows[0];
        if (row !== undefined) return row.done ? { status: 'duplicate' } : { status: 'in-progress' };
      }
      return { status: 'in-progress' };
    },
    async renew(eventId: string, token: string): Promise<boolean> {
      const renewed = await query(
        `UPDATE ${t.deliveries} SET lease_until = now() + $3 * interval '1 millisecond'
         WHERE event_id = $1 AND claim_token = $2 AND done_at IS NULL`,
        [eventId, token, leaseMs],
      );
      return renewed.rowCount === 1;
    },
    async markDone(eventId: string, token: string): Promise<boolean> {
      // Only the token holding the claim; a second call with it finds its own done row (idempotent).
      const done = await query(
        `UPDATE ${t.deliveries} SET done_at = COALESCE(done_at, now())
         WHERE event_id = $1 AND claim_token = $2`,
        [eventId, token],
      );
      return done.rowCount === 1;
    },
    async release(eventId: string, token: string): Promise<void> {
      await query(
        `DELETE FROM ${t.deliveries} WHERE event_id = $1 AND claim_token = $2 AND done_at IS NULL`,
        [eventId, token],
      );
    },
    async recordEarnedReward(userId: string, event: EarnedRewardEvent): Promise<EarnedReward> {
      const f = eventFields(event);
      const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));
      // One statement: insert, or update unless the event would move the status back; details the event
      // lacks are kept (COALESCE), and a rejection keeps the display message of the approved event.
      const result = await query<RewardRow>(
        `INSERT INTO ${t.rewards} AS r (user_id, transaction_id, status, status_rank, message,
           transaction_amount_in_cents, transaction_timestamp, merchant_name, category_name, user_reward,
           purchase_channel, assets, commission_earned, rejection_reason, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11::jsonb, $12::jsonb, $13::jsonb, $14, now())
         ON CONFLICT (user_id, transaction_id) DO UPDATE SET
           status = EXCLUDED.status,
           status_rank = EXCLUDED.status_rank,
           message = CASE WHEN EXCLUDED.status = 'REJECTED' THEN r.message ELSE EXCLUDED.message END,
           transaction_amount_in_cents = EXCLUDED.transaction_amount_in_cents,
           transaction_timestamp = COALESCE(EXCLUDED.transaction_timestamp, r.transaction_timestamp),
           merchant_name = COALESCE(EXCLUDED.merchant_name, r.merchant_name),
           category_name = COALESCE(EXCLUDED.category_name, r.category_name),
           user_reward = COALESCE(EXCLUDED.user_reward, r.user_reward),
           purchase_channel = COALESCE(EXCLUDED.purchase_channel, r.purchase_channel),
           assets = COALESCE(EXCLUDED.assets, r.assets),
           commission_earned = COALESCE(EXCLUDED.commission_earned, r.commission_earned),
           rejection_reason = EXCLUDED.rejection_reason,
           updated_at = now(),
           revision = nextval('${t.revision.replaceAll('"', '')}')
         WHERE EXCLUDED.status_rank >= r.status_rank
         RETURNING ${REWARD_COLUMNS}`,
        [
          userId,
          f.transactionId,
          f.status,
          STATUS_RANK[f.status] ?? 0,
          f.message,
          f.transactionAmountInCents,
          f.transactionTimestamp ?? null,
          f.merchantName ?? null,
          f.categoryName ?? null,
          json(f.userReward),
          json(f.purchaseChannel),
          json(f.assets),
          json(f.commissionEarned),
          f.rejectionReason ?? null,
        ],
      );
      const row =
        result.rows[0] ??
        // The event ranked lower than the stored entry: nothing changed, answer the entry as it is.
        (
          await query<RewardRow>(
            `SELECT ${REWARD_COLUMNS} FROM ${t.rewards} WHERE user_id = $1 AND transaction_id = $2`,
            [userId, f.transactionId],
          )
        ).rows[0];
      if (row === undefined) {
        throw new Error(
          `The earned reward of transaction ${f.transactionId} was neither written nor found; check that migrateWebhookStore ran on this schema.`,
        );
      }
      return rewardOf(row);
    },
    async listEarnedRewards(userId: string): Promise<EarnedReward[]> {
      const result = await query<RewardRow>(
        `SELECT ${REWARD_COLUMNS} FROM ${t.rewards} WHERE user_id = $1 ORDER BY revision DESC`,
        [userId],
      );
      return result.rows.map(rewardOf);
    },
    async recordFileProcessingResult(event: FileProcessingResultEvent): Promise<void> {
      const { fileName, sentAt, lastModified, downloadUrl } = event.attributes;
      await query(
        `INSERT INTO ${t.files} AS f (file_name, event_id, sent_at, last_modified, download_url)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (file_name) DO UPDATE SET event_id = EXCLUDED.event_id, sent_at = EXCLUDED.sent_at,
           last_modified = EXCLUDED.last_modified, download_url = EXCLUDED.download_url, received_at = now()`,
        [fileName, event.id, sentAt, lastModified, downloadUrl],
      );
    },
    async getFileProcessingResult(fileName: string): Promise<StoredFileProcessingResult | undefined> {
      const result = await query<{
        file_name: string;
        event_id: string;
        sent_at: string;
        last_modified: string;
        download_url: string;
        received_at: Date;
      }>(
        `SELECT file_name, event_id, sent_at, last_modified, download_url, received_at FROM ${t.files}
         WHERE file_name = $1`,
        [fileName],
      );
      const row = result.rows[0];
      if (row === undefined) return undefined;
      return {
        fileName: row.file_name,
        sentAt: row.sent_at,
        lastModified: row.last_modified,
        downloadUrl: row.download_url,
        eventId: row.event_id,
        receivedAt: row.received_at.toISOString(),
      };
    },
  };
}

function rewardOf(row: RewardRow): EarnedReward {
  const attributes: EarnedReward['attributes'] = {
    status: row.status,
    message: row.message,
    transactionId: row.transaction_id,
    transactionAmountInCents: Number(row.transaction_amount_in_cents),
    updatedAt: row.updated_at.toISOString(),
  };
  if (row.transaction_timestamp !== null) attributes.transactionTimestamp = row.transaction_timestamp;
  if (row.merchant_name !== null) attributes.merchantName = row.merchant_name;
  if (row.category_name !== null) attributes.categoryName = row.category_name;
  if (row.user_reward !== null) attributes.userReward = row.user_reward;
  if (row.purchase_channel !== null) attributes.purchaseChannel = row.purchase_channel;
  if (row.assets !== null) attributes.assets = row.assets;
  if (row.commission_earned !== null) attributes.commissionEarned = row.commission_earned;
  if (row.rejection_reason !== null) attributes.rejectionReason = row.rejection_reason;
  return { type: 'earnedReward', id: row.transaction_id, attributes };
}
