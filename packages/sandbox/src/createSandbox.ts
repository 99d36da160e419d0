import { Hono } from 'hono';
import { cors } from 'hono/cors';
import type { SandboxCatalog } from './catalog/catalogTypes.ts';
import { sandboxCatalog } from './catalog/sandboxCatalog.ts';
import {
  DEFAULT_ISSUER_NAME,
  DEFAULT_ORGANIZATION_ID,
  DEFAULT_SEED,
  DEFAULT_TOKEN_LIFETIME_SECONDS,
  FAULT_HEADER,
  SANDBOX_EPOCH,
  SANDBOX_TOKEN,
} from './constants.ts';
import { type SandboxFaultRule, SandboxFaults } from './faults.ts';
import { registerHostileAssets, registerHostileRoutes } from './hostile/registerHostileRoutes.ts';
import {
  resolveHostileOptions,
  type SandboxHostileOptions,
  type SandboxHostileSwitches,
} from './hostile/SandboxHostileOptions.ts';
import { bearerAuth } from './http/bearerAuth.ts';
import { errorObject, errorResponse } from './http/errors.ts';
import { DROP_MARKER_HEADER, faultInjection } from './http/faultInjection.ts';
import { handleError } from './http/handleError.ts';
import { organizationScope } from './http/organizationScope.ts';
import { SandboxTokenIssuer } from './oauthTokens.ts';
import { PresignedUrls } from './presignedUrls.ts';
import { createRandom } from './random.ts';
import { registerAssetRoutes } from './routes/assetRoutes.ts';
import { registerAttributionRoutes } from './routes/attributionRoutes.ts';
import { registerFileRoutes } from './routes/fileRoutes.ts';
import { registerLocationRoutes } from './routes/locationRoutes.ts';
import { registerOfferActionRoutes } from './routes/offerActionRoutes.ts';
import { registerOfferRoutes } from './routes/offerRoutes.ts';
import { registerTokenRoutes } from './routes/tokenRoutes.ts';
import { registerTransactionRoutes } from './routes/transactionRoutes.ts';
import { registerUploadRoutes } from './routes/uploadRoutes.ts';
import { registerUserRoutes } from './routes/userRoutes.ts';
import { registerWebhookRoutes } from './routes/webhookRoutes.ts';
import type { SandboxRuntime } from './runtime.ts';
import type { SandboxRequestRecord } from './SandboxRequestRecord.ts';
import { type SandboxOAuth, sandboxOAuth } from './sandboxOAuth.ts';
import { type SandboxAttributionFilter, selectAttributionEvents } from './selectAttributionEvents.ts';
import type { SandboxAttributionEvent } from './state/AttributionLog.ts';
import { SandboxState } from './state.ts';
import { type SandboxUploadOptions, SandboxUploads } from './uploads/SandboxUploads.ts';
import {
  type SandboxTimers,
  type SandboxWebhookDeliveryOptions,
  SandboxWebhooks,
} from './webhooks/SandboxWebhooks.ts';
import { transactionWebhooks } from './webhooks/transactionWebhooks.ts';
import { SANDBOX_WEBHOOK_KEY } from './webhooks/webhookConstants.ts';

export type { SandboxRequestRecord } from './SandboxRequestRecord.ts';

