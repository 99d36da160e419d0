import { TokenExchangeError } from './TokenExchangeError.ts';
import type { TokenProvider } from './TokenProvider.ts';

/** Options of {@link createClientCredentialsTokenProvider}. */
export interface ClientCredentialsOptions {
  /** The token endpoint, an absolute http(s) URL (the sandbox prints it as `tokenUrl=`). */
  tokenUrl: string;
  /** The OAuth client id the rewards service issued. */
  clientId: string;
  /** The OAuth client secret. Kept in a closure: it never appears in errors, logs, JSON or `inspect`. */
  clientSecret: string;
  /** Scopes to ask for (`user:write`, `files:write`…), space-joined; none asks for the client's default. */
  scope?: string | readonly string[];
  /**
   * The `fetch` to use.
   * @default globalThis.fetch, looked up at each exchange
   */
  fetch?: typeof fetch;
  /**
   * A token is renewed this many seconds before its `expires_in` runs out, so that no request leaves with
   * a token about to expire; at most half of `expires_in` (a 60 s token is renewed after 30 s).
   * @default 60
   */
  refreshSkewSeconds?: number;
  /**
   * How the client authenticates: `basic` sends `Authorization: Basic base64(id:secret)` (RFC 6749
   * §2.3.1, each form-encoded first); `body` sends `client_id` and `client_secret` in the form.
   * @default 'basic'
   */
  clientAuthentication?: 'basic' | 'body';
  /**
   * Time allowed for one exchange.
   * @default 30000
   */
  timeoutMs?: number;
}

interface CachedToken {
  value: string;
  /** Epoch milliseconds after which the token is renewed; `Infinity` without `expires_in`. */
  renewAt: number;
}

const INSPECT = Symbol.for('nodejs.util.inspect.custom');
/** Largest token answer read: a token document is a few kilobytes; a larger answer is not one. */
const MAX_ANSWER_BYTES = 1_048_576;

/**
 * An OAuth 2.0 client-credentials token provider for the rewards service. Caches the token until
 * `expires_in` minus `refreshSkewSeconds`; concurrent callers share one exchange in flight; a failed
 * exchange is not cached (the next call tries again) and rejects with a {@link TokenExchangeError}. A token
 * answered without `expires_in` is kept until `invalidate(token)` (the issuer client calls it on a 401
 * with the token that failed); invalidating never cancels an exchange in flight, so a burst of 401s
 * costs one exchange.
 *
 * @throws {TypeError} at once for a missing `tokenUrl`, `clientId` or `clientSecret`, or a bad option.
 */
