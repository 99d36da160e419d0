import type { EarnedReward } from '@offerkit/data';
import type {
  EarnedRewardApprovedEvent,
  EarnedRewardRejectedEvent,
  EarnedRewardSettledEvent,
  FileProcessingResultAttributes,
  FileProcessingResultEvent,
} from '@offerkit/data/backend';
import type { EarnedRewardsSource } from '../proxy/EarnedRewardsSource.ts';

/**
 * The outcome of claiming a delivery's envelope id: `claimed` (process it, renewing the lease meanwhile,
 * then `markDone` or `release` with the token), `duplicate` (it was processed before: acknowledge only) or
 * `in-progress` (another request holds a claim on it whose lease has not run out).
 */
export type WebhookClaim =
  | { status: 'claimed'; token: string }
  | { status: 'duplicate' }
  | { status: 'in-progress' };

/** An earned-reward event: the three kinds that change a user's earned rewards. */
export type EarnedRewardEvent =
  | EarnedRewardApprovedEvent
  | EarnedRewardSettledEvent
  | EarnedRewardRejectedEvent;

/** A `fileProcessingResult` notification as the store keeps it for its upload (keyed by `fileName`). */
export interface StoredFileProcessingResult extends FileProcessingResultAttributes {
  /** The envelope id of the notification. */
  eventId: string;
  /** When the store recorded it (ISO 8601). */
  receivedAt: string;
}

/**
 * Where `createWebhookHandler` keeps what it received: which envelope ids were processed (the
 * idempotency keys), each user's earned rewards, and the result of each historical upload.
 * `memoryWebhookStore()` and `postgresWebhookStore({pool})` implement it. It is also the proxy's
 * earned-rewards source (`listEarnedRewards`).
 */
export interface WebhookStore extends EarnedRewardsSource {
  /**
   * How long a claim holds its id without a renewal, in ms: the handler renews it every third of this
   * while `onEvent` runs, and a claim left by a crashed process frees its id after this long.
   */
  readonly leaseMs: number;
  /**
   * Claims an envelope id for processing. Atomic: of concurrent claims of one id (in one process or across
   * instances sharing the store) exactly one gets `claimed`, with a token of its own. A claim that is
   * neither renewed, marked done nor released expires after `leaseMs`; the next claim then gets a new
   * token, and from that moment the old token is stale: every call below refuses it.
   */
  claim(eventId: string): Promise<WebhookClaim>;
  /**
   * Extends the claim's lease to `leaseMs` from now. `true` when `token` still holds the claim (also if
   * its lease ran out while nobody claimed the id again); `false` when the claim was lost (claimed again,
   * released, or already done): stop processing then.
   */
  renew(eventId: string, token: string): Promise<boolean>;
  /**
   * Records the id as processed, so that later claims get `duplicate`. Only the token that holds the claim
   * does it: `true` when recorded (or already recorded with this token), `false` for a stale or unknown
   * token, which changes nothing.
   */
  markDone(eventId: string, token: string): Promise<boolean>;
  /** Gives up a claim after a failure, so the service's redelivery is processed. Only the claim's own token releases it. */
  release(eventId: string, token: string): Promise<void>;
  /**
   * Applies an earned-reward event to the user's entry for its `transactionId` (the user from
   * `relationships.user`): approved → `PENDING`, settled → `SETTLED`, rejected → `REJECTED` with its reason.
   * A status never moves back (`PENDING` < `SETTLED` < `REJECTED`): an approved event arriving after the
   * settled one changes nothing. Returns the entry as it now is.
   */
  recordEarnedReward(userId: string, event: EarnedRewardEvent): Promise<EarnedReward>;
  /**
   * A user's earned rewards, newest change first, `REJECTED` entries included (the proxy leaves them out;
   * never show them as rewards).
   */
  listEarnedRewards(userId: string): Promise<EarnedReward[]>;
  /** Records the processing result of a historical upload; a later notification for the same file replaces it. */
  recordFileProcessingResult(event: FileProcessingResultEvent): Promise<void>;
  /** The recorded processing result of an upload, by file name; `undefined` while none arrived. */
  getFileProcessingResult(fileName: string): Promise<StoredFileProcessingResult | undefined>;
}
