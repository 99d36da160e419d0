/** Where the rewards service (or the issuer's backend route in front of it) is reached. */
export interface RewardsEndpoint {
  /**
   * Absolute http(s) URL of the service or of the issuer's backend route, optionally with a path prefix,
   * e.g. `https://bank.example/api/rewards`. A path such as `/api/rewards` is resolved against the page's
   * origin when a request is built; where there is no page (server rendering, Node, workers) that request
   * is refused with a `RewardsRequestError`: pass an absolute URL there, e.g.
   * `new URL('/api/rewards', request.url).href` from the incoming request.
   */
  baseUrl: string;
  /** The issuer's `organizationId` (every path starts with `/v2/issuers/{organizationId}`). */
  organizationId: string;
}

/** A request ready for `fetch`. */
export interface RewardsRequest {
  /** HTTP method, e.g. `GET` or `POST`. */
  method: string;
  /** Absolute URL with its query. */
  url: string;
}
