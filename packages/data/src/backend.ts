// `@offerkit/data/backend`: the contract code only an issuer's backend runs (the server package, the
// sandbox, a bank's own server): historical uploads, webhooks, server-side endpoints, the raw transport.
// Apart from the main entry so that a browser bundle of `@offerkit/data` never carries it.
export {
  createTransport,
  type RewardsTransport,
  type TransportCallOptions,
  type TransportOptions,
  type TransportRequest,
  type TransportResponse,
} from './client/createTransport.ts';
export {
  MAX_UPLOAD_URLS_PER_REQUEST,
  MAX_USERS_PER_CREATE,
  UPLOAD_URL_VALIDITY_SECONDS,
} from './constants.ts';
export {
  checkHistoricalRecord,
  type HistoricalRecord,
  type HistoricalRecordCheck,
  type HistoricalRecordIssue,
  type HistoricalRecordKind,
} from './decode/checkHistoricalRecord.ts';
export { describeShape, quoteSafely } from './decode/describeValue.ts';
export { WEBHOOK_EVENT_SCHEMAS } from './decode/webhookEventSchemas.ts';
export { errorTitle } from './errors/errorTitle.ts';
export { buildIssuerUrl } from './request/buildIssuerUrl.ts';
export { buildRouteUrl, type RouteIds } from './request/buildRouteUrl.ts';
export { buildServiceUrl } from './request/buildServiceUrl.ts';
export { type MatchedServiceRoute, matchServiceRoute } from './request/matchServiceRoute.ts';
export { serviceRoute } from './request/serviceRoute.ts';
export {
  ID_SEGMENT,
  type RouteAccess,
  type RouteMethod,
  type RoutePathParams,
  SERVICE_ROUTES,
  type ServiceRoute,
  type ServiceRouteName,
} from './request/serviceRoutes.ts';
export { KNOWN_CATEGORY_NAMES } from './types/category.ts';
export type * from './types/transaction.ts';
export type * from './types/uploads.ts';
export type * from './types/user.ts';
export type * from './types/webhooks.ts';
