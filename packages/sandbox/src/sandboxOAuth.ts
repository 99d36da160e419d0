import { SANDBOX_CLIENT_ID, SANDBOX_CLIENT_SECRET, SANDBOX_TOKEN_PATH } from './constants.ts';
import type { SandboxTokenIssuer } from './oauthTokens.ts';

/** The sandbox's OAuth 2.0 client-credentials endpoint and its controls. */
export interface SandboxOAuth {
  /** `{basePath}/oauth2/token`. */
  tokenPath: string;
  /** The accepted client id (`SANDBOX_CLIENT_ID`). */
  clientId: string;
  /** The accepted client secret (`SANDBOX_CLIENT_SECRET`). */
  clientSecret: string;
  /** While `true`, newly issued tokens expire after one accepted API request. */
  expireTokensEarly: boolean;
  /** Expires every token issued so far (the next API call with one gets 401). */
  expireIssuedTokens(): void;
  /** Tokens issued since creation or the last `reset()`. */
  readonly issuedCount: number;
}

/** The OAuth controls of a sandbox whose token endpoint lives under `basePath` and issues with `issuer`. */
export function sandboxOAuth(issuer: SandboxTokenIssuer, basePath: string): SandboxOAuth {
  return {
    tokenPath: `${basePath}${SANDBOX_TOKEN_PATH}`,
    clientId: SANDBOX_CLIENT_ID,
    clientSecret: SANDBOX_CLIENT_SECRET,
    get expireTokensEarly() {
      return issuer.expireEarly;
    },
    set expireTokensEarly(on: boolean) {
      issuer.expireEarly = on;
    },
    expireIssuedTokens: () => issuer.expireAll(),
    get issuedCount() {
      return issuer.issuedCount;
    },
  };
}
