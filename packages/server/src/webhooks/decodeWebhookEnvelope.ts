import { type DecodeOptions, type Diagnostic, RewardsDecodeError } from '@offerkit/data';
import {
  describeShape,
  quoteSafely,
  WEBHOOK_EVENT_SCHEMAS,
  type WebhookEnvelope,
  type WebhookEvent,
} from '@offerkit/data/backend';
import * as v from 'valibot';
import { isRecord } from './webhookResponses.ts';

/** A decoded webhook delivery. */
export interface DecodedWebhookEnvelope extends WebhookEnvelope {
  /** What the decoder dropped or tolerated in this delivery. */
  diagnostics: Diagnostic[];
}

const { eventTypes, required, optional, asset, userRelationship, rejectionReasons } = WEBHOOK_EVENT_SCHEMAS;

/** Appends keys to a JSON pointer, escaping `~` and `/` (RFC 6901). */
function pointer(base: string, ...keys: readonly (string | number)[]): string {
  return keys.reduce<string>(
    (path, key) => `${path}/${String(key).replaceAll('~', '~0').replaceAll('/', '~1')}`,
    base,
  );
}

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

/** The diagnostics of one delivery. */
interface Diagnostics {
  readonly diagnostics: Diagnostic[];
  drop(path: string, reason: string): void;
  tolerate(path: string, reason: string): void;
  /** Gives up on the whole delivery: the only way the decoder throws. */
  fail(path: string, reason: string): never;
}

/** Collects the diagnostics of one delivery, told to `onDiagnostic` as they happen. */
function diagnosticsOf(options: DecodeOptions): Diagnostics {
  const diagnostics: Diagnostic[] = [];
  const report = (diagnostic: Diagnostic): void => {
    diagnostics.push(diagnostic);
    options.onDiagnostic?.(diagnostic);
  };
  return {
    diagnostics,
    drop: (path: string, reason: string) => report({ path, reason, severity: 'dropped' }),
    tolerate: (path: string, reason: string) => report({ path, reason, severity: 'tolerated' }),
    fail(path: string, reason: string): never {
      report({ path, reason, severity: 'dropped' });
      throw new RewardsDecodeError(
        `${reason} Check that the request reached the rewards service (base URL, proxy) and not another page.`,
        [...diagnostics],
      );
    },
  };
}

const parseFirst = (schema: v.GenericSchema, value: unknown) =>
  v.safeParse(schema, value, { abortEarly: true });

/** `schema`'s output, or `undefined` after dropping `path` with "{what}: {issue}". */
function decodeOrDrop(
  schema: v.GenericSchema,
  value: unknown,
  path: string,
  report: Diagnostics,
  what: string,
): unknown {
  const result = parseFirst(schema, value);
  if (result.success) return result.output;
  report.drop(path, `${what}: ${issueShape(result.issues)}.`);
  return undefined;
}

/** The optional members that fit their schema; each one that does not is dropped alone and reported. */
function decodeOptional(
  input: Record<string, unknown>,
  schemas: Readonly<Record<string, v.GenericSchema>>,
  path: string,
  report: Diagnostics,
): Record<string, unknown> {
  const output: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(schemas)) {
    const value = Object.hasOwn(input, key) ? input[key] : undefined;
    if (value === undefined || value === null) continue;
    const decoded = decodeOrDrop(schema, value, pointer(path, key), report, `Dropped attribute ${key}`);
    if (decoded !== undefined) output[key] = decoded;
  }
  return output;
}

/** An earned reward's `assets`: the well-formed ones; a malformed one dropped alone, a non-array as `[]`. */
function decodeAssets(assets: unknown, report: Diagnostics): unknown[] | undefined {
  if (Array.isArray(assets)) {
    return assets
      .map((item, index) =>
        decodeOrDrop(
          asset,
          item,
          pointer('/data/attributes/assets', index),
          report,
          'Dropped a malformed asset',
        ),
      )
      .filter((item) => item !== undefined);
  }
  if (assets === undefined || assets === null) return undefined;
  report.drop(
    '/data/attributes/assets',
    `Dropped attribute assets: expected an array, received ${describeShape(assets)}.`,
  );
  return [];
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
  // Annotated so that `report.fail(...)` (returns never) narrows like a throw.
  const report: Diagnostics = diagnosticsOf(options);
  if (!isRecord(json))
    report.fail('', `Expected a webhook envelope (an object with data), received ${describeShape(json)}.`);
  const data = json.data;
  if (!isRecord(data))
    report.fail('/data', `Expected the webhook's data to be an object, received ${describeShape(data)}.`);
  const type = data.type;
  if (typeof type !== 'string' || !eventTypes.includes(type)) {
    report.fail(
      '/data/type',
      `Unknown webhook event type ${quoteSafely(type)} (known: ${eventTypes.join(', ')}).`,
    );
  }
  if (typeof data.id !== 'string' || data.id === '') {
    report.fail(
      '/data/id',
      `Expected the webhook's data.id (its idempotency key) to be a string, received ${describeShape(data.id)}.`,
    );
  }
  const requiredMembers = parseFirst(required[type] as v.GenericSchema, data.attributes);
  if (!requiredMembers.success) {
    report.fail(
      '/data/attributes',
      `The ${type} event lacks a required attribute: ${issueShape(requiredMembers.issues)}.`,
    );
  }
  const rawAttributes = data.attributes as Record<string, unknown>;
  const attributes: Record<string, unknown> = {
    ...(requiredMembers.output as Record<string, unknown>),
    ...decodeOptional(rawAttributes, optional[type] ?? {}, '/data/attributes', report),
  };
  if (type === 'earnedRewardApproved' || type === 'earnedRewardSettled') {
    const assets = decodeAssets(rawAttributes.assets, report);
    if (assets !== undefined) attributes.assets = assets;
  }
  if (type === 'earnedRewardRejected' && !rejectionReasons.includes(attributes.reason as string)) {
    report.tolerate(
      '/data/attributes/reason',
      `Unknown value ${quoteSafely(attributes.reason)} kept as is (known: ${rejectionReasons.join(', ')}).`,
    );
  }
  const event: Record<string, unknown> = { type, id: data.id, attributes };
  if (data.relationships !== undefined && data.relationships !== null) {
    const relationships = decodeOrDrop(
      userRelationship,
      data.relationships,
      '/data/relationships',
      report,
      'Dropped relationships',
    );
    if (relationships !== undefined) event.relationships = relationships;
  }
  return { data: event as unknown as WebhookEvent, diagnostics: report.diagnostics };
}