/** Options of {@link createSandbox}. */
export interface SandboxOptions extends SandboxUploadOptions {
  /**
   * The organization id in every path (`/v2/issuers/{organizationId}/...`); any other → 404.
   * @default 'org-sandbox'
   */
  organizationId?: string;
  /**
   * Names the fixed users `sandbox-{issuerName}-new-customer` and `sandbox-{issuerName}-lapsed-customer`.
   * @default 'offerkit'
   */
  issuerName?: string;
  /**
   * Seed of the catalog (merchants, ids, rewards, dates, locations). Same seed, same world.
   * @default 1
   */
  seed?: number | string;
  /**
   * Accepted bearer tokens; anything else (or no `Authorization` header) → 401.
   * @default [SANDBOX_TOKEN]
   */
  tokens?: readonly string[];
  /**
   * Added latency for every request, in milliseconds: a fixed number or a range drawn from the seed.
   * @default 0
   */
  latency?: number | { min: number; max: number };
  /** Fault rules in force from the start; more can be added with `sandbox.faults.add`. */
  faults?: readonly SandboxFaultRule[];
  /**
   * The sandbox's clock: event dates, "not started yet", "new" and "ends soon" read it, and the catalog
   * lays its dates out around its reading at creation.
   * @default a clock frozen at SANDBOX_EPOCH ('2026-03-02T15:00:00.000Z')
   */
  clock?: () => Date;
  /**
   * Path prefix the routes live under (`'/api/rewards'` → `/api/rewards/v2/issuers/...` and
   * `/api/rewards/assets/...`). Links and CTA action paths carry it.
   * @default ''
   */
  basePath?: string;
  /**
   * How many offers the catalog holds (at least one per fixed role).
   * @default 48
   */
  offerCount?: number;
  /**
   * Behave as an issuer integrated before 1 July 2026: users created without `historicalTransactionsSent`
   * get `true` instead of `false`.
   * @default false
   */
  legacyIntegration?: boolean;
  /**
   * `expires_in` of the tokens `POST /oauth2/token` issues, in seconds (real time).
   * @default 3600
   */
  tokenLifetimeSeconds?: number;
  /**
   * Issued tokens expire after their first accepted API request although they announce a full
   * `expires_in`: exercises a client's refresh after a 401. Switch it later with `oauth.expireTokensEarly`.
   * @default false
   */
  expireTokensEarly?: boolean;
  /**
   * The key webhook deliveries are signed with (HMAC-SHA256, base64, `notify-signature`).
   * @default SANDBOX_WEBHOOK_KEY ('offerkit-sandbox-webhook-key')
   */
  webhookKey?: string;
  /**
   * How webhook deliveries are sent (inject one in tests, e.g. a webhook handler itself).
   * @default the runtime's global fetch
   */
  webhookFetch?: (request: Request) => Promise<Response>;
  /** Retry policy of failed webhook deliveries (attempts, backoff, timeout). */
  webhookDelivery?: SandboxWebhookDeliveryOptions;
  /**
   * The timers webhook retries are scheduled on.
   * @default the global setTimeout / clearTimeout
   */
  webhookTimers?: SandboxTimers;
  /**
   * The hostile-service mode: answers a compromised service (or a gateway in front of it) could send, each
   * switchable (media types, redirects to an internal address, oversized and slow bodies, echoed request
   * headers, the XSS corpus and absurd amounts in offers, hostile storage URLs and files). `true` turns
   * every switch on. Point your own integration at it: it must refuse all of it.
   * @default false
   */
  hostile?: boolean | SandboxHostileOptions;
}

