/** Supplies bearer tokens for the rewards service (see `createClientCredentialsTokenProvider`). */
export interface TokenProvider {
  /** A valid access token: the cached one, or a fresh one from the token endpoint. */
  getAccessToken(): Promise<string>;
  /**
   * The service answered 401 to `failedToken`: forgets the cached token when it is still that one, so the
   * next call fetches a new one; a token already replaced is kept (one exchange for a burst of 401s).
   * Without an argument, forgets the cached token whatever it is. Never cancels an exchange in flight.
   */
  invalidate(failedToken?: string): void;
}
