import { conflict, invalidPointer, notFound } from '../http/errors.ts';
import { isRecord } from '../http/readJsonBody.ts';
import { signWebhook } from './signWebhook.ts';
import { WEBHOOK_DESTINATION_HOSTS, WEBHOOK_EVENT_TYPES, type WebhookEventType } from './webhookConstants.ts';

/** A webhook subscription: deliveries of one event type go to its URL while it is enabled. */
export interface SandboxSubscription {
  /** `sub_000001`, … */
  id: string;
  eventType: WebhookEventType;
  /** Where deliveries are POSTed: an http(s) URL on 127.0.0.1 or localhost. */
  url: string;
  enabled: boolean;
  /** From the sandbox's clock (ISO 8601). */
  createdAt: string;
}

/** One event the sandbox emitted; its `body` is sent byte for byte on every (re)delivery. */
export interface SandboxWebhookEvent {
  /** The envelope id (`evt_000001`, …): the receiver's idempotency key, kept by redeliveries. */
  id: string;
  type: string;
  /** The user it is about (`relationships.user`), when it names one. */
  userId?: string;
  /** The delivery body, exactly as signed and sent. */
  body: string;
  createdAt: string;
}

/** One delivery attempt of an event to a subscription. */
export interface SandboxWebhookDelivery {
  eventId: string;
  eventType: string;
  subscriptionId: string;
  url: string;
  /** 1 for the first attempt, counting up through the retries. */
  attempt: number;
  /** Whether it came from a redelivery (`POST /sandbox/redeliver`, `redeliver()`). */
  redelivery: boolean;
  /** `in-flight` until the receiver answered (or failed to). */
  outcome: 'in-flight' | 'delivered' | 'failed';
  /** The receiver's status, when it answered. */
  status?: number;
  /** Why it failed: a non-2xx status or the network error. */
  error?: string;
  /** The delay before the next attempt, when one is scheduled. */
  nextAttemptInMs?: number;
}

/** Retry policy of failed deliveries: exponential backoff, bounded. */
export interface SandboxWebhookDeliveryOptions {
  /**
   * Attempts per delivery, the first included; after the last one the delivery stays failed (redeliver
   * it on demand).
   * @default 5
   */
  maxAttempts?: number;
  /**
   * Delay before the first retry, in ms; doubled for each further one.
   * @default 1000
   */
  baseDelayMs?: number;
  /**
   * Longest delay between attempts, in ms.
   * @default 30000
   */
  maxDelayMs?: number;
  /**
   * Time the receiver has to answer one attempt, in ms; longer counts as a failed attempt.
   * @default 10000
   */
  timeoutMs?: number;
}

/** The timers retries are scheduled on (the global ones by default; inject manual ones in tests). */
export interface SandboxTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** What the sandbox's webhooks need. Internal. */
export interface SandboxWebhooksOptions {
  key: string;
  fetch: (request: Request) => Promise<Response>;
  timers: SandboxTimers;
  delivery: SandboxWebhookDeliveryOptions;
  clock: () => Date;
}

/**
 * The sandbox playing the service's notifications: subscriptions, emitted events, signed deliveries with
 * bounded retries, and redelivery of an event with its original envelope id.
 */
export class SandboxWebhooks {
  /** The key deliveries are signed with. */
  readonly key: string;
  /** Subscriptions, in creation order. */
  readonly subscriptions: SandboxSubscription[] = [];
  /** Every event emitted since creation or the last `reset()`, in order. */
  readonly events: SandboxWebhookEvent[] = [];
  /** Every delivery attempt since creation or the last `reset()`, in order. */
  readonly deliveries: SandboxWebhookDelivery[] = [];
  /**
   * Origin and base path of the sandbox as last addressed (asset URLs in events point there).
   * @internal
   */
  assetBase = 'http://127.0.0.1:4010';
  private readonly options: SandboxWebhooksOptions;
  private readonly inFlight = new Set<Promise<void>>();
  private readonly pending = new Set<unknown>();
  private stopped = false;
  private subscriptionCount = 0;
  // Never reset: ids stay unique for the life of this sandbox, so a receiver's store never mistakes a
  // new event for one it processed before a reset.
  private eventCount = 0;

  constructor(options: SandboxWebhooksOptions) {
    this.options = options;
    this.key = options.key;
    const { maxAttempts = 5, baseDelayMs = 1000, maxDelayMs = 30_000, timeoutMs = 10_000 } = options.delivery;
    for (const [name, value, min] of [
      ['maxAttempts', maxAttempts, 1],
      ['baseDelayMs', baseDelayMs, 0],
      ['maxDelayMs', maxDelayMs, 0],
      ['timeoutMs', timeoutMs, 1],
    ] as const) {
      if (!Number.isInteger(value) || value < min) {
        throw new TypeError(
          `createSandbox: webhookDelivery.${name} must be a whole number ≥ ${min}, received ${String(value)}.`,
        );
      }
    }
    this.options.delivery = { maxAttempts, baseDelayMs, maxDelayMs, timeoutMs };
  }