/** A running sandbox: a Hono app with its own in-memory state. */
export interface Sandbox {
  /** The Hono app. Its `fetch` answers a dropped connection with a marker response; prefer `sandbox.fetch`. */
  app: Hono;
  /** Answers a request. A `drop` fault rejects with a `TypeError`, as `fetch` does on a network failure. */
  fetch(request: Request): Promise<Response>;
  organizationId: string;
  issuerName: string;
  /** The first accepted bearer token. */
  token: string;
  /** Every accepted bearer token. */
  tokens: readonly string[];
  /** The path prefix of every route (`''` or `'/something'`). */
  basePath: string;
  /** `sandbox-{issuerName}-new-customer`: enrolled, history sent, nothing activated yet. */
  newCustomerId: string;
  /** `sandbox-{issuerName}-lapsed-customer`: enrolled, history sent, some offers activated, boosted and part-way. */
  lapsedCustomerId: string;
  /** The catalog served (offers, locations, categories, and the id of each fixed role). */
  catalog: SandboxCatalog;
  /** Fault rules; add one for a test or story and call the returned function to remove it. */
  faults: SandboxFaults;
  /** Every request received since creation or the last `reset()`, in order. */
  readonly requests: readonly SandboxRequestRecord[];
  /**
   * Activations, boosts and asset loads recorded since creation or the last `reset()`. Over HTTP, the same
   * list (filtered) is `GET {basePath}/sandbox/attribution-events` with the bearer token.
   */
  readonly attributionEvents: readonly SandboxAttributionEvent[];
  /** The recorded attribution events that match every field of `filter`, oldest first (copies). */
  readAttributionEvents(filter?: SandboxAttributionFilter): SandboxAttributionEvent[];
  /** The token endpoint (`POST {basePath}/oauth2/token`) and its controls. */
  oauth: SandboxOAuth;
  /**
   * Webhook subscriptions, emitted events and delivery attempts; `emit`, `redeliver`, `idle()` (wait for
   * deliveries in flight) and `stop()` (cancel retries).
   */
  webhooks: SandboxWebhooks;
  /** The hostile-service switches in force (after defaults), or `undefined` when the mode is off. */
  hostile: Readonly<SandboxHostileSwitches> | undefined;
  /** Back to the initial state: users, progress, supply, transactions, request log and attribution events. */
  reset(): void;
}