export function createClientCredentialsTokenProvider(options: ClientCredentialsOptions): TokenProvider {
  const { tokenUrl, clientId, clientSecret } = options;
  const url = checkTokenUrl(tokenUrl);
  if (typeof clientId !== 'string' || clientId === '') {
    throw new TypeError('createClientCredentialsTokenProvider: clientId is empty; give the OAuth client id.');
  }
  if (typeof clientSecret !== 'string' || clientSecret === '') {
    throw new TypeError(
      'createClientCredentialsTokenProvider: clientSecret is empty; give the OAuth client secret (from your secret store, not from source code).',
    );
  }
  const skewMs = nonNegative(options.refreshSkewSeconds ?? 60, 'refreshSkewSeconds') * 1000;
  const timeoutMs = nonNegative(options.timeoutMs ?? 30_000, 'timeoutMs');
  if (timeoutMs === 0) {
    throw new TypeError('createClientCredentialsTokenProvider: timeoutMs must be more than 0 milliseconds.');
  }
  const authentication = options.clientAuthentication ?? 'basic';
  if (authentication !== 'basic' && authentication !== 'body') {
    throw new TypeError(
      `createClientCredentialsTokenProvider: clientAuthentication must be "basic" or "body", received ${JSON.stringify(authentication)}.`,
    );
  }
  const scope = typeof options.scope === 'string' ? options.scope : options.scope?.join(' ');
  // Messages name the endpoint without its query (which is configuration, and may hold anything).
  const where = url.split('?', 1)[0] as string;

  let cached: CachedToken | undefined;
  // One exchange at a time: whatever invalidate() is told, an exchange in flight is never dropped, so a
  // burst of 401s costs one exchange, not one each.
  let inFlight: Promise<string> | undefined;

  async function exchange(): Promise<CachedToken> {
    const form = new URLSearchParams({ grant_type: 'client_credentials' });
    if (scope !== undefined && scope !== '') form.set('scope', scope);
    const headers = new Headers({
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
    });
    if (authentication === 'basic') {
      headers.set('authorization', `Basic ${btoa(`${formEncode(clientId)}:${formEncode(clientSecret)}`)}`);
    } else {
      form.set('client_id', clientId);
      form.set('client_secret', clientSecret);
    }
    const started = Date.now();
    let response: Response;
    let text: string | undefined;
    try {
      const doFetch = options.fetch ?? globalThis.fetch;
      response = await doFetch.call(globalThis, url, {
        method: 'POST',
        headers,
        body: form.toString(),
        // A redirect would carry the form (with client_secret in 'body' mode) to wherever it points.
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      text =
        response.status >= 300 && response.status < 400 ? '' : await readCapped(response, MAX_ANSWER_BYTES);
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      // Neither the error's message nor its cause is quoted: a fetch (or a proxy in between) may put the
      // request, and with it the secret, in either. Only a validated error code is kept.
      const code = timedOut ? undefined : networkErrorCode(error);
      const detail = timedOut
        ? `no answer within ${timeoutMs} ms`
        : code === undefined
          ? 'the request failed'
          : `the request failed: ${code}`;
      throw new TokenExchangeError(
        `Could not reach the token endpoint ${where} (${detail}). Check tokenUrl and the network, then try again.`,
      );
    }
    if (text === undefined) {
      throw new TokenExchangeError(
        `The token endpoint ${where} answered ${response.status} with more than ${MAX_ANSWER_BYTES} bytes; a token answer is a small JSON document. Check that tokenUrl is the OAuth token endpoint.`,
        { status: response.status },
      );
    }
    if (response.status >= 300 && response.status < 400) {
      throw new TokenExchangeError(
        `The token endpoint ${where} answered ${response.status}, a redirect, which is never followed (it would send the credentials elsewhere). Set tokenUrl to the endpoint's final URL.`,
        { status: response.status },
      );
    }
    const json = parseJson(text);
    // Nothing the token endpoint wrote is quoted (a WAF or an endpoint that echoes the request would
    // hand back the secret, also base64-encoded in the Basic header): only the status and an OAuth
    // error code of the RFC 6749 grammar are kept.
    if (!response.ok) {
      const given = oauthErrorCode(stringField(json, 'error'));
      // A secret of lower-case letters would pass the grammar: an echo of it is dropped all the same.
      const oauthError =
        given !== undefined && (given.includes(clientSecret) || given.includes(formEncode(clientSecret)))
          ? undefined
          : given;
      const what = `answered ${response.status}${oauthError === undefined ? '' : ` ${oauthError}`}`;
      const todo =
        response.status === 401 || oauthError === 'invalid_client'
          ? `Check clientId ("${clientId}") and clientSecret, and clientAuthentication ("${authentication}").`
          : oauthError === 'invalid_scope'
            ? `Check scope (${JSON.stringify(scope ?? '')}).`
            : 'Check tokenUrl and try again later.';
      throw new TokenExchangeError(`The token endpoint ${where} ${what}. ${todo}`, {
        status: response.status,
        oauthError,
      });
    }
    const accessToken = stringField(json, 'access_token');
    const tokenType = stringField(json, 'token_type');
    const expiresIn = isRecord(json) ? json.expires_in : undefined;
    const problem =
      json === undefined
        ? 'a body that is not JSON'
        : accessToken === undefined || accessToken === ''
          ? 'no access_token'
          : !/^[\x21-\x7e]+$/.test(accessToken)
            ? // Headers.set would throw quoting it, and carry the token into logs.
              'an access_token that cannot be sent in an Authorization header'
            : tokenType !== undefined && tokenType.toLowerCase() !== 'bearer'
              ? 'a token_type that is not Bearer'
              : expiresIn !== undefined && !(typeof expiresIn === 'number' && Number.isFinite(expiresIn))
                ? 'an expires_in that is not a number of seconds'
                : undefined;
    if (problem !== undefined || accessToken === undefined) {
      throw new TokenExchangeError(
        `The token endpoint ${where} answered ${response.status} with ${problem}. Check that tokenUrl is the OAuth token endpoint.`,
        { status: response.status },
      );
    }
    // Counted from the request's start: the token's lifetime began while we waited for the answer.
    // The skew is at most half the lifetime: a token living no longer than the skew (60 s against the
    // default 60 s) was renewed at every call, one exchange per request.
    const lifetimeMs = typeof expiresIn === 'number' ? Math.max(0, expiresIn * 1000) : undefined;
    const renewAt =
      lifetimeMs === undefined
        ? Number.POSITIVE_INFINITY
        : started + lifetimeMs - Math.min(skewMs, lifetimeMs / 2);
    return { value: accessToken, renewAt };
  }

  function getAccessToken(): Promise<string> {
    if (cached !== undefined && Date.now() < cached.renewAt) return Promise.resolve(cached.value);
    if (inFlight !== undefined) return inFlight;
    // A failed exchange leaves nothing behind: the next call starts a new one.
    const flight = exchange().then((token) => {
      cached = token;
      return token.value;
    });
    inFlight = flight;
    const clear = () => {
      if (inFlight === flight) inFlight = undefined;
    };
    flight.then(clear, clear);
    return flight;
  }

  function invalidate(failedToken?: string): void {
    // A 401 for a token already replaced (another request's 401 got there first) changes nothing.
    if (failedToken === undefined || cached?.value === failedToken) cached = undefined;
  }

  const description = `ClientCredentialsTokenProvider { tokenUrl: ${url}, clientId: ${clientId}, clientAuthentication: ${authentication} }`;
  return {
    getAccessToken,
    invalidate,
    toString: () => description,
    toJSON: () => ({ tokenUrl: url, clientId, clientAuthentication: authentication }),
    [INSPECT]: () => description,
  } as TokenProvider;
}

function checkTokenUrl(tokenUrl: unknown): string {
  let parsed: URL | undefined;
  try {
    parsed = typeof tokenUrl === 'string' ? new URL(tokenUrl) : undefined;
  } catch {
    parsed = undefined;
  }
  if (parsed === undefined || (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')) {
    throw new TypeError(
      `createClientCredentialsTokenProvider: tokenUrl ${JSON.stringify(tokenUrl)} is not an absolute http(s) URL; give the OAuth token endpoint.`,
    );
  }
  if (parsed.username !== '' || parsed.password !== '') {
    throw new TypeError(
      'createClientCredentialsTokenProvider: tokenUrl must not carry credentials; give clientId and clientSecret instead.',
    );
  }
  return tokenUrl as string;
}

function nonNegative(value: number, name: string): number {
  if (!(typeof value === 'number' && Number.isFinite(value) && value >= 0)) {
    throw new TypeError(
      `createClientCredentialsTokenProvider: ${name} must be zero or more, received ${String(value)}.`,
    );
  }
  return value;
}

/** `application/x-www-form-urlencoded` encoding of one value (RFC 6749 §2.3.1 asks for it before Basic). */
function formEncode(value: string): string {
  return new URLSearchParams({ v: value }).toString().slice(2);
}

/** The body as UTF-8 text, or `undefined` once it passes `max` bytes (the rest is not read). */
async function readCapped(response: Response, max: number): Promise<string | undefined> {
  if (response.body === null) return '';
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let total = 0;
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    total += value.byteLength;
    if (total > max) {
      await reader.cancel().catch(() => undefined);
      return undefined;
    }
    text += decoder.decode(value, { stream: true });
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringField(json: unknown, name: string): string | undefined {
  if (!isRecord(json)) return undefined;
  const value = json[name];
  return typeof value === 'string' ? value : undefined;
}

/** An OAuth `error` code (RFC 6749 §5.2: `invalid_client`…) when it has that grammar; anything else is dropped. */
function oauthErrorCode(value: string | undefined): string | undefined {
  return value !== undefined && /^[a-z_]{1,64}$/.test(value) ? value : undefined;
}

/**
 * The system error code of a failed fetch (`ECONNREFUSED`, `ENOTFOUND`, `UND_ERR_CONNECT_TIMEOUT`…), from
 * the error or its causes, when it has the grammar of one; never any message text.
 */
function networkErrorCode(error: unknown): string | undefined {
  let current = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[A-Z][A-Z0-9_]{1,40}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