  /**
   * Adds a subscription. 400 for an unknown event type or a destination that is not http(s) on 127.0.0.1
   * or localhost; 409 when the same event type already goes to the same URL.
   */
  subscribe(input: { eventType: unknown; url: unknown; enabled?: unknown }): SandboxSubscription {
    const { eventType, url, enabled = true } = input;
    if (typeof eventType !== 'string' || !(WEBHOOK_EVENT_TYPES as readonly string[]).includes(eventType)) {
      throw invalidPointer(
        '/data/attributes/eventType',
        `eventType ${JSON.stringify(eventType)} is not an event the sandbox sends; use one of ${WEBHOOK_EVENT_TYPES.join(', ')}.`,
      );
    }
    const destination = checkDestination(url);
    if (typeof enabled !== 'boolean') {
      throw invalidPointer('/data/attributes/enabled', 'enabled must be true or false (default true).');
    }
    const same = this.subscriptions.find((s) => s.eventType === eventType && s.url === destination);
    if (same !== undefined) {
      throw conflict(
        `A subscription for ${eventType} to ${destination} exists already (${same.id}); list them with GET …/subscriptions, or delete it first.`,
        same.id,
      );
    }
    this.subscriptionCount += 1;
    const subscription: SandboxSubscription = {
      id: `sub_${String(this.subscriptionCount).padStart(6, '0')}`,
      eventType: eventType as WebhookEventType,
      url: destination,
      enabled,
      createdAt: this.options.clock().toISOString(),
    };
    this.subscriptions.push(subscription);
    return subscription;
  }

  /** The subscription with this id, or 404. */
  subscription(id: string): SandboxSubscription {
    const found = this.subscriptions.find((s) => s.id === id);
    if (found === undefined) {
      throw notFound(`Subscription "${id}" does not exist; list them with GET …/subscriptions.`);
    }
    return found;
  }

  /**
   * Switches a subscription on or off from the PATCH body's `attributes` (404 for an unknown id; 400 unless
   * `enabled` is a boolean: nothing else can change).
   */
  setEnabled(id: string, attributes: unknown): SandboxSubscription {
    const subscription = this.subscription(id);
    if (!isRecord(attributes) || typeof attributes.enabled !== 'boolean') {
      throw invalidPointer(
        '/data/attributes/enabled',
        'The body must be {"data": {"attributes": {"enabled": true|false}}}; only enabled can change.',
      );
    }
    subscription.enabled = attributes.enabled;
    return subscription;
  }

  /** Removes a subscription (404 when unknown); its pending retries are dropped. */
  unsubscribe(id: string): void {
    const index = this.subscriptions.indexOf(this.subscription(id));
    this.subscriptions.splice(index, 1);
  }

  /** Whether an enabled subscription exists for the event type. */
  hasEnabledSubscription(eventType: string): boolean {
    return this.subscriptions.some((s) => s.enabled && s.eventType === eventType);
  }

  /**
   * Emits an event with a new envelope id and delivers it, signed, to every enabled subscription for its
   * type (none: it is only recorded). Returns at once; deliveries run in the background (see `idle()`).
   */
  emit(
    type: string,
    attributes: Record<string, unknown>,
    options: { userId?: string } = {},
  ): SandboxWebhookEvent {
    this.eventCount += 1;
    const id = `evt_${String(this.eventCount).padStart(6, '0')}`;
    const data: Record<string, unknown> = { type, id, attributes };
    if (options.userId !== undefined)
      data.relationships = { user: { data: { type: 'user', id: options.userId } } };
    const event: SandboxWebhookEvent = {
      id,
      type,
      body: JSON.stringify({ data }),
      createdAt: this.options.clock().toISOString(),
    };
    if (options.userId !== undefined) event.userId = options.userId;
    this.events.push(event);
    this.deliverToSubscribers(event, false);
    return event;
  }

  /** Sends an emitted event again, same body and envelope id, to the enabled subscriptions for its type (404 when unknown). */
  redeliver(eventId: string): SandboxWebhookEvent {
    const event = this.events.find((e) => e.id === eventId);
    if (event === undefined) {
      throw notFound(
        `Event "${eventId}" was not emitted by this sandbox (since its last reset); use an eventId from a 202 answer or GET /sandbox/webhook-events.`,
      );
    }
    this.deliverToSubscribers(event, true);
    return event;
  }

