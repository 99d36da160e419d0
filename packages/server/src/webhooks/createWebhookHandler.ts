import { type Diagnostic, RewardsDecodeError } from '@offerkit/data';
import { decodeWebhookEnvelope, type WebhookEvent } from '@offerkit/data/backend';
import { getWebhookSignature } from './getWebhookSignature.ts';
import { checkSignature, importHmacKey, keyList } from './hmac.ts';
import type { WebhookStore } from './WebhookStore.ts';

/** An event whose `type` this version does not know (the service may add some): acknowledged, never decoded. */
export interface UnknownWebhookEvent {
  type: string;
  id: string;
  /** As received: untrusted, undecoded. */
  attributes: unknown;
}

/** What `onEvent` gets beside the event. */
export interface WebhookEventContext {
  /** The user the event is about (`relationships.user`), when it names one. */
  userId?: string;
  /** What the decoder dropped or tolerated in this delivery (e.g. an unknown rejection `reason`). */
  diagnostics: Diagnostic[];
  /** The delivery request (headers only: its body has been read). */
  request: Request;
  /**
   * Aborted when this delivery lost its claim on the id while `onEvent` ran (its lease could not be
   * renewed in time, e.g. the process stalled longer than the store's `leaseMs`, and another delivery
   * claimed the id): that delivery may run `onEvent` too, so stop what is not idempotent.
   */
  signal: AbortSignal;
}

/**
 * Something the handler noticed, for the issuer's logs. Its `message` never holds the key, the signature
 * or anything of the body; `diagnostic` is the decoder's own report (it may quote the offending value).
 */
export interface WebhookDiagnostic {
  code:
    | 'method-not-allowed'
    | 'body-already-read'
    | 'body-too-large'
    | 'body-unreadable'
    | 'signature-missing'
    | 'signature-malformed'
    | 'signature-mismatch'
    | 'malformed-json'
    | 'malformed-envelope'
    | 'decode'
    | 'unknown-event-type'
    | 'missing-user'
    | 'duplicate'
    | 'in-progress-timeout'
    | 'lease-renewal-failed'
    | 'lease-lost'
    | 'store-failed'
    | 'handler-failed';
  /** What happened and what to do. */
  message: string;
  /** The envelope id, once the signature is verified and the id read. */
  eventId?: string;
  /** The decoder's diagnostic (`code: 'decode'`). */
  diagnostic?: Diagnostic;
  /** The error thrown by `onEvent` or the store. */
  error?: unknown;
}

/** Options of {@link createWebhookHandler}. */
export interface WebhookHandlerOptions {
  /** The webhook key the service signs with. */
  key?: string;
  /** Several accepted keys, e.g. the current and the next one while rotating; any of them verifies. */
  keys?: readonly string[];
  /** Where processed ids, earned rewards and upload results are kept (`memoryWebhookStore`, `postgresWebhookStore`). */
  store: WebhookStore;
  /**
   * Called once per envelope id, after the store recorded the event's effect (so a reward is listed before
   * you notify the user). Throw to make the service redeliver: the id stays unprocessed and the answer is 500.
   * At least once: it runs again after a throw, a crash before the id was marked done, or a claim lost
   * (`context.signal`), so make its side effects idempotent with `event.id` as the key.
   */
  onEvent(event: WebhookEvent, context: WebhookEventContext): void | Promise<void>;
  /** Called once per id for event types this version does not know; they are acknowledged either way. */
  onUnknownEvent?(event: UnknownWebhookEvent, context: WebhookEventContext): void | Promise<void>;
  /** Rejected deliveries, tolerated oddities and failures, for logs and metrics. */
  onDiagnostic?(diagnostic: WebhookDiagnostic): void;
  /**
   * Largest accepted body in bytes; larger → 413 without reading further.
   * @default 1048576 (1 MiB)
   */
  maxBodyBytes?: number;
  /**
   * How long a delivery waits while another request processes the same id (then it answers as that one
   * finished: 200 when done, or processes it itself when that one failed), in ms; after that, 503.
   * @default 10000
   */
  inProgressWaitMs?: number;
}

