import type { Hono } from 'hono';
import { SANDBOX_CLIENT_ID, SANDBOX_CLIENT_SECRET } from '../constants.ts';
import { sandboxRoute } from '../http/sandboxRoute.ts';
import type { SandboxTokenIssuer } from '../oauthTokens.ts';

/** An OAuth 2.0 error answer (RFC 6749 §5.2), never cached. */
function oauthError(
  status: number,
  error: string,
  description: string,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify({ error, error_description: description }), {
    status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      pragma: 'no-cache',
      ...headers,
    },
  });
}

/** Client id and secret of an `Authorization: Basic` header (each form-decoded), or `undefined`. */
function basicCredentials(
  header: string | undefined,
): { id: string; secret: string } | undefined | 'malformed' {
  if (header === undefined) return undefined;
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header);
  if (match === null) return 'malformed';
  let decoded: string;
  try {
    decoded = atob(match[1] as string);
  } catch {
    return 'malformed';
  }
  const colon = decoded.indexOf(':');
  if (colon === -1) return 'malformed';
  const formDecode = (value: string) => new URLSearchParams(`v=${value}`).get('v') ?? '';
  return { id: formDecode(decoded.slice(0, colon)), secret: formDecode(decoded.slice(colon + 1)) };
}

/**
 * `POST /oauth2/token`: the OAuth 2.0 client-credentials grant (form body; client authentication by HTTP
 * Basic or by `client_id`/`client_secret` in the body) with the fixed sandbox credentials. Answers
 * `{access_token, token_type: 'Bearer', expires_in}`; 401 `invalid_client` for wrong credentials; 400
 * `invalid_request` / `unsupported_grant_type` for a malformed request.
 */
export function registerTokenRoutes(api: Hono, issuer: SandboxTokenIssuer): void {
  api.on(...sandboxRoute('token'), async (context) => {
    const contentType = context.req.header('content-type') ?? '';
    if (!/^application\/x-www-form-urlencoded\b/i.test(contentType)) {
      return oauthError(
        400,
        'invalid_request',
        'Send the token request as application/x-www-form-urlencoded with grant_type=client_credentials.',
      );
    }
    const form = new URLSearchParams(await context.req.text());
    const grantType = form.get('grant_type');
    if (grantType !== 'client_credentials') {
      return oauthError(
        400,
        grantType === null ? 'invalid_request' : 'unsupported_grant_type',
        'This sandbox issues tokens for grant_type=client_credentials only.',
      );
    }
    const basic = basicCredentials(context.req.header('authorization'));
    const inBody = form.has('client_id') || form.has('client_secret');
    if (basic === 'malformed') {
      return oauthError(
        401,
        'invalid_client',
        'The Authorization header is not HTTP Basic base64(client_id:client_secret).',
        {
          'www-authenticate': 'Basic realm="offerkit-sandbox"',
        },
      );
    }
    if (basic !== undefined && inBody) {
      return oauthError(
        400,
        'invalid_request',
        'Authenticate the client one way only: HTTP Basic or client_id/client_secret in the body, not both.',
      );
    }
    const id = basic?.id ?? form.get('client_id');
    const secret = basic?.secret ?? form.get('client_secret');
    if (id !== SANDBOX_CLIENT_ID || secret !== SANDBOX_CLIENT_SECRET) {
      return oauthError(
        401,
        'invalid_client',
        'Unknown client or wrong secret: use the clientId and clientSecret the sandbox printed.',
        basic === undefined ? {} : { 'www-authenticate': 'Basic realm="offerkit-sandbox"' },
      );
    }
    const { token, expiresIn } = issuer.issue();
    const body: Record<string, unknown> = {
      access_token: token,
      token_type: 'Bearer',
      expires_in: expiresIn,
    };
    const scope = form.get('scope');
    if (scope !== null && scope !== '') body.scope = scope;
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'no-store',
        pragma: 'no-cache',
      },
    });
  });
}
