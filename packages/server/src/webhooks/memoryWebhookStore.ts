import type { EarnedReward } from '@offerkit/data';
import type { FileProcessingResultEvent } from '@offerkit/data/backend';
import { mergeEarnedReward } from './earnedRewardFields.ts';
import type {
  EarnedRewardEvent,
  StoredFileProcessingResult,
  WebhookClaim,
  WebhookStore,
} from './WebhookStore.ts';

/** Options of {@link memoryWebhookStore}. */
export interface MemoryWebhookStoreOptions {
  /**
   * How long a claim that was neither marked done nor released blocks other deliveries of its id, in ms.
   * @default 300000 (5 minutes)
   */
  leaseMs?: number;
  /**
   * The clock, in milliseconds since the epoch (leases and `updatedAt`).
   * @default Date.now
   */
  now?: () => number;
}

interface Delivery {
  token: string;
  leaseUntil: number;
  done: boolean;
}

/** Default lease of an unfinished claim: long enough for a slow `onEvent`, short enough to recover from a crash. */
export const DEFAULT_WEBHOOK_LEASE_MS = 300_000;

/**
 * A {@link WebhookStore} in this process's memory: for tests, demos and a single server instance. Its
 * claims are atomic within the process; several instances (or restarts) need `postgresWebhookStore`.
 * Everything is lost when the process ends.
 */
export function memoryWebhookStore(options: MemoryWebhookStoreOptions = {}): WebhookStore {
  const leaseMs = checkLease(options.leaseMs);
  const now = options.now ?? Date.now;
  const deliveries = new Map<string, Delivery>();
  const rewards = new Map<string, Map<string, { reward: EarnedReward; revision: number }>>();
  const files = new Map<string, StoredFileProcessingResult>();
  let revision = 0;

  return {
    leaseMs,
    async claim(eventId: string): Promise<WebhookClaim> {
      // No await before the map is updated: the check and the write happen in one turn of the event loop.
      const existing = deliveries.get(eventId);
      if (existing?.done === true) return { status: 'duplicate' };
      if (existing !== undefined && existing.leaseUntil > now()) return { status: 'in-progress' };
      const token = crypto.randomUUID();
      deliveries.set(eventId, { token, leaseUntil: now() + leaseMs, done: false });
      return { status: 'claimed', token };
    },
    async renew(eventId: string, token: string): Promise<boolean> {
      const existing = deliveries.get(eventId);
      if (existing === undefined || existing.done || existing.token !== token) return false;
      existing.leaseUntil = now() + leaseMs;
      return true;
    },
    async markDone(eventId: string, token: string): Promise<boolean> {
      const existing = deliveries.get(eventId);
      if (existing === undefined || existing.token !== token) return false;
      existing.done = true;
      return true;
    },
    async release(eventId: string, token: string): Promise<void> {
      const existing = deliveries.get(eventId);
      if (existing !== undefined && !existing.done && existing.token === token) deliveries.delete(eventId);
    },
    async recordEarnedReward(userId: string, event: EarnedRewardEvent): Promise<EarnedReward> {
      let perUser = rewards.get(userId);
      if (perUser === undefined) {
        perUser = new Map();
        rewards.set(userId, perUser);
      }
      const key = event.attributes.transactionId;
      const existing = perUser.get(key);
      const next = mergeEarnedReward(existing?.reward, event, new Date(now()).toISOString());
      if (next !== existing?.reward) {
        revision += 1;
        perUser.set(key, { reward: next, revision });
      }
      return structuredClone(next);
    },
    async listEarnedRewards(userId: string): Promise<EarnedReward[]> {
      const perUser = [...(rewards.get(userId)?.values() ?? [])];
      perUser.sort((a, b) => b.revision - a.revision);
      // Copies: a caller changing what it got must not change the store.
      return perUser.map(({ reward }) => structuredClone(reward));
    },
    async recordFileProcessingResult(event: FileProcessingResultEvent): Promise<void> {
      const { fileName, sentAt, lastModified, downloadUrl } = event.attributes;
      files.set(fileName, {
        fileName,
        sentAt,
        lastModified,
        downloadUrl,
        eventId: event.id,
        receivedAt: new Date(now()).toISOString(),
      });
    },
    async getFileProcessingResult(fileName: string): Promise<StoredFileProcessingResult | undefined> {
      const stored = files.get(fileName);
      return stored === undefined ? undefined : { ...stored };
    },
  };
}

/** The lease option, checked. Shared with the PostgreSQL store. */
export function checkLease(leaseMs: number | undefined): number {
  const lease = leaseMs ?? DEFAULT_WEBHOOK_LEASE_MS;
  if (!Number.isFinite(lease) || lease <= 0) {
    throw new TypeError(
      `leaseMs ${String(leaseMs)} is not a positive number of milliseconds; give e.g. 300000 (5 minutes).`,
    );
  }
  return lease;
}