const KNOWN_TYPES = new Set([
  'earnedRewardApproved',
  'earnedRewardSettled',
  'earnedRewardRejected',
  'fileProcessingResult',
]);
const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };
const TITLES: Readonly<Record<number, string>> = {
  400: 'Invalid Request',
  401: 'Unauthorized Error',
  405: 'Method Not Allowed',
  413: 'Payload Too Large',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/**
 * A Web-standard webhook endpoint (`(request) => Promise<Response>`) for the rewards service's
 * notifications. It reads the raw body once, verifies `notify-signature` (HMAC-SHA256, any of the keys)
 * BEFORE parsing anything, decodes the envelope with `@offerkit/data`, and uses the envelope `id` as the
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

/**
 * Renews a claim every third of the store's lease until `stop()`, so that an `onEvent` slower than the
 * lease keeps it. A renewal the store refuses (the claim was taken over) aborts `lease`; one that fails
 * (the store is unreachable) is reported and tried again at the next beat.
 */
function holdLease(
  store: WebhookStore,
  id: string,
  token: string,
  lease: AbortController,
  report: (diagnostic: WebhookDiagnostic) => void,
): { stop(): Promise<void> } {
  // setTimeout fires at once beyond 2^31 − 1 ms: a lease of months must not renew in a tight loop.
  const every = Math.min(Math.max(1, Math.floor(store.leaseMs / 3)), 2_147_483_647);
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let renewing: Promise<void> = Promise.resolve();
  const beat = () => {
    renewing = store.renew(id, token).then(
      (held) => {
        if (!held) lease.abort(new Error('The claim on this webhook event was lost.'));
      },
      (error: unknown) =>
        report({
          code: 'lease-renewal-failed',
          eventId: id,
          message:
            'Renewing the claim on the event failed (the store is unreachable?); it is tried again at the next beat.',
          error,
        }),
    );
    void renewing.then(() => {
      if (!stopped && !lease.signal.aborted) timer = setTimeout(beat, every);
    });
  };
  timer = setTimeout(beat, every);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await renewing;
    },
  };
}

/** Claims an id; while another request holds it, polls (backing off) until it is done, released or the wait ends. */
async function claimWithWait(store: WebhookStore, id: string, waitMs: number) {
  const deadline = Date.now() + waitMs;
  let pause = 10;
  for (;;) {
    let claim: Awaited<ReturnType<WebhookStore['claim']>>;
    try {
      claim = await store.claim(id);
    } catch (error) {
      return error instanceof Error ? error : new Error(String(error));
    }
    const left = deadline - Date.now();
    if (claim.status !== 'in-progress' || left <= 0) return claim;
    await new Promise((resolve) => setTimeout(resolve, Math.min(pause, left)));
    pause = Math.min(pause * 2, 250);
  }
}

/** The body's bytes, or `undefined` when larger than `max` (the stream is cancelled, not read to the end). */
async function readBody(request: Request, max: number): Promise<Uint8Array<ArrayBuffer> | undefined> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > max) return undefined;
  if (request.body === null) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > max) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** `data.type` and `data.id` when the body has the envelope's shape. */
function envelopeHead(json: unknown): { type: string; id: string } | undefined {
  if (!isRecord(json) || !isRecord(json.data)) return undefined;
  const { type, id } = json.data;
  if (typeof type !== 'string' || type === '' || typeof id !== 'string' || id === '') return undefined;
  return { type, id };
}

function userOf(json: unknown): string | undefined {
  const id = (json as { data?: { relationships?: { user?: { data?: { id?: unknown } } } } }).data
    ?.relationships?.user?.data?.id;
  return typeof id === 'string' && id !== '' ? id : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function okResponse(status: 'processed' | 'duplicate'): Response {
  return new Response(JSON.stringify({ status }), { status: 200, headers: JSON_HEADERS });
}

// Error documents name the problem only: never the key, the signature or anything of the body.
function errorResponse(status: number, detail: string, headers: Record<string, string>): Response {
  return new Response(
    JSON.stringify({
      errors: [{ status: String(status), title: TITLES[status] ?? `Error ${status}`, detail }],
    }),
    { status, headers: { ...JSON_HEADERS, ...headers } },
  );
}
