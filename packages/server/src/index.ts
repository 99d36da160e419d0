// @offerkit/server — the issuer's backend half. Every public export is named here.

export { downloadFile } from './files/downloadFile.ts';
export type { FileListing } from './files/listFiles.ts';
export { listFiles } from './files/listFiles.ts';
export { parseDailyReconciliationFile } from './files/parseDailyReconciliationFile.ts';
export { parseMonthlyReconciliationFile } from './files/parseMonthlyReconciliationFile.ts';
export type {
  ReconciliationFileContents,
  ReconciliationProblem,
  ReconciliationRecord,
} from './files/ReconciliationRecord.ts';
export { GMAIL_TYPE_DOMAINS, hashEmail, normalizeEmail } from './hashEmail.ts';
export type { IssuerClientOptions } from './issuerClient/createIssuerClient.ts';
export { createIssuerClient } from './issuerClient/createIssuerClient.ts';
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
export type { UploadsApi } from './issuerClient/uploadsApi.ts';
export { MAX_UPLOAD_URLS_PER_REQUEST } from './issuerClient/uploadsApi.ts';
export type { CreateUsersResult, FailedUser, NewUser, UsersApi } from './issuerClient/usersApi.ts';
export { MAX_USERS_PER_CREATE } from './issuerClient/usersApi.ts';
export type {
  OffersProxyHandler,
  OffersProxyOptions,
  OffersProxyRequestContext,
} from './proxy/createOffersProxy.ts';
export { createOffersProxy } from './proxy/createOffersProxy.ts';
export { createOffersProxyApp } from './proxy/createOffersProxyApp.ts';
export type { EarnedRewardsSource } from './proxy/EarnedRewardsSource.ts';
export { toNodeHandler } from './proxy/toNodeHandler.ts';
export type { ClientCredentialsOptions } from './token/createClientCredentialsTokenProvider.ts';
export { createClientCredentialsTokenProvider } from './token/createClientCredentialsTokenProvider.ts';
export { TokenExchangeError } from './token/TokenExchangeError.ts';
export type { TokenProvider } from './token/TokenProvider.ts';
export type {
  GeneratedHistoricalFile,
  HistoricalTransactionsFileOptions,
  HistoricalTransactionsFileResult,
} from './uploads/createHistoricalTransactionsFile.ts';
export { createHistoricalTransactionsFile } from './uploads/createHistoricalTransactionsFile.ts';
export type {
  HistoricalTransactionsEncoderOptions,
  HistoricalTransactionsEncoderStats,
} from './uploads/HistoricalTransactionsEncoder.ts';
export { HistoricalTransactionsEncoder } from './uploads/HistoricalTransactionsEncoder.ts';
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
export type { ProcessingLineError, ProcessingResults } from './uploads/parseProcessingResults.ts';
export { parseProcessingResults } from './uploads/parseProcessingResults.ts';
export type { RecordSource } from './uploads/recordStream.ts';
export { uploadHistorical } from './uploads/uploadHistorical.ts';
export type {
  UnknownWebhookEvent,
  WebhookDiagnostic,
  WebhookEventContext,
  WebhookHandlerOptions,
} from './webhooks/createWebhookHandler.ts';
export { createWebhookHandler } from './webhooks/createWebhookHandler.ts';
export type { HeaderSource } from './webhooks/getWebhookSignature.ts';
export { getWebhookSignature, WEBHOOK_SIGNATURE_HEADER } from './webhooks/getWebhookSignature.ts';
export type { WebhookBody } from './webhooks/hmac.ts';
export type { MemoryWebhookStoreOptions } from './webhooks/memoryWebhookStore.ts';
export { DEFAULT_WEBHOOK_LEASE_MS, memoryWebhookStore } from './webhooks/memoryWebhookStore.ts';
export type { MigrateWebhookStoreOptions } from './webhooks/migrateWebhookStore.ts';
export { migrateWebhookStore } from './webhooks/migrateWebhookStore.ts';
export type { PostgresWebhookStoreOptions } from './webhooks/postgresWebhookStore.ts';
export { postgresWebhookStore } from './webhooks/postgresWebhookStore.ts';
export type { SignWebhookBodyOptions } from './webhooks/signWebhookBody.ts';
export { signWebhookBody } from './webhooks/signWebhookBody.ts';
export type { VerifyWebhookSignatureOptions } from './webhooks/verifyWebhookSignature.ts';
export { verifyWebhookSignature } from './webhooks/verifyWebhookSignature.ts';
export type {
  EarnedRewardEvent,
  StoredFileProcessingResult,
  WebhookClaim,
  WebhookStore,
} from './webhooks/WebhookStore.ts';
