/**
 * Who may call a route:
 * - `browser`: the browser, through the bank's proxy (`@offerkit/server`), for its own user; servers too;
 * - `proxy`: the browser, answered by the bank's proxy itself from the bank's own store (not the service);
 * - `server`: the bank's backend only, with the service's credentials (the proxy refuses it);
 * - `sandbox`: the sandbox only (its presigned storage, test controls, asset images).
 */
export type RouteAccess = 'browser' | 'proxy' | 'server' | 'sandbox';

/** The methods routes answer. */
export type RouteMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One route of the rewards service (or of the proxy or sandbox in front of it), as a value: the request
 * builders, the proxy's allow-list, the sandbox's registrations, query checks and fault targets all read
 * it, so a route is described once.
 */
export interface ServiceRoute {
  /** The name faults, logs and the proxy use for it. */
  readonly name: string;
  /** The one method it answers. */
  readonly method: RouteMethod;
  /**
   * The path below the base path; each `{name}` is one path segment holding an id (see {@link ID_SEGMENT}
   * for the grammar the proxy enforces), unless `segments` gives that segment its own pattern.
   */
  readonly path: string;
  /** Regular-expression sources (no anchors) of segments that are not ids, by segment name. */
  readonly segments?: Readonly<Record<string, string>>;
  /** The query parameter names it takes, in the order error messages list them. */
  readonly query: readonly string[];
  /** The values its comma-separated `include` may hold. */
  readonly include: readonly string[];
  /** Who may call it. */
  readonly access: RouteAccess;
}

/**
 * The grammar of an id segment as the proxy lets it through: unreserved characters (RFC 3986) and the %XX
 * forms of unreserved characters, nothing else — no %25 (double decoding), no ";" (path parameters,
 * "..;"), no sub-delimiters, no non-ASCII (Unicode normalization can turn U+FF0E into "."), so that every
 * decoder on the way reads the same segment.
 */
export const ID_SEGMENT = /^(?:[A-Za-z0-9._~-]|%(?:2[DdEe]|3\d|[46][1-9A-Fa-f]|[57][0-9Aa]|5[Ff]|7[Ee]))+$/;

/**
 * The paths of the browser's routes, which the request builders fill: a browser bundle keeps these strings,
 * not the routes with their query names. `{name}` is an id segment.
 */
export const OFFERS_PATH = '/v2/issuers/{organizationId}/users/{userId}/offers';
export const LOCATIONS_PATH = '/v2/issuers/{organizationId}/users/{userId}/locations';
export const ACTIVATE_PATH = '/v2/issuers/{organizationId}/users/{userId}/offers/{offerId}/activate';
export const BOOST_PATH = '/v2/issuers/{organizationId}/users/{userId}/offers/{offerId}/boost';
export const EARNED_REWARDS_PATH = '/v2/issuers/{organizationId}/users/{userId}/earned-rewards';

/** Get Offers by User. */
export const OFFERS_ROUTE = {
  name: 'offers',
  method: 'GET',
  path: OFFERS_PATH,
  query: [
    'supportedComponents',
    'filter[search]',
    'filter[category]',
    'filter[purchaseChannel]',
    'filter[isTargeted]',
    'sort',
    'include',
    'page[size]',
    'page[after]',
    'page[before]',
  ],
  include: ['categories'],
  access: 'browser',
} as const satisfies ServiceRoute;

/** Get Locations by User (`latitude`/`longitude` unbracketed order by distance). */
export const LOCATIONS_ROUTE = {
  name: 'locations',
  method: 'GET',
  path: LOCATIONS_PATH,
  query: [
    'supportedComponents',
    'include',
    'longitude',
    'latitude',
    'filter[name]',
    'filter[latitude]',
    'filter[longitude]',
    'filter[radius]',
    'filter[city]',
    'filter[zipCode]',
    'filter[state]',
    'filter[category]',
    'sort',
    'page[size]',
    'page[after]',
    'page[before]',
  ],
  include: ['offers', 'categories'],
  access: 'browser',
} as const satisfies ServiceRoute;

/** Activate an offer for a user. */
export const ACTIVATE_ROUTE = {
  name: 'activate',
  method: 'POST',
  path: ACTIVATE_PATH,
  query: ['include', 'supportedComponents'],
  include: ['offer'],
  access: 'browser',
} as const satisfies ServiceRoute;

/** Boost an offer for a user. */
export const BOOST_ROUTE = {
  name: 'boost',
  method: 'POST',
  path: BOOST_PATH,
  query: ['include', 'supportedComponents'],
  include: ['offer'],
  access: 'browser',
} as const satisfies ServiceRoute;

/** The user's earned rewards, served by the bank's proxy from the webhooks it stored. */
export const EARNED_REWARDS_ROUTE = {
  name: 'earnedRewards',
  method: 'GET',
  path: EARNED_REWARDS_PATH,
  query: [],
  include: [],
  access: 'proxy',
} as const satisfies ServiceRoute;

const PRESIGNED = ['expires', 'signature'] as const;

/**
 * Every route: the browser's (above), the proxy's own, the backend's and the sandbox's. Plain values, so a
 * browser bundle that builds requests keeps only the routes it names.
 */
