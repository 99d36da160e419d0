export { bannerSvg, logoSvg } from './catalog/assetImages.ts';
export type {
  CatalogLocation,
  CatalogOffer,
  ProgressSpec,
  SandboxCatalog,
  SandboxOfferRole,
} from './catalog/catalogTypes.ts';
export { SANDBOX_OFFER_ROLES } from './catalog/catalogTypes.ts';
export type { SandboxIconName } from './catalog/icons.ts';
export { SANDBOX_ICONS } from './catalog/icons.ts';
export type { SandboxCatalogOptions } from './catalog/sandboxCatalog.ts';
export { sandboxCatalog } from './catalog/sandboxCatalog.ts';
export {
  ASSET_EVENT_CODES,
  ASSET_MEDIUMS,
  DEFAULT_ISSUER_NAME,
  DEFAULT_ORGANIZATION_ID,
  DEFAULT_PAGE_SIZE,
  DEFAULT_RADIUS_MILES,
  DEFAULT_SANDBOX_PORT,
  DEFAULT_SEED,
  DEFAULT_TOKEN_LIFETIME_SECONDS,
  FAULT_HEADER,
  MAX_PAGE_SIZE,
  MAX_TRANSACTIONS_PER_REQUEST,
  MAX_USERS_PER_REQUEST,
  MIN_PAGE_SIZE,
  MIN_RADIUS_MILES,
  SANDBOX_CLIENT_ID,
  SANDBOX_CLIENT_SECRET,
  SANDBOX_EPOCH,
  SANDBOX_TOKEN,
  SANDBOX_TOKEN_PATH,
} from './constants.ts';
export type { Sandbox, SandboxOptions, SandboxRequestRecord } from './createSandbox.ts';
export { createSandbox } from './createSandbox.ts';
export type { SandboxFault, SandboxFaultRule, SandboxRoute } from './faults.ts';
export { parseFault, SANDBOX_ROUTES, SandboxFaults } from './faults.ts';
export type { SandboxHandlers, SandboxHandlersOptions } from './msw.ts';
export { sandboxHandlers } from './msw.ts';
export type { RenderAllStatesOptions, RenderedOfferState } from './renderAllStates.ts';
export { renderAllStates } from './renderAllStates.ts';
export type { SandboxOAuth } from './sandboxOAuth.ts';
export type { SandboxOfferStateRecipe, SandboxOfferSteps } from './sandboxOfferStateRecipes.ts';
export { SANDBOX_OFFER_STATE_RECIPES } from './sandboxOfferStateRecipes.ts';
export type { SandboxOfferState, SandboxOfferStatesOptions } from './sandboxOfferStates.ts';
export {
  SANDBOX_OFFER_STATES,
  SANDBOX_PROGRESS_BAR_STATES,
  sandboxOfferStates,
} from './sandboxOfferStates.ts';
export type { SandboxAttributionEvent, TransactionOutcome, TransactionOutcomeKind } from './state.ts';
export type { SandboxUploadOptions } from './uploads/SandboxUploads.ts';
export type {
  SandboxSubscription,
  SandboxTimers,
  SandboxWebhookDelivery,
  SandboxWebhookDeliveryOptions,
  SandboxWebhookEvent,
  SandboxWebhooks,
} from './webhooks/SandboxWebhooks.ts';
export type { WebhookEventType } from './webhooks/webhookConstants.ts';
export {
  SANDBOX_WEBHOOK_KEY,
  WEBHOOK_DESTINATION_HOSTS,
  WEBHOOK_EVENT_TYPES,
} from './webhooks/webhookConstants.ts';
