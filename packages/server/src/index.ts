// @offerkit/server — the issuer's backend half. Every public export is named here.

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
