/** What a bearer token presented to the sandbox's API is. Internal. */
export type IssuedTokenState = 'valid' | 'expired' | 'unknown';

interface IssuedToken {
  /** Epoch milliseconds (real time) after which the token is refused. */
  expiresAt: number;
  /** Requests left before an early expiry; `undefined` when it expires only by time. */
  usesLeft: number | undefined;
}

/** Options of {@link SandboxTokenIssuer}. Internal. */
export interface SandboxTokenIssuerOptions {
  lifetimeSeconds: number;
  expireEarly: boolean;
}

/**
 * The tokens the sandbox's `POST /oauth2/token` issues. They expire after their announced `expires_in`
 * (real time: the sandbox's clock is frozen by default), and, while `expireEarly` is on, after their
 * first accepted API request, although they announced a full lifetime: how a client's 401-then-refresh
 * path is exercised. Internal.
 */
export class SandboxTokenIssuer {
  readonly #tokens = new Map<string, IssuedToken>();
  readonly #options: SandboxTokenIssuerOptions;
  #issued = 0;
  expireEarly: boolean;

  constructor(options: SandboxTokenIssuerOptions) {
    this.#options = options;
    this.expireEarly = options.expireEarly;
  }

  /** How many tokens were issued since creation or the last reset. */
  get issuedCount(): number {
    return this.#issued;
  }

  /** A new token and its lifetime in seconds. */
  issue(): { token: string; expiresIn: number } {
    this.#issued += 1;
    const token = `sandbox-access-${this.#issued}-${crypto.randomUUID()}`;
    const expiresIn = this.#options.lifetimeSeconds;
    this.#tokens.set(token, {
      expiresAt: Date.now() + expiresIn * 1000,
      usesLeft: this.expireEarly ? 1 : undefined,
    });
    return { token, expiresIn };
  }

  /** Checks a presented token and counts one use of it. */
  use(token: string): IssuedTokenState {
    const issued = this.#tokens.get(token);
    if (issued === undefined) return 'unknown';
    if (Date.now() >= issued.expiresAt || issued.usesLeft === 0) return 'expired';
    if (issued.usesLeft !== undefined) issued.usesLeft -= 1;
    return 'valid';
  }

  /** Expires every token issued so far at once. */
  expireAll(): void {
    for (const issued of this.#tokens.values()) issued.expiresAt = 0;
  }

  /** Forgets every issued token and restores the switch to its option. */
  reset(): void {
    this.#tokens.clear();
    this.#issued = 0;
    this.expireEarly = this.#options.expireEarly;
  }
}
