/**
 * The issuer client wired to a sandbox in process, as the server tests use it: requests go to
 * `sandbox.fetch` (no port, the same requests as over HTTP).
 */
import type { Sandbox } from '@offerkit/sandbox';
import type { SandboxServer } from '@offerkit/sandbox/server';
import {
  createClientCredentialsTokenProvider,
  createIssuerClient,
  type IssuerClient,
  type IssuerClientOptions,
  type TokenProvider,
} from '@offerkit/server';

/** The origin the in-process sandbox answers for (no host is contacted). */
export const SANDBOX_ORIGIN = 'http://sandbox.test';

/** `sandbox.fetch` with the signature of `fetch`, for clients and token providers. */
export const sandboxFetch = (sandbox: Sandbox): typeof globalThis.fetch =>
  ((input: RequestInfo | URL, init?: RequestInit) =>
    sandbox.fetch(new Request(input, init))) as typeof globalThis.fetch;

/** Options of {@link sandboxIssuerClient}. */
export interface SandboxIssuerClientOptions {
  /**
   * The client's base URL; its path must be the sandbox's `basePath`.
   * @default SANDBOX_ORIGIN
   */
  baseUrl?: string;
  /**
   * `static`: the sandbox's ready-made bearer token. `oauth`: a client-credentials token provider against
   * the sandbox's token route, with the sandbox's client id and secret, as a bank wires it.
   * @default 'static'
   */
  auth?: 'static' | 'oauth';
  /** Passed to `createIssuerClient` (tests shorten the backoff). */
  retry?: IssuerClientOptions['retry'];
}

/** A sandbox's issuer client, its fetch, and (with `auth: 'oauth'`) the token provider it uses. */
export interface SandboxIssuerClient {
  client: IssuerClient;
  fetch: typeof globalThis.fetch;
  /** Set with `auth: 'oauth'`. */
  tokenProvider?: TokenProvider;
}

/** An issuer client that talks to `sandbox` in process. */
export function sandboxIssuerClient(
  sandbox: Sandbox,
  options: SandboxIssuerClientOptions & { auth: 'oauth' },
): SandboxIssuerClient & { tokenProvider: TokenProvider };
export function sandboxIssuerClient(
  sandbox: Sandbox,
  options?: SandboxIssuerClientOptions,
): SandboxIssuerClient;
export function sandboxIssuerClient(
  sandbox: Sandbox,
  { baseUrl = SANDBOX_ORIGIN, auth = 'static', retry }: SandboxIssuerClientOptions = {},
): SandboxIssuerClient {
  const fetch = sandboxFetch(sandbox);
  const tokenProvider =
    auth === 'oauth'
      ? createClientCredentialsTokenProvider({
          tokenUrl: `${new URL(baseUrl).origin}${sandbox.oauth.tokenPath}`,
          clientId: sandbox.oauth.clientId,
          clientSecret: sandbox.oauth.clientSecret,
          fetch,
        })
      : undefined;
  const client = createIssuerClient({
    baseUrl,
    organizationId: sandbox.organizationId,
    ...(tokenProvider === undefined ? { getAccessToken: () => sandbox.token } : { tokenProvider }),
    fetch,
    ...(retry === undefined ? {} : { retry }),
  });
  return { client, fetch, ...(tokenProvider === undefined ? {} : { tokenProvider }) };
}

/**
 * An issuer client of a sandbox served over HTTP (`startSandboxServer`), with a client-credentials token
 * provider against its token route, as a bank wires it.
 */
export function sandboxServerIssuerClient({
  url,
  sandbox,
}: Pick<SandboxServer, 'url' | 'sandbox'>): IssuerClient {
  return createIssuerClient({
    baseUrl: url,
    organizationId: sandbox.organizationId,
    tokenProvider: createClientCredentialsTokenProvider({
      tokenUrl: `${new URL(url).origin}${sandbox.oauth.tokenPath}`,
      clientId: sandbox.oauth.clientId,
      clientSecret: sandbox.oauth.clientSecret,
    }),
  });
}