  /** Resolves once no delivery attempt is in flight (scheduled retries are not waited for). */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  /** Cancels scheduled retries and sends nothing more until `reset()`. Call it when done with a sandbox. */
  stop(): void {
    this.stopped = true;
    for (const handle of this.pending) this.options.timers.clearTimeout(handle);
    this.pending.clear();
  }

  /** Back to the start: no subscriptions, events or deliveries, retries cancelled, delivering again. */
  reset(): void {
    this.stop();
    this.subscriptions.length = 0;
    this.events.length = 0;
    this.deliveries.length = 0;
    this.stopped = false;
  }

  private deliverToSubscribers(event: SandboxWebhookEvent, redelivery: boolean): void {
    for (const subscription of this.subscriptions) {
      if (subscription.enabled && subscription.eventType === event.type) {
        this.attempt(event, subscription, 1, redelivery);
      }
    }
  }

  private attempt(
    event: SandboxWebhookEvent,
    subscription: SandboxSubscription,
    attempt: number,
    redelivery: boolean,
  ): void {
    if (this.stopped) return;
    const record: SandboxWebhookDelivery = {
      eventId: event.id,
      eventType: event.type,
      subscriptionId: subscription.id,
      url: subscription.url,
      attempt,
      redelivery,
      outcome: 'in-flight',
    };
    this.deliveries.push(record);
    const running: Promise<void> = this.send(event, subscription, record).finally(() =>
      this.inFlight.delete(running),
    );
    this.inFlight.add(running);
  }

  private async send(
    event: SandboxWebhookEvent,
    subscription: SandboxSubscription,
    record: SandboxWebhookDelivery,
  ): Promise<void> {
    const delivery = this.options.delivery as Required<SandboxWebhookDeliveryOptions>;
    try {
      const signature = await signWebhook(event.body, this.key);
      const response = await this.options.fetch(
        new Request(subscription.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'notify-signature': signature,
            'user-agent': 'offerkit-sandbox-webhooks',
          },
          body: event.body,
          signal: AbortSignal.timeout(delivery.timeoutMs),
        }),
      );
      record.status = response.status;
      await response.body?.cancel().catch(() => undefined);
      if (response.ok) {
        record.outcome = 'delivered';
        return;
      }
      record.error = `The receiver answered ${response.status}.`;
    } catch (error) {
      record.error = `The delivery failed: ${error instanceof Error ? error.message : String(error)}`;
    }
    record.outcome = 'failed';
    if (this.stopped || record.attempt >= delivery.maxAttempts) return;
    const delay = Math.min(delivery.baseDelayMs * 2 ** (record.attempt - 1), delivery.maxDelayMs);
    record.nextAttemptInMs = delay;
    const handle = this.options.timers.setTimeout(() => {
      this.pending.delete(handle);
      // A subscription deleted or disabled meanwhile, or an event from before a reset, gets no more attempts.
      if (
        !this.subscriptions.includes(subscription) ||
        !subscription.enabled ||
        !this.events.includes(event)
      ) {
        return;
      }
      this.attempt(event, subscription, record.attempt + 1, record.redelivery);
    }, delay);
    // Pending retries must not keep a Node process alive.
    (handle as { unref?: () => void } | undefined)?.unref?.();
    this.pending.add(handle);
  }
}

/** The destination URL, checked: http(s) on 127.0.0.1 or localhost only. */
function checkDestination(url: unknown): string {
  const pointer = '/data/attributes/url';
  if (typeof url !== 'string' || url === '') {
    throw invalidPointer(
      pointer,
      'url is required: the http(s) URL on 127.0.0.1 or localhost to deliver to.',
    );
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw invalidPointer(
      pointer,
      `url ${JSON.stringify(url)} is not an absolute URL; give e.g. "http://127.0.0.1:4200/webhooks".`,
    );
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw invalidPointer(pointer, `url must use http or https, not ${parsed.protocol}`);
  }
  if (!(WEBHOOK_DESTINATION_HOSTS as readonly string[]).includes(parsed.hostname)) {
    throw invalidPointer(
      pointer,
      `The sandbox delivers only to ${WEBHOOK_DESTINATION_HOSTS.join(' or ')}, not to "${parsed.hostname}"; point the subscription at a server on this machine.`,
    );
  }
  if (parsed.username !== '' || parsed.password !== '') {
    throw invalidPointer(
      pointer,
      'url must not carry a user name or password; the deliveries are signed instead.',
    );
  }
  return parsed.href;
}
