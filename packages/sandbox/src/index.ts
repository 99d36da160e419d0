export { bannerSvg, logoSvg } from './catalog/assetImages.ts';
export {
  type CatalogLocation,
  type CatalogOffer,
  type ProgressSpec,
  SANDBOX_OFFER_ROLES,
  type SandboxCatalog,
  type SandboxOfferRole,
} from './catalog/catalogTypes.ts';
export { SANDBOX_ICONS, type SandboxIconName } from './catalog/icons.ts';
export { type SandboxCatalogOptions, sandboxCatalog } from './catalog/sandboxCatalog.ts';
export {
  ASSET_EVENT_CODES,
  ASSET_MEDIUMS,
  DEFAULT_ISSUER_NAME,
  DEFAULT_ORGANIZATION_ID,
  DEFAULT_SANDBOX_PORT,
  DEFAULT_SEED,
  DEFAULT_TOKEN_LIFETIME_SECONDS,
  FAULT_HEADER,
  MAX_TRANSACTIONS_PER_REQUEST,
  MIN_PAGE_SIZE,
  SANDBOX_ATTRIBUTION_EVENTS_PATH,
  SANDBOX_CLIENT_ID,
  SANDBOX_CLIENT_SECRET,
  SANDBOX_EPOCH,
  SANDBOX_TOKEN,
  SANDBOX_TOKEN_PATH,
} from './constants.ts';
export {
  createSandbox,
  type Sandbox,
  type SandboxOptions,
  type SandboxRequestRecord,
} from './createSandbox.ts';
export {
  parseFault,
  SANDBOX_ROUTES,
  type SandboxFault,
  type SandboxFaultRule,
  SandboxFaults,
  type SandboxRoute,
} from './faults.ts';
export {
  HOSTILE_OFFER_IDS as SANDBOX_HOSTILE_OFFER_IDS,
  HOSTILE_XSS_OFFER_COUNT as SANDBOX_HOSTILE_XSS_OFFER_COUNT,
} from './hostile/hostileOffers.ts';
export { SANDBOX_HOSTILE_CANARY, SANDBOX_HOSTILE_TRIGGERS } from './hostile/hostileTriggers.ts';
export type { SandboxHostileOptions, SandboxHostileSwitches } from './hostile/SandboxHostileOptions.ts';
export type { XssFamily, XssVector } from './hostile/xss/XssVector.ts';
export { XSS_EVENT_HANDLER_NAMES } from './hostile/xss/xssEventHandlerNames.ts';
export { XSS_CANARY, XSS_EVIL_HOST, XSS_EVIL_ORIGIN } from './hostile/xss/xssTargets.ts';
export { XSS_VECTORS } from './hostile/xssCorpus.ts';
export { type SandboxHandlers, type SandboxHandlersOptions, sandboxHandlers } from './msw.ts';
export { type RenderAllStatesOptions, type RenderedOfferState, renderAllStates } from './renderAllStates.ts';
export type { SandboxOAuth } from './sandboxOAuth.ts';
export {
  SANDBOX_OFFER_STATES,
  SANDBOX_PROGRESS_BAR_STATES,
  type SandboxOfferState,
} from './sandboxOfferStateNames.ts';
export {
  SANDBOX_OFFER_STATE_RECIPES,
  type SandboxOfferStateRecipe,
  type SandboxOfferSteps,
} from './sandboxOfferStateRecipes.ts';
export { type SandboxOfferStatesOptions, sandboxOfferStates } from './sandboxOfferStates.ts';
export type { SandboxAttributionFilter } from './selectAttributionEvents.ts';
export type { SandboxAttributionEvent } from './state/AttributionLog.ts';
export type { TransactionOutcome, TransactionOutcomeKind } from './state/transactionTypes.ts';
export type { SandboxUploadOptions } from './uploads/SandboxUploads.ts';
export type {
  SandboxSubscription,
  SandboxTimers,
  SandboxWebhookDelivery,
  SandboxWebhookDeliveryOptions,
  SandboxWebhookEvent,
  SandboxWebhooks,
} from './webhooks/SandboxWebhooks.ts';
export {
  SANDBOX_WEBHOOK_KEY,
  WEBHOOK_DESTINATION_HOSTS,
  WEBHOOK_EVENT_TYPES,
  type WebhookEventType,
} from './webhooks/webhookConstants.ts';
