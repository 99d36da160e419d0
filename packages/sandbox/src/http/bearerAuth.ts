import type { MiddlewareHandler } from 'hono';
import { SANDBOX_TOKEN_PATH } from '../constants.ts';
import type { SandboxTokenIssuer } from '../oauthTokens.ts';
import { errorObject, errorResponse } from './errors.ts';

/** What {@link bearerAuth} accepts. */
export interface BearerAuthOptions {
  /** Tokens that never expire (the sandbox's `tokens` option). */
  tokens: ReadonlySet<string>;
  /** Tokens issued by the sandbox's token endpoint, which may expire. */
  issuer: SandboxTokenIssuer;
  /** Where the token endpoint lives, for the "expired" advice. */
  basePath: string;
}

/**
 * Lets a request through with `Authorization: Bearer <token>` naming an accepted or a live issued token;
 * otherwise 401 with `WWW-Authenticate: Bearer` and an error that says which of these it was: missing, not
 * a bearer token, expired, or not accepted.
 */
export function bearerAuth({ tokens, issuer, basePath }: BearerAuthOptions): MiddlewareHandler {
  return async (context, next) => {
    const header = context.req.header('authorization');
    const match = header === undefined ? null : /^Bearer\s+(\S+)\s*$/i.exec(header);
    const presented = match?.[1];
    const issued = presented === undefined || tokens.has(presented) ? undefined : issuer.use(presented);
    if (match === null || (issued !== undefined && issued !== 'valid')) {
      const detail =
        header === undefined
          ? 'The Authorization header is missing; send "Authorization: Bearer <token>".'
          : match === null
            ? 'The Authorization header is not a bearer token; send "Authorization: Bearer <token>".'
            : issued === 'expired'
              ? `The bearer token has expired; get a new one from POST ${basePath}${SANDBOX_TOKEN_PATH}.`
              : 'The bearer token is not accepted by this sandbox; use the token it printed (or one given in its tokens option), or get one from its token endpoint.';
      return errorResponse(401, [errorObject(401, detail, { source: { header: 'Authorization' } })], {
        'www-authenticate': 'Bearer realm="offerkit-sandbox"',
      });
    }
    await next();
  };
}
