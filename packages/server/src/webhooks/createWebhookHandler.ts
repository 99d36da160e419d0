import { RewardsDecodeError } from '@offerkit/data';
import { WEBHOOK_EVENT_SCHEMAS, type WebhookEvent } from '@offerkit/data/backend';
import { decodeWebhookEnvelope } from './decodeWebhookEnvelope.ts';
import { getWebhookSignature } from './getWebhookSignature.ts';
import { checkSignature, importHmacKey, keyList } from './hmac.ts';
import type {
  UnknownWebhookEvent,
  WebhookDiagnostic,
  WebhookEventContext,
  WebhookHandlerOptions,
} from './WebhookHandlerOptions.ts';
import { claimWithWait, holdLease } from './webhookLease.ts';
import { envelopeHead, errorResponse, okResponse, readBody, userOf } from './webhookResponses.ts';

// Event types this version decodes; others are acknowledged and never decoded.
const KNOWN_TYPES = new Set(WEBHOOK_EVENT_SCHEMAS.eventTypes);

/**
 * A Web-standard webhook endpoint (`(request) => Promise<Response>`) for the rewards service's
 * notifications. It reads the raw body once, verifies `notify-signature` (HMAC-SHA256, any of the keys)
 * BEFORE parsing anything, decodes the envelope (`decodeWebhookEnvelope`), and uses the envelope `id` as the
 * idempotency key: each id reaches `onEvent` once, also when deliveries of it race or reach different
 * instances sharing the store; the claim's lease is renewed while `onEvent` runs, so a slow one is never
 * run twice at once. Answers: 200 processed (the id is recorded done) or duplicate (also unknown event
 * types), 400 a malformed envelope, 401 a bad signature, 405 not POST, 413 too large, 500 `onEvent` failed
 * (redelivery will process it), 503 the store failed, a concurrent delivery of the id did not finish in
 * time, or this delivery lost its claim. `onEvent`'s side effects are at-least-once: make them idempotent
 * with `event.id`.
 * Mount it before any body parser: it needs the bytes exactly as sent.
 */
