/**
 * The OAuth 2.0 client-credentials exchange failed: the token endpoint refused the credentials
 * (`invalid_client`), answered something that is not a token, or could not be reached. Never carries the
 * client secret: nothing the token endpoint or the network layer wrote is quoted (an endpoint or a WAF
 * that echoes the request would echo the secret), only the status, a validated OAuth error code and a
 * network error code; it has no `cause`.
 */
export class TokenExchangeError extends Error {
  // Spelled out rather than taken from the constructor, which minifiers rename.
  override readonly name = 'TokenExchangeError';
  /** HTTP status of the token endpoint's answer; `undefined` when none came. */
  readonly status: number | undefined;
  /**
   * The OAuth `error` code of the answer (`invalid_client`, `invalid_scope`…), when it gave one of the
   * RFC 6749 grammar (lower-case letters and `_`); anything else is left out.
   */
  readonly oauthError: string | undefined;

  constructor(
    message: string,
    options: { status?: number | undefined; oauthError?: string | undefined; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.status = options.status;
    this.oauthError = options.oauthError;
  }
}
