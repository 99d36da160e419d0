import type { RejectionReason } from './earnedRewards.ts';
import type { OfferAsset, PurchaseChannel, UserReward } from './offer.ts';
import type { Open } from './open.ts';

export interface EarnedRewardCommon {
  /** Served to the user as is (approved and settled events). */
  message: string;
  transactionId: string;
  transactionAmountInCents: number;
  transactionTimestamp?: string;
}

export interface EarnedRewardApprovedAttributes extends EarnedRewardCommon {
  attributionUrl?: string;
  /** Merchant name. */
  name?: string;
  categoryName?: string;
  userReward?: UserReward;
  purchaseChannel?: PurchaseChannel[];
  surveyUrl?: string;
  assets?: OfferAsset[];
}

export interface EarnedRewardSettledAttributes extends EarnedRewardApprovedAttributes {
  commissionEarned?: { type: Open<'cents'>; value: number };
}

export interface EarnedRewardRejectedAttributes extends EarnedRewardCommon {
  /** An unrecognized value is a generic rejection. */
  reason: RejectionReason;
}

export interface FileProcessingResultAttributes {
  fileName: string;
  /** Upload time. */
  sentAt: string;
  lastModified: string;
  /** Presigned URL of the results file. */
  downloadUrl: string;
}

interface WebhookData<Type extends string, Attributes> {
  type: Type;
  /** The idempotency key: a redelivery must not notify a user twice. */
  id: string;
  attributes: Attributes;
  relationships?: { user?: { data: { type: 'user'; id: string } } };
}

export type EarnedRewardApprovedEvent = WebhookData<'earnedRewardApproved', EarnedRewardApprovedAttributes>;
export type EarnedRewardSettledEvent = WebhookData<'earnedRewardSettled', EarnedRewardSettledAttributes>;
export type EarnedRewardRejectedEvent = WebhookData<'earnedRewardRejected', EarnedRewardRejectedAttributes>;
export type FileProcessingResultEvent = WebhookData<'fileProcessingResult', FileProcessingResultAttributes>;

export type WebhookEvent =
  | EarnedRewardApprovedEvent
  | EarnedRewardSettledEvent
  | EarnedRewardRejectedEvent
  | FileProcessingResultEvent;

/** `{data: event}`: the body of a webhook delivery. */
export interface WebhookEnvelope<Event extends WebhookEvent = WebhookEvent> {
  data: Event;
}

/** The results file of a historical upload; `errors` is empty on full success. */
export interface FileProcessingResultFile {
  data: {
    type: 'fileProcessingResult';
    id: string;
    attributes: { fileType: 'historicalTransactionsFile'; fileName: string; fileId: string };
  };
  errors: { status: string; title: string; detail: string; id?: string }[];
}
