/** Supplies bearer tokens for the rewards service (see `createClientCredentialsTokenProvider`). */
export interface TokenProvider {
  /** A valid access token: the cached one, or a fresh one from the token endpoint. */
  getAccessToken(): Promise<string>;
  /** Forgets the cached token (the service answered 401), so the next call fetches a new one. */
  invalidate(): void;
}
