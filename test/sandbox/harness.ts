import {
  createRewardsClient,
  type Offer,
  type RewardsClient,
  type RewardsClientOptions,
  SUPPORTED_COMPONENTS,
  type SupportedComponent,
} from '@offerkit/data';
import {
  SANDBOX_WEBHOOK_KEY,
  type Sandbox,
  type SandboxOptions,
  sandboxHandlers,
  type TransactionOutcome,
} from '@offerkit/sandbox';
import { startSandboxServer } from '@offerkit/sandbox/server';
import { createWebhookHandler, memoryWebhookStore } from '@offerkit/server';
import { setupServer } from 'msw/node';

/** The two ways the sandbox is reached: its Node server on 127.0.0.1, or MSW intercepting fetch in Node. */
export const TRANSPORTS = ['node server', 'msw'] as const;
export type TransportKind = (typeof TRANSPORTS)[number];

/** A response read whole; `body` is its JSON (undefined when not JSON), typed by the caller. */
export interface RawResponse<Body = unknown> {
  status: number;
  headers: Headers;
  text: string;
  body: Body;
}

export interface RawInit {
  body?: unknown;
  headers?: Record<string, string>;
  /** The bearer token; `null` sends no Authorization header. Defaults to the sandbox's token. */
  token?: string | null;
}

/** A sandbox reached over one transport, with raw-fetch helpers for the endpoints the client lacks. */
export interface Harness {
  kind: TransportKind;
  /** The base URL a client uses (origin plus the sandbox's base path). */
  baseUrl: string;
  sandbox: Sandbox;
  /** `/v2/issuers/{organizationId}{rest}`, without the base path. */
  orgPath(rest: string): string;
  /** A request to `baseUrl + path` (path without the base path) or to an absolute URL. */
  request<Body = unknown>(method: string, path: string, init?: RawInit): Promise<RawResponse<Body>>;
  close(): Promise<void>;
}

/**
 * Starts a sandbox behind a transport. The MSW transport serves it under a path prefix
 * (`http://sandbox.test/api/rewards`), so base-path handling is exercised too.
 */
export async function startHarness(kind: TransportKind, options: SandboxOptions = {}): Promise<Harness> {
  let baseUrl: string;
  let sandbox: Sandbox;
  let close: () => Promise<void>;
  if (kind === 'node server') {
    const server = await startSandboxServer({ ...options, port: 0 });
    baseUrl = server.url;
    sandbox = server.sandbox;
    close = () => server.close();
  } else {
    baseUrl = 'http://sandbox.test/api/rewards';
    const handlers = sandboxHandlers({ ...options, baseUrl });
    const server = setupServer(...handlers);
    server.listen({ onUnhandledRequest: 'error' });
    sandbox = handlers.sandbox;
    close = async () => server.close();
  }
  const harness: Harness = {
    kind,
    baseUrl,
    sandbox,
    orgPath: (rest) => `/v2/issuers/${sandbox.organizationId}${rest}`,
    async request<Body>(method: string, path: string, init: RawInit = {}): Promise<RawResponse<Body>> {
      const headers: Record<string, string> = { accept: 'application/json', ...init.headers };
      const token = init.token === undefined ? sandbox.token : init.token;
      if (token !== null) headers.authorization = `Bearer ${token}`;
      let body: string | undefined;
      if (init.body !== undefined) {
        body = typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
        headers['content-type'] = 'application/json';
      }
      const url = /^https?:/.test(path) ? path : `${baseUrl}${path}`;
      const response = await fetch(url, { method, headers, body });
      const text = await response.text();
      let parsed: unknown;
      try {
        parsed = text === '' ? undefined : JSON.parse(text);
      } catch {
        parsed = undefined;
      }
      return { status: response.status, headers: response.headers, text, body: parsed as Body };
    },
    close,
  };
  return harness;
}

/** A {@link Harness} for one suite, with a client of it and the new customer's id. */
export interface HarnessSuite extends Harness {
  /** A `@offerkit/data` client of the sandbox, authenticated with its token (see {@link clientFor}). */
  readonly client: RewardsClient;
  /** The new customer: enrolled, history sent, nothing activated yet. */
  readonly userId: string;
}

/**
 * Starts a sandbox behind `kind` for the enclosing `describe` (before all its tests), resets it before each
 * test and closes it after all. The returned object is usable inside tests and hooks; a `beforeEach`
 * registered before this call runs before the reset.
 */