export const SERVICE_ROUTES = [
  OFFERS_ROUTE,
  LOCATIONS_ROUTE,
  ACTIVATE_ROUTE,
  BOOST_ROUTE,
  EARNED_REWARDS_ROUTE,
  // The OAuth 2.0 client-credentials token endpoint.
  {
    name: 'token',
    method: 'POST',
    path: '/oauth2/token',
    query: [],
    include: [],
    access: 'server',
  },
  // The organization the credentials belong to: the one path outside `/v2/issuers/{organizationId}`.
  {
    name: 'issuer',
    method: 'GET',
    path: '/v2/issuer',
    query: [],
    include: [],
    access: 'server',
  },
  {
    name: 'createUsers',
    method: 'POST',
    path: '/v2/issuers/{organizationId}/users',
    query: [],
    include: [],
    access: 'server',
  },
  {
    name: 'getUser',
    method: 'GET',
    path: '/v2/issuers/{organizationId}/users/{userId}',
    query: [],
    include: [],
    access: 'server',
  },
  {
    name: 'updateUser',
    method: 'PUT',
    path: '/v2/issuers/{organizationId}/users/{userId}',
    query: [],
    include: [],
    access: 'server',
  },
  {
    name: 'deleteUser',
    method: 'DELETE',
    path: '/v2/issuers/{organizationId}/users/{userId}',
    query: [],
    include: [],
    access: 'server',
  },
  {
    name: 'transactions',
    method: 'POST',
    path: '/v2/issuers/{organizationId}/transactions',
    query: [],
    include: [],
    access: 'server',
  },
  // Presigned upload URLs for historical transaction files.
  {
    name: 'uploads',
    method: 'POST',
    path: '/v2/issuers/{organizationId}/transactions/uploads',
    query: [],
    include: [],
    access: 'server',
  },
  // Reconciliation files.
  {
    name: 'files',
    method: 'GET',
    path: '/v2/issuers/{organizationId}/files',
    query: ['fileType'],
    include: [],
    access: 'server',
  },
  // Simulated webhook deliveries (the sandbox answers it).
  {
    name: 'notifications',
    method: 'POST',
    path: '/v2/issuers/{organizationId}/notifications',
    query: [],
    include: [],
    access: 'server',
  },
  // Webhook subscriptions: paths the sandbox picks (not in the contract).
  {
    name: 'createSubscription',
    method: 'POST',
    path: '/v2/issuers/{organizationId}/subscriptions',
    query: [],
    include: [],
    access: 'sandbox',
  },
  {
    name: 'listSubscriptions',
    method: 'GET',
    path: '/v2/issuers/{organizationId}/subscriptions',
    query: ['filter[eventType]'],
    include: [],
    access: 'sandbox',
  },
  {
    name: 'updateSubscription',
    method: 'PATCH',
    path: '/v2/issuers/{organizationId}/subscriptions/{id}',
    query: [],
    include: [],
    access: 'sandbox',
  },
  {
    name: 'deleteSubscription',
    method: 'DELETE',
    path: '/v2/issuers/{organizationId}/subscriptions/{id}',
    query: [],
    include: [],
    access: 'sandbox',
  },
  // Logo and banner images (no token: an `<img>` cannot send one).
  {
    name: 'assets',
    method: 'GET',
    path: '/assets/{kind}/{file}',
    segments: { kind: 'logos|banners', file: '[^/]+\\.svg' },
    query: ['eventCode', 'medium', 'userId'],
    include: [],
    access: 'sandbox',
  },
  // The presigned storage of the sandbox: upload PUT, results file, reconciliation file.
  {
    name: 'uploadFile',
    method: 'PUT',
    path: '/storage/uploads/{id}',
    query: PRESIGNED,
    include: [],
    access: 'sandbox',
  },
  {
    name: 'uploadResults',
    method: 'GET',
    path: '/storage/results/{id}',
    query: PRESIGNED,
    include: [],
    access: 'sandbox',
  },
  {
    name: 'downloadFile',
    method: 'GET',
    path: '/storage/files/{name}',
    query: PRESIGNED,
    include: [],
    access: 'sandbox',
  },
  // The sandbox's controls: recorded attribution events, webhook redelivery and the emitted events.
  {
    name: 'attributionEvents',
    method: 'GET',
    path: '/sandbox/attribution-events',
    query: ['userId', 'entityId', 'eventCode', 'medium', 'source'],
    include: [],
    access: 'sandbox',
  },
  {
    name: 'redeliver',
    method: 'POST',
    path: '/sandbox/redeliver',
    query: [],
    include: [],
    access: 'sandbox',
  },
  {
    name: 'webhookEvents',
    method: 'GET',
    path: '/sandbox/webhook-events',
    query: [],
    include: [],
    access: 'sandbox',
  },
] as const satisfies readonly ServiceRoute[];

/** The name of a route of {@link SERVICE_ROUTES}. */
export type ServiceRouteName = (typeof SERVICE_ROUTES)[number]['name'];

/** The `{name}` segments of a route path, as an object of strings. */
export type RoutePathParams<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? { [Key in Name]: string } & RoutePathParams<Rest>
  : unknown;