/** Normalizes a base path to `''` or `'/a/b'`. */
export function normalizeBasePath(basePath: string | undefined): string {
  const trimmed = (basePath ?? '').trim().replace(/\/+$/, '');
  if (trimmed === '') return '';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

const frozenClock = (): Date => new Date(SANDBOX_EPOCH);

/**
 * Creates a sandbox of the issuer rewards service: the contract's endpoints over a seeded catalog, with
 * in-memory state, bearer-token auth, and injectable latency and faults. Runs anywhere `fetch` does
 * (browser, Node, workers); see `sandboxHandlers` for MSW and `@offerkit/sandbox/server` for a Node server.
 */
export function createSandbox(options: SandboxOptions = {}): Sandbox {
  const organizationId = options.organizationId ?? DEFAULT_ORGANIZATION_ID;
  const issuerName = options.issuerName ?? DEFAULT_ISSUER_NAME;
  const tokens = [...(options.tokens ?? [SANDBOX_TOKEN])];
  if (tokens.length === 0)
    throw new TypeError('createSandbox: tokens is empty; give at least one accepted token.');
  const basePath = normalizeBasePath(options.basePath);
  const clock = options.clock ?? frozenClock;
  const seed = options.seed ?? DEFAULT_SEED;
  const catalogOptions: Parameters<typeof sandboxCatalog>[0] = { seed, referenceDate: clock() };
  if (options.offerCount !== undefined) catalogOptions.offerCount = options.offerCount;
  const catalog = sandboxCatalog(catalogOptions);
  const state = new SandboxState(catalog, {
    issuerName,
    clock,
    historicalTransactionsDefault: options.legacyIntegration === true,
  });
  const runtime: SandboxRuntime = {
    state,
    organizationId,
    basePath,
    tokens: new Set(tokens),
  };
  const uploads = new SandboxUploads(options, clock);
  const presigned = new PresignedUrls(clock);
  const faults = new SandboxFaults(options.faults);
  if (
    options.webhookKey !== undefined &&
    (typeof options.webhookKey !== 'string' || options.webhookKey === '')
  ) {
    throw new TypeError(
      'createSandbox: webhookKey is empty; give a non-empty key or leave it out for the default.',
    );
  }
  const webhooks = new SandboxWebhooks({
    key: options.webhookKey ?? SANDBOX_WEBHOOK_KEY,
    fetch: options.webhookFetch ?? ((request) => globalThis.fetch(request)),
    timers: options.webhookTimers ?? {
      setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
      clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
    },
    delivery: { ...options.webhookDelivery },
    clock,
  });
  state.events.on('transaction', transactionWebhooks(state, webhooks));
  const hostile = resolveHostileOptions(options.hostile);
  const tokenLifetime = options.tokenLifetimeSeconds ?? DEFAULT_TOKEN_LIFETIME_SECONDS;
  if (!(Number.isInteger(tokenLifetime) && tokenLifetime > 0)) {
    throw new TypeError(
      `createSandbox: tokenLifetimeSeconds must be a positive whole number of seconds, received ${String(tokenLifetime)}.`,
    );
  }
  const tokenIssuer = new SandboxTokenIssuer({
    lifetimeSeconds: tokenLifetime,
    expireEarly: options.expireTokensEarly === true,
  });
  const requests: SandboxRequestRecord[] = [];
  const latencyRandom = createRandom(`${String(seed)}:latency`);
  const baseLatency = (): number => {
    const latency = options.latency ?? 0;
    if (typeof latency === 'number') return latency;
    return latencyRandom.int(Math.min(latency.min, latency.max), Math.max(latency.min, latency.max));
  };

  const app = new Hono();
  app.use(
    '*',
    cors({
      origin: '*',
      allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
      allowHeaders: ['Authorization', 'Content-Type', FAULT_HEADER],
      exposeHeaders: ['Retry-After'],
    }),
  );
  app.use('*', faultInjection({ basePath, faults, requests, baseLatency }));

  const api = new Hono();
  if (hostile !== undefined) registerHostileAssets(api);
  registerAssetRoutes(api, runtime);
  registerTokenRoutes(api, tokenIssuer);
  const auth = bearerAuth({ tokens: runtime.tokens, issuer: tokenIssuer, basePath });
  api.use('/v2/*', auth);
  registerAttributionRoutes(api, runtime, auth);
  api.use('/v2/issuers/:org/*', organizationScope(organizationId));
  // Before the sandbox's own routes, so that a hostile answer comes first.
  if (hostile !== undefined) registerHostileRoutes(api, runtime, { hostile, seed });
  registerWebhookRoutes(api, runtime, webhooks);
  registerUserRoutes(api, runtime);
  registerOfferRoutes(api, runtime);
  registerLocationRoutes(api, runtime);
  registerOfferActionRoutes(api, runtime);
  registerTransactionRoutes(api, runtime);
  registerUploadRoutes(api, runtime, {
    uploads,
    presigned,
    // The contract's `fileProcessingResult`: once per processed file, signed like every delivery.
    onProcessed: (result, downloadUrl) => {
      webhooks.emit('fileProcessingResult', {
        fileName: result.fileName,
        sentAt: result.sentAt,
        lastModified: result.lastModified,
        downloadUrl,
      });
    },
  });
  registerFileRoutes(api, runtime, presigned, uploads);
  api.onError(handleError);
  app.route(basePath === '' ? '/' : basePath, api);
  app.notFound((context) =>
    errorResponse(404, [
      errorObject(
        404,
        `No endpoint ${context.req.method} ${new URL(context.req.url).pathname} in this sandbox.`,
      ),
    ]),
  );
  app.onError(handleError);

  return {
    app,
    async fetch(request: Request): Promise<Response> {
      const response = await app.fetch(request);
      if (response.headers.has(DROP_MARKER_HEADER)) {
        throw new TypeError('Failed to fetch: the sandbox dropped the connection (fault "drop").');
      }
      return response;
    },
    organizationId,
    issuerName,
    token: tokens[0] as string,
    tokens,
    basePath,
    newCustomerId: state.newCustomerId,
    lapsedCustomerId: state.lapsedCustomerId,
    catalog,
    faults,
    requests,
    attributionEvents: state.attributionEvents,
    readAttributionEvents: (filter = {}) =>
      selectAttributionEvents(state.attributionEvents, filter).map(({ event }) => event),
    webhooks,
    oauth: sandboxOAuth(tokenIssuer, basePath),
    hostile,
    reset() {
      state.reset();
      uploads.reset();
      requests.length = 0;
      tokenIssuer.reset();
      webhooks.reset();
    },
  };
}
