import * as v from 'valibot';
import * as s from './schemas.ts';

const approvedOptional = {
  transactionTimestamp: s.text,
  attributionUrl: s.text,
  name: s.text,
  categoryName: s.text,
  userReward: s.userReward,
  purchaseChannel: v.array(s.text),
  surveyUrl: s.text,
};

/**
 * The contract's webhook events as valibot schemas, for a backend's decoder (`decodeWebhookEnvelope` in
 * `@offerkit/server`): the event types, the members without which an event means nothing (`required`), the
 * members dropped alone when malformed (`optional`), an asset, the user relationship and the known
 * rejection reasons. They share their pieces with the earned-rewards decoder here, so the two read an
 * earned reward alike.
 */
export const WEBHOOK_EVENT_SCHEMAS = {
  eventTypes: [
    'earnedRewardApproved',
    'earnedRewardSettled',
    'earnedRewardRejected',
    'fileProcessingResult',
  ] as readonly string[],
  required: {
    earnedRewardApproved: v.object(s.earnedRewardCore),
    earnedRewardSettled: v.object(s.earnedRewardCore),
    earnedRewardRejected: v.object({ ...s.earnedRewardCore, reason: s.text }),
    fileProcessingResult: v.object({
      fileName: s.text,
      sentAt: s.text,
      lastModified: s.text,
      downloadUrl: s.text,
    }),
  } as Readonly<Record<string, v.GenericSchema>>,
  optional: {
    earnedRewardApproved: approvedOptional,
    earnedRewardSettled: {
      ...approvedOptional,
      commissionEarned: v.object({ type: s.text, value: s.finiteNumber }),
    },
    earnedRewardRejected: { transactionTimestamp: s.text },
    fileProcessingResult: {},
  } as Readonly<Record<string, Readonly<Record<string, v.GenericSchema>>>>,
  asset: s.offerAsset as v.GenericSchema,
  userRelationship: v.object({
    user: v.object({ data: v.object({ type: v.literal('user'), id: s.text }) }),
  }) as v.GenericSchema,
  rejectionReasons: s.REJECTION_REASONS as readonly string[],
} as const;
