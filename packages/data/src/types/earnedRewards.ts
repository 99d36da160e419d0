import type { OfferAsset, PurchaseChannel, UserReward } from './offer.ts';
import type { Open } from './open.ts';

/** Why the service rejected a reward (`earnedRewardRejected`); an unrecognized value is a generic rejection. */
export type RejectionReason = Open<
  | 'AGGREGATOR_CARD_OVERLAP'
  | 'MAX_REDEMPTION_LIMIT_REACHED'
  | 'SETTLEMENT_REJECTED'
  | 'USER_NOT_ENROLLED'
  | 'USER_NOT_IN_AUDIENCE_SEGMENT'
>;

/**
 * Where an earned reward stands. `PENDING` after `earnedRewardApproved`, `SETTLED` after
 * `earnedRewardSettled` (also without an approved event before it), `REJECTED` after `earnedRewardRejected`
 * (kept by the issuer's store, never shown to the user as a reward).
 */
export type EarnedRewardStatus = Open<'PENDING' | 'SETTLED' | 'REJECTED'>;

/**
 * One reward a user earned, as the issuer's backend keeps it from the service's webhooks and serves it
 * to the browser at `GET {base}/v2/issuers/{organizationId}/users/{userId}/earned-rewards` (the
 * `@offerkit/server` proxy; not a route of the rewards service itself). One entry per transaction:
 * the approved and settled events of one `transactionId` update the same entry.
 */
export interface EarnedReward {
  type: 'earnedReward';
  /** The transaction id. */
  id: string;
  attributes: {
    status: EarnedRewardStatus;
    /** The service's text for the user ("You earned $5 at …"), served as is. */
    message: string;
    transactionId: string;
    transactionAmountInCents: number;
    transactionTimestamp?: string;
    /** Merchant name. */
    merchantName?: string;
    categoryName?: string;
    userReward?: UserReward;
    purchaseChannel?: PurchaseChannel[];
    /** Merchant logo and other images, loaded exactly as given (loading records attribution). */
    assets?: OfferAsset[];
    /** Present once settled. */
    commissionEarned?: { type: Open<'cents'>; value: number };
    /** Present when rejected; an unrecognized value is a generic rejection. */
    rejectionReason?: RejectionReason;
    /** When the entry last changed (ISO 8601), the time the latest event was recorded. */
    updatedAt: string;
  };
}

/** `{data: [earnedReward]}`: the earned-rewards document the issuer's proxy serves, newest first. */
export interface EarnedRewardsDocument {
  data: EarnedReward[];
}