export function useHarness(kind: TransportKind, options: SandboxOptions = {}): HarnessSuite {
  let started: { harness: Harness; client: RewardsClient } | undefined;
  const current = () => {
    if (started === undefined) {
      throw new Error(
        'useHarness: the sandbox starts in beforeAll; use the harness inside a test or a hook.',
      );
    }
    return started;
  };
  beforeAll(async () => {
    const harness = await startHarness(kind, options);
    started = { harness, client: clientFor(harness) };
  });
  afterAll(() => current().harness.close());
  beforeEach(() => current().harness.sandbox.reset());
  return {
    kind,
    get baseUrl() {
      return current().harness.baseUrl;
    },
    get sandbox() {
      return current().harness.sandbox;
    },
    get client() {
      return current().client;
    },
    get userId() {
      return current().harness.sandbox.newCustomerId;
    },
    orgPath: (rest) => current().harness.orgPath(rest),
    request: <Body>(method: string, path: string, init?: RawInit) =>
      current().harness.request<Body>(method, path, init),
    close: () => current().harness.close(),
  };
}

/** A user resource for Create / Update User, enrolled in `CARDLINKED` unless `attributes` says otherwise. */
export function userItem(id: string, attributes: Record<string, unknown> = {}) {
  return { type: 'user', id, attributes: { enrolledRewards: ['CARDLINKED'], ...attributes } };
}

/**
 * Great-circle distance in miles (haversine), written here apart from `@offerkit/data`'s `distanceMiles` so
 * the sandbox's radius search is checked against an independent computation.
 */
export function miles(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const h =
    Math.sin(rad(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(rad(b.longitude - a.longitude) / 2) ** 2;
  return 2 * 3958.8 * Math.asin(Math.sqrt(h));
}

/**
 * The issuer's side of the sandbox's webhooks: `@offerkit/server`'s handler on the sandbox's signing key,
 * with a memory store, and the ids of the events it handed on (a redelivery is stored once, handed on once).
 */
export function webhookReceiver() {
  const store = memoryWebhookStore();
  const seen: string[] = [];
  const handler = createWebhookHandler({
    key: SANDBOX_WEBHOOK_KEY,
    store,
    onEvent: (event) => void seen.push(event.id),
  });
  return { store, seen, handler };
}

/** A card transaction event for `{data: [...]}`. */
export function transaction(
  id: string,
  userId: string,
  description: string,
  amount: number,
  status: 'APPROVED' | 'SETTLED' | 'REVERSED' | 'DECLINED' = 'SETTLED',
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  const attributes: Record<string, unknown> = {
    userId,
    amount,
    direction: 'DEBIT',
    status,
    currency: 'USD',
    description,
    authorizationDate: '2026-03-02T12:00:00Z',
    ...extra,
  };
  if (status === 'SETTLED') attributes.settledDate ??= '2026-03-03T12:00:00Z';
  if (status === 'REVERSED') attributes.transactionDate ??= '2026-03-04T12:00:00Z';
  return { type: 'transaction', id, attributes };
}

/**
 * A `@offerkit/data` client of the harness's sandbox, authenticated with its token. Retries are quick
 * (1 ms base delay) so retry paths stay fast.
 */
export function clientFor(harness: Harness, options: Partial<RewardsClientOptions> = {}): RewardsClient {
  return createRewardsClient({
    baseUrl: harness.baseUrl,
    organizationId: harness.sandbox.organizationId,
    headers: { authorization: `Bearer ${harness.sandbox.token}` },
    retry: { retries: 2, baseDelayMs: 1, maxDelayMs: 2000 },
    // The sandbox serves its images from its own origin, the base URL's, which a client refuses by default.
    assetOrigins: [new URL(harness.baseUrl).origin],
    ...options,
  });
}

/** The offer as the user now gets it (first 100 offers cover the default catalog). */
export async function currentOffer(
  client: RewardsClient,
  userId: string,
  offerId: string,
  supportedComponents: readonly SupportedComponent[] = SUPPORTED_COMPONENTS,
): Promise<Offer> {
  const { offers } = await client.getOffers(userId, { pageSize: 100, supportedComponents });
  const offer = offers.find((candidate) => candidate.id === offerId);
  if (offer === undefined) throw new Error(`Offer ${offerId} is not in the user's list.`);
  return offer;
}

/** Submits transaction events; returns the response. */
export function submitTransactions(harness: Harness, ...events: Record<string, unknown>[]) {
  return harness.request<{ data: unknown[]; meta: { results: TransactionOutcome[] } }>(
    'POST',
    harness.orgPath('/transactions'),
    { body: { data: events } },
  );
}
