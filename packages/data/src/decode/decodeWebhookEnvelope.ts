import * as v from 'valibot';
import type { Diagnostic } from '../types/documents.ts';
import type { WebhookEnvelope, WebhookEvent } from '../types/webhooks.ts';
import { DecodeContext, isRecord, pointer } from './context.ts';
import type { DecodeOptions } from './DecodeOptions.ts';
import { describeShape, quoteSafely } from './describeValue.ts';
import { parseFirst } from './fields.ts';
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

// A delivery carries a user's transaction: its diagnostics (log lines) describe a bad value's shape and
// never quote it (valibot's own messages do), so a card number or an email in the wrong member stays out.

/** The first valibot issue as "expected …, received {shape} at /pointer". */
function issueShape(issues: readonly v.BaseIssue<unknown>[]): string {
  const issue = issues[0];
  if (issue === undefined) return 'invalid value';
  const keys = (issue.path ?? []).map((item) => item.key as string | number);
  const text = `expected ${issue.expected ?? issue.type}, received ${describeShape(issue.input)}`;
  return keys.length === 0 ? text : `${text} at ${pointer('', ...keys)}`;
}

/** `schema`'s output, or `undefined` after dropping `path` with "{what}: {issue}". */
function decodeOrDrop(
  schema: v.GenericSchema,
  value: unknown,
  path: string,
  ctx: DecodeContext,
  what: string,
): unknown {
  const result = parseFirst(schema, value);
  if (result.success) return result.output;
  ctx.drop(path, `${what}: ${issueShape(result.issues)}.`);
  return undefined;
}

/** The optional members that fit their schema; each one that does not is dropped alone and reported. */
function decodeOptional(
  input: Record<string, unknown>,
  schemas: Readonly<Record<string, v.GenericSchema>>,
  path: string,
  ctx: DecodeContext,
): Record<string, unknown> {
  const output: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(schemas)) {
    const value = Object.hasOwn(input, key) ? input[key] : undefined;
    if (value === undefined || value === null) continue;
    const decoded = decodeOrDrop(schema, value, pointer(path, key), ctx, `Dropped attribute ${key}`);
    if (decoded !== undefined) output[key] = decoded;
  }
  return output;
}

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
    ctx.fail('', `Expected a webhook envelope (an object with data), received ${describeShape(json)}.`);
  const data = json.data;
  if (!isRecord(data))
    ctx.fail('/data', `Expected the webhook's data to be an object, received ${describeShape(data)}.`);
  const type = data.type;
  if (typeof type !== 'string' || !EVENT_TYPES.includes(type)) {
    ctx.fail(
      '/data/type',
      `Unknown webhook event type ${quoteSafely(type)} (known: ${EVENT_TYPES.join(', ')}).`,
    );
  }
  if (typeof data.id !== 'string' || data.id === '') {
    ctx.fail(
      '/data/id',
      `Expected the webhook's data.id (its idempotency key) to be a string, received ${describeShape(data.id)}.`,
    );
  }
  const required = parseFirst(REQUIRED[type] as v.GenericSchema, data.attributes);
  if (!required.success) {
    ctx.fail(
      '/data/attributes',
      `The ${type} event lacks a required attribute: ${issueShape(required.issues)}.`,
    );
  }
  const rawAttributes = data.attributes as Record<string, unknown>;
  const attributes: Record<string, unknown> = {
    ...(required.output as Record<string, unknown>),
    ...decodeOptional(rawAttributes, OPTIONAL[type] ?? {}, '/data/attributes', ctx),
  };
  if (type === 'earnedRewardApproved' || type === 'earnedRewardSettled') {
    const assets = rawAttributes.assets;
    if (Array.isArray(assets)) {
      attributes.assets = assets
        .map((item, index) =>
          decodeOrDrop(
            s.offerAsset,
            item,
            pointer('/data/attributes/assets', index),
            ctx,
            'Dropped a malformed asset',
          ),
        )
        .filter((asset) => asset !== undefined);
    } else if (assets !== undefined && assets !== null) {
      ctx.drop(
        '/data/attributes/assets',
        `Dropped attribute assets: expected an array, received ${describeShape(assets)}.`,
      );
      attributes.assets = [];
    }
  }
  if (type === 'earnedRewardRejected' && !s.REJECTION_REASONS.includes(attributes.reason as string)) {
    ctx.tolerate(
      '/data/attributes/reason',
      `Unknown value ${quoteSafely(attributes.reason)} kept as is (known: ${s.REJECTION_REASONS.join(', ')}).`,
    );
  }
  const event: Record<string, unknown> = { type, id: data.id, attributes };
  if (data.relationships !== undefined && data.relationships !== null) {
    const relationships = decodeOrDrop(
      userRelationship,
      data.relationships,
      '/data/relationships',
      ctx,
      'Dropped relationships',
    );
    if (relationships !== undefined) event.relationships = relationships;
  }
  return { data: event as unknown as WebhookEvent, diagnostics: ctx.diagnostics };
}
