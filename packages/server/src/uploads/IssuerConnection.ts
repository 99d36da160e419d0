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
   * The `fetch` to use.
   * @default globalThis.fetch
   */
  fetch?: typeof fetch;
}
