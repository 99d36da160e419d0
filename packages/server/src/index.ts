// @offerkit/server — the issuer's backend half. Every public export is named here.
export { type DownloadFileOptions, downloadFile } from './files/downloadFile.ts';
export { type FileListing, listFiles } from './files/listFiles.ts';
export { neutralizeSpreadsheetCell } from './files/neutralizeSpreadsheetCell.ts';
export { parseDailyReconciliationFile } from './files/parseDailyReconciliationFile.ts';
export { parseMonthlyReconciliationFile } from './files/parseMonthlyReconciliationFile.ts';
export type {
  ReconciliationFileContents,
  ReconciliationParseOptions,
  ReconciliationProblem,
  ReconciliationRecord,
} from './files/ReconciliationRecord.ts';
export { GMAIL_TYPE_DOMAINS, hashEmail, normalizeEmail } from './hashEmail.ts';
export { createIssuerClient, type IssuerClientOptions } from './issuerClient/createIssuerClient.ts';
export type { FilesApi } from './issuerClient/filesApi.ts';
export type { ForwardRequest, IssuerClient } from './issuerClient/IssuerClient.ts';
export type { IssuerApi, IssuerOrganization } from './issuerClient/issuerApi.ts';
export type { LocationsApi } from './issuerClient/locationsApi.ts';
export { NotificationConflictError } from './issuerClient/NotificationConflictError.ts';
export type {
  NotificationsApi,
  SimulatedEventName,
  SimulatedNotification,
  SimulateTestTransaction,
} from './issuerClient/notificationsApi.ts';
export type { IssuerCallOptions, OffersApi } from './issuerClient/offersApi.ts';
export { MAX_UPLOAD_URLS_PER_REQUEST, type UploadsApi } from './issuerClient/uploadsApi.ts';
export {
  type CreateUsersResult,
  type FailedUser,
  MAX_USERS_PER_CREATE,
  type NewUser,
  type UsersApi,
} from './issuerClient/usersApi.ts';
export {
  createOffersProxy,
  type OffersProxyHandler,
  type OffersProxyOptions,
  type OffersProxyRequestContext,
} from './proxy/createOffersProxy.ts';
export { createOffersProxyApp } from './proxy/createOffersProxyApp.ts';
export type { EarnedRewardsSource } from './proxy/EarnedRewardsSource.ts';
export { toNodeHandler } from './proxy/toNodeHandler.ts';
export {
  type ClientCredentialsOptions,
  createClientCredentialsTokenProvider,
} from './token/createClientCredentialsTokenProvider.ts';
export { TokenExchangeError } from './token/TokenExchangeError.ts';
export type { TokenProvider } from './token/TokenProvider.ts';
export {
  createHistoricalTransactionsFile,
  type GeneratedHistoricalFile,
  type HistoricalTransactionsFileOptions,
  type HistoricalTransactionsFileResult,
} from './uploads/createHistoricalTransactionsFile.ts';
export { HistoricalTransactionsEncoder } from './uploads/HistoricalTransactionsEncoder.ts';
export type {
  HistoricalTransactionsEncoderOptions,
  HistoricalTransactionsEncoderStats,
} from './uploads/HistoricalTransactionsEncoderOptions.ts';
export { HistoricalUploadError } from './uploads/HistoricalUploadError.ts';
export type {
  HistoricalUpload,
  HistoricalUploadBody,
  HistoricalUploadFile,
  HistoricalUploadOptions,
  HistoricalUploadResult,
} from './uploads/HistoricalUploadOptions.ts';
export type { InvalidHistoricalRecord } from './uploads/InvalidHistoricalRecord.ts';
export type { IssuerConnection } from './uploads/IssuerConnection.ts';
export {
  type ProcessingLineError,
  type ProcessingResults,
  parseProcessingResults,
} from './uploads/parseProcessingResults.ts';
export type { RecordSource } from './uploads/recordStream.ts';
export { uploadHistorical } from './uploads/uploadHistorical.ts';
export { createWebhookHandler } from './webhooks/createWebhookHandler.ts';
export { type DecodedWebhookEnvelope, decodeWebhookEnvelope } from './webhooks/decodeWebhookEnvelope.ts';
export {
  getWebhookSignature,
  type HeaderSource,
  WEBHOOK_SIGNATURE_HEADER,
} from './webhooks/getWebhookSignature.ts';
export type { WebhookBody } from './webhooks/hmac.ts';
export {
  DEFAULT_WEBHOOK_LEASE_MS,
  type MemoryWebhookStoreOptions,
  memoryWebhookStore,
} from './webhooks/memoryWebhookStore.ts';
export { type MigrateWebhookStoreOptions, migrateWebhookStore } from './webhooks/migrateWebhookStore.ts';
export { type PostgresWebhookStoreOptions, postgresWebhookStore } from './webhooks/postgresWebhookStore.ts';
export { type SignWebhookBodyOptions, signWebhookBody } from './webhooks/signWebhookBody.ts';
export {
  type VerifyWebhookSignatureOptions,
  verifyWebhookSignature,
} from './webhooks/verifyWebhookSignature.ts';
export type {
  UnknownWebhookEvent,
  WebhookDiagnostic,
  WebhookEventContext,
  WebhookHandlerOptions,
} from './webhooks/WebhookHandlerOptions.ts';
export type {
  EarnedRewardEvent,
  StoredFileProcessingResult,
  WebhookClaim,
  WebhookStore,
} from './webhooks/WebhookStore.ts';
