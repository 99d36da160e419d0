/** The bearer token every sandbox accepts unless `tokens` says otherwise. */
export const SANDBOX_TOKEN = 'offerkit-sandbox-token';

/** The organization id of a sandbox created without `organizationId`. */
export const DEFAULT_ORGANIZATION_ID = 'org-sandbox';

/** The issuer name of a sandbox created without `issuerName`; it names the fixed users. */
export const DEFAULT_ISSUER_NAME = 'offerkit';

/** The seed of a sandbox created without `seed`. */
export const DEFAULT_SEED = 1;

/**
 * The instant a sandbox's default clock is frozen at, and the reference date of the catalog's start and
 * expiration dates. Fixed so that screenshots and snapshots never drift with the calendar.
 */
export const SANDBOX_EPOCH = '2026-03-02T15:00:00.000Z';

/** Where `pnpm sandbox` listens unless `--port` or `PORT` says otherwise. */
export const DEFAULT_SANDBOX_PORT = 4010;

/** Smallest accepted `page[size]`; a smaller one gets 400. */
export const MIN_PAGE_SIZE = 1;
/** Largest accepted `filter[radius]`, in miles (the contract names none; a continent is enough). */
export const MAX_RADIUS_MILES = 3000;

/** Transactions per submit request (the contract names no limit; the sandbox picks one). */
export const MAX_TRANSACTIONS_PER_REQUEST = 1000;
/** Simulated test transactions per notifications request (the contract's rate limit is not shown). */
export const MAX_SIMULATED_PER_REQUEST = 100;

/** The test-only request header that asks for a fault; see {@link parseFault}. */
export const FAULT_HEADER = 'x-offerkit-sandbox-fault';

/** The `eventCode` values an asset URL may carry. */
export const ASSET_EVENT_CODES = ['IMPRESSION', 'VIEW'] as const;
/** The `medium` values an asset URL may carry. */
export const ASSET_MEDIUMS = ['WEB', 'MOBILE', 'EMAIL', 'PUSH', 'CTA'] as const;

/** Path (below the base path) of the sandbox-only, read-only list of recorded attribution events. */
export const SANDBOX_ATTRIBUTION_EVENTS_PATH = '/sandbox/attribution-events';
/** Path of the sandbox's OAuth 2.0 token endpoint (below the base path). */
export const SANDBOX_TOKEN_PATH = '/oauth2/token';
/** The client id the sandbox's token endpoint accepts. */
export const SANDBOX_CLIENT_ID = 'offerkit-sandbox-client';
/** The client secret the sandbox's token endpoint accepts (a well-known test value, never a real secret). */
export const SANDBOX_CLIENT_SECRET = 'offerkit-sandbox-client-secret';
/** `expires_in` of issued tokens unless `tokenLifetimeSeconds` says otherwise. */
export const DEFAULT_TOKEN_LIFETIME_SECONDS = 3600;
