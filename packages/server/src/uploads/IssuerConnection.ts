/**
 * How the uploads and files functions reach the rewards service: the base address, the organization, and
 * the authentication headers. The issuer client passes its own; standalone use needs only these fields.
 */
export interface IssuerConnection {
  /** The service's base address (`https://…` or the sandbox's URL), without `/v2/...`. */
  baseUrl: string;
  /** The `organizationId` of every `/v2/issuers/{organizationId}/...` path. */
  organizationId: string;
  /**
   * Headers for every service call, typically `{authorization: 'Bearer …'}` from a token provider; may be
   * async. Never sent to presigned upload or download URLs.
   */
  getHeaders?: () => HeadersInit | Promise<HeadersInit>;
  /**
   * The hosts presigned upload and download URLs may point at (`storage.example`, `storage.example:8443`,
   * or `*.example` for any name below it). Without it, any public host is allowed, and loopback, private
   * and link-local addresses and local names are refused unless they are the service's own origin (the
   * sandbox serves its presigned URLs there). Give it to pin storage to your provider's hosts, or to allow
   * storage of your own on a private address. URLs must be https: (http: when `baseUrl` is http:) either way.
   * @default any public host
   */
  allowedStorageHosts?: readonly string[];
  /**
   * The `fetch` to use.
   * @default globalThis.fetch
   */
  fetch?: typeof fetch;
}