export function createWebhookHandler(
  options: WebhookHandlerOptions,
): (request: Request) => Promise<Response> {
  const keys = Promise.all(keyList(options).map(importHmacKey));
  const maxBodyBytes = options.maxBodyBytes ?? 1_048_576;
  const inProgressWaitMs = options.inProgressWaitMs ?? 10_000;
  // NaN or Infinity would switch a limit off without a word: any body read whole, a wait without end.
  if (!(typeof maxBodyBytes === 'number' && Number.isFinite(maxBodyBytes) && maxBodyBytes > 0)) {
    throw new TypeError(
      `createWebhookHandler: maxBodyBytes must be a positive number of bytes, received ${String(maxBodyBytes)}; e.g. 1048576 (1 MiB).`,
    );
  }
  if (!(typeof inProgressWaitMs === 'number' && Number.isFinite(inProgressWaitMs) && inProgressWaitMs >= 0)) {
    throw new TypeError(
      `createWebhookHandler: inProgressWaitMs must be zero or more milliseconds, received ${String(inProgressWaitMs)}; e.g. 10000.`,
    );
  }
  const { store } = options;
  if (store === undefined || typeof store.claim !== 'function') {
    throw new TypeError(
      'createWebhookHandler: store is missing; pass memoryWebhookStore() or postgresWebhookStore({pool}).',
    );
  }
  if (typeof store.renew !== 'function' || !(store.leaseMs > 0)) {
    throw new TypeError(
      'createWebhookHandler: the store has no renew() or leaseMs (a WebhookStore written for an older version); implement both, see WebhookStore.',
    );
  }
  if (typeof options.onEvent !== 'function') {
    throw new TypeError('createWebhookHandler: onEvent is missing; pass a function that handles each event.');
  }
  const report = (diagnostic: WebhookDiagnostic): void => {
    try {
      options.onDiagnostic?.(diagnostic);
    } catch {
      // A failing logger must not turn a delivery into an error.
    }
  };
  const fail = (status: number, diagnostic: WebhookDiagnostic, headers: Record<string, string> = {}) => {
    report(diagnostic);
    return errorResponse(status, diagnostic.message, headers);
  };

  return async (request: Request): Promise<Response> => {
    if (request.method !== 'POST') {
      return fail(
        405,
        {
          code: 'method-not-allowed',
          message: `Webhook deliveries are POST requests, not ${request.method}.`,
        },
        { allow: 'POST' },
      );
    }
    if (request.bodyUsed) {
      return fail(500, {
        code: 'body-already-read',
        message:
          'The request body was read before the webhook handler (a body parser ran first); mount the handler before any body parser so it can verify the raw bytes.',
      });
    }
    let bytes: Uint8Array<ArrayBuffer> | undefined;
    try {
      bytes = await readBody(request, maxBodyBytes);
    } catch (error) {
      return fail(400, {
        code: 'body-unreadable',
        message:
          'The delivery body could not be read to its end (the connection broke?); the service will redeliver it.',
        error,
      });
    }
    if (bytes === undefined) {
      return fail(413, {
        code: 'body-too-large',
        message: `The delivery is larger than ${maxBodyBytes} bytes; raise maxBodyBytes if such deliveries are expected.`,
      });
    }
    const check = await checkSignature(bytes, getWebhookSignature(request), await keys);
    if (check !== 'valid') {
      const messages = {
        missing: 'The notify-signature header is missing; deliveries must be signed by the rewards service.',
        malformed:
          'The notify-signature header is not a base64 HMAC-SHA256 value; deliveries must be signed by the rewards service.',
        mismatch:
          'The notify-signature does not match the body with any configured webhook key; check the key (during a rotation pass both keys).',
      } as const;
      return fail(401, { code: `signature-${check}`, message: messages[check] });
    }

    // Verified: only now is the body parsed.
    let json: unknown;
    try {
      json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    } catch {
      return fail(400, {
        code: 'malformed-json',
        message: 'The delivery body is not UTF-8 JSON; expected {"data": {"type", "id", "attributes"}}.',
      });
    }
    const head = envelopeHead(json);
    if (head === undefined) {
      return fail(400, {
        code: 'malformed-envelope',
        message:
          'The delivery is not a webhook envelope; expected {"data": {"type": string, "id": non-empty string, "attributes": {...}}}.',
      });
    }
    const { id, type } = head;
    const lease = new AbortController();
    const context: WebhookEventContext = { diagnostics: [], request, signal: lease.signal };

    let unknown: UnknownWebhookEvent | undefined;
    let event: WebhookEvent | undefined;
    if (!KNOWN_TYPES.has(type)) {
      unknown = { type, id, attributes: (json as { data: { attributes?: unknown } }).data.attributes };
      report({
        code: 'unknown-event-type',
        eventId: id,
        message:
          'Acknowledged an event of a type this version does not know (passed to onUnknownEvent); update @offerkit/server to handle it.',
      });
    } else {
      try {
        event = decodeWebhookEnvelope(json, {
          onDiagnostic: (diagnostic) => {
            context.diagnostics.push(diagnostic);
            report({
              code: 'decode',
              eventId: id,
              message: `The decoder ${diagnostic.severity} a member of the ${type} event at ${diagnostic.path} (details in \`diagnostic\`).`,
              diagnostic,
            });
          },
        }).data;
      } catch (error) {
        if (!(error instanceof RewardsDecodeError)) throw error;
        const where = error.diagnostics.map((diagnostic) => diagnostic.path).join(', ') || '/';
        return fail(400, {
          code: 'malformed-envelope',
          eventId: id,
          message: `The ${type} delivery lacks a required member or has a malformed one (at ${where}); it cannot be processed.`,
        });
      }
    }
    // The decoded relationship (a malformed one was dropped); the raw one only for unknown types.
    const userId = event === undefined ? userOf(json) : event.relationships?.user?.data.id;
    if (userId !== undefined) context.userId = userId;

    const claimed = await claimWithWait(store, id, inProgressWaitMs);
    if (claimed instanceof Error) {
      return fail(503, {
        code: 'store-failed',
        eventId: id,
        message: 'The webhook store could not be reached; the delivery will be retried by the service.',
        error: claimed,
      });
    }
    if (claimed.status === 'duplicate') {
      report({
        code: 'duplicate',
        eventId: id,
        message: 'A redelivery of an event already processed; acknowledged.',
      });
      return okResponse('duplicate');
    }
    if (claimed.status === 'in-progress') {
      return fail(
        503,
        {
          code: 'in-progress-timeout',
          eventId: id,
          message: `Another delivery of this event was still being processed after ${inProgressWaitMs} ms; retry later.`,
        },
        { 'retry-after': '5' },
      );
    }

    const { token } = claimed;
    const heartbeat = holdLease(store, id, token, lease, report);
    let stage: 'store' | 'handler' = 'store';
    try {
      if (event !== undefined) {
        if (event.type === 'fileProcessingResult') {
          await store.recordFileProcessingResult(event);
        } else if (userId !== undefined) {
          await store.recordEarnedReward(userId, event);
        } else {
          report({
            code: 'missing-user',
            eventId: id,
            message: `The ${event.type} event names no user (relationships.user); it was passed to onEvent but not stored as an earned reward.`,
          });
        }
        // A claim lost while recording (a stalled process): the delivery that took it over runs onEvent.
        if (lease.signal.aborted) throw lease.signal.reason;
        stage = 'handler';
        await options.onEvent(event, context);
      } else if (unknown !== undefined) {
        stage = 'handler';
        await options.onUnknownEvent?.(unknown, context);
      }
      stage = 'store';
      // No renewal may run after this point: the claim ends with markDone, never with a stale token.
      await heartbeat.stop();
      if (lease.signal.aborted || !(await store.markDone(id, token))) return leaseLost(id);
    } catch (error) {
      await heartbeat.stop();
      if (lease.signal.aborted) return leaseLost(id, error);
      await store.release(id, token).catch(() => undefined);
      return stage === 'handler'
        ? fail(500, {
            code: 'handler-failed',
            eventId: id,
            message: 'onEvent failed; the event was not marked processed, so the service will redeliver it.',
            error,
          })
        : fail(503, {
            code: 'store-failed',
            eventId: id,
            message:
              'The webhook store failed while recording the event; the delivery will be retried by the service.',
            error,
          });
    }
    return okResponse('processed');
  };

  /** This delivery's claim was taken over: it did not mark the id done, so the service is asked to retry. */
  function leaseLost(id: string, error?: unknown): Response {
    const diagnostic: WebhookDiagnostic = {
      code: 'lease-lost',
      eventId: id,
      message: `This delivery lost its claim on the event while onEvent ran (no lease renewal within the store's leaseMs of ${store.leaseMs} ms), and another delivery claimed it, so onEvent may run twice; the redelivery will be acknowledged once that one is done. Raise leaseMs if the process stalls that long, and make onEvent idempotent by the event id.`,
    };
    if (error !== undefined) diagnostic.error = error;
    return fail(503, diagnostic, { 'retry-after': '5' });
  }
}
