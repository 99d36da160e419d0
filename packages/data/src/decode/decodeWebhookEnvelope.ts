import * as v from 'valibot';
import type { Diagnostic } from '../types/documents.ts';
import type { WebhookEnvelope, WebhookEvent } from '../types/webhooks.ts';
import { DecodeContext, describe, isRecord, issueText, pointer, tolerateEnum } from './context.ts';
import type { DecodeOptions } from './DecodeOptions.ts';
import { decodeFields, decodeItems, decodeWithSchema, parseFirst } from './fields.ts';
import * as s from './schemas.ts';

/** A decoded webhook delivery. */
export interface DecodedWebhookEnvelope extends WebhookEnvelope {
  /** What the decoder dropped or tolerated in this delivery. */
  diagnostics: Diagnostic[];
}

const EVENT_TYPES = [
  'earnedRewardApproved',
  'earnedRewardSettled',
  'earnedRewardRejected',
  'fileProcessingResult',
];

// Members without which an event means nothing: missing or malformed, the delivery cannot be decoded.
const REQUIRED: Readonly<Record<string, v.GenericSchema>> = {
  earnedRewardApproved: v.object(s.earnedRewardCore),
  earnedRewardSettled: v.object(s.earnedRewardCore),
  earnedRewardRejected: v.object({ ...s.earnedRewardCore, reason: s.text }),
  fileProcessingResult: v.object({
    fileName: s.text,
    sentAt: s.text,
    lastModified: s.text,
    downloadUrl: s.text,
  }),
};

const approvedOptional = {
  transactionTimestamp: s.text,
  attributionUrl: s.text,
  name: s.text,
  categoryName: s.text,
  userReward: s.userReward,
  purchaseChannel: v.array(s.text),
  surveyUrl: s.text,
};

// Members that are dropped alone (and reported) when malformed.
const OPTIONAL: Readonly<Record<string, Readonly<Record<string, v.GenericSchema>>>> = {
  earnedRewardApproved: approvedOptional,
  earnedRewardSettled: {
    ...approvedOptional,
    commissionEarned: v.object({ type: s.text, value: s.finiteNumber }),
  },
  earnedRewardRejected: { transactionTimestamp: s.text },
  fileProcessingResult: {},
};

const userRelationship = v.object({
  user: v.object({ data: v.object({ type: v.literal('user'), id: s.text }) }),
});

/**
 * Decodes a webhook delivery body (parsed JSON; verify its `notify-signature` first). Unknown fields are
 * ignored, an unknown rejection `reason` is kept (handle it as a generic rejection), and malformed optional
 * attributes are dropped and reported.
 *
 * @throws {RewardsDecodeError} when the body is not `{data: event}` with a known event type and the
 * event's required attributes. (Acknowledge unknown event types all the same: they may be new.)
 */
export function decodeWebhookEnvelope(json: unknown, options: DecodeOptions = {}): DecodedWebhookEnvelope {
  // Annotated so that `ctx.fail(...)` (returns never) narrows like a throw.
  const ctx: DecodeContext = new DecodeContext(options.onDiagnostic);
  if (!isRecord(json))
    ctx.fail('', `Expected a webhook envelope (an object with data), received ${describe(json)}.`);
  const data = json.data;
  if (!isRecord(data))
    ctx.fail('/data', `Expected the webhook's data to be an object, received ${describe(data)}.`);
  const type = data.type;
  if (typeof type !== 'string' || !EVENT_TYPES.includes(type)) {
    ctx.fail(
      '/data/type',
      `Unknown webhook event type ${describe(type)} (known: ${EVENT_TYPES.join(', ')}).`,
    );
  }
  if (typeof data.id !== 'string' || data.id === '') {
    ctx.fail(
      '/data/id',
      `Expected the webhook's data.id (its idempotency key) to be a string, received ${describe(data.id)}.`,
    );
  }
  const required = parseFirst(REQUIRED[type] as v.GenericSchema, data.attributes);
  if (!required.success) {
    ctx.fail(
      '/data/attributes',
      `The ${type} event lacks a required attribute: ${issueText(required.issues)}.`,
    );
  }
  const rawAttributes = data.attributes as Record<string, unknown>;
  const attributes: Record<string, unknown> = {
    ...(required.output as Record<string, unknown>),
    ...decodeFields(
      rawAttributes,
      OPTIONAL[type] ?? {},
      '/data/attributes',
      ctx,
      (key) => `Dropped attribute ${key}`,
    ),
  };
  if (type === 'earnedRewardApproved' || type === 'earnedRewardSettled') {
    if (rawAttributes.assets !== undefined && rawAttributes.assets !== null) {
      attributes.assets = decodeItems(
        rawAttributes.assets,
        '/data/attributes/assets',
        ctx,
        'attribute assets',
        (item, path) => decodeWithSchema(s.offerAsset, item, path, ctx, 'a malformed asset'),
      );
    }
  }
  if (type === 'earnedRewardRejected') {
    tolerateEnum(
      attributes.reason as string,
      s.REJECTION_REASONS,
      pointer('/data/attributes', 'reason'),
      ctx,
    );
  }
  const event: Record<string, unknown> = { type, id: data.id, attributes };
  if (data.relationships !== undefined && data.relationships !== null) {
    const relationships = decodeWithSchema(
      userRelationship,
      data.relationships,
      '/data/relationships',
      ctx,
      'relationships',
    );
    if (relationships !== undefined) event.relationships = relationships;
  }
  return { data: event as unknown as WebhookEvent, diagnostics: ctx.diagnostics };
}
