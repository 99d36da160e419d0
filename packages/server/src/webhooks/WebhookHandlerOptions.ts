import type { Diagnostic } from '@offerkit/data';
import type { WebhookEvent } from '@offerkit/data/backend';
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
