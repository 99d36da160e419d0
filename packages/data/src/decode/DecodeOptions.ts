import type { DiagnosticListener } from '../types/documents.ts';

/** Options of every `decode…` function. */
export interface DecodeOptions {
  /**
   * Called once per thing the decoder dropped or tolerated, as it happens (the same diagnostics also
   * end up in the result's `diagnostics`). Use it to log or count malformed responses.
   */
  onDiagnostic?: DiagnosticListener;
  /**
   * The client's base URL (a path is resolved against the page): asset and website URLs on its origin,
   * or on the page's own, are dropped with a diagnostic, since a request there carries the user's cookies.
   * `createRewardsClient` passes its own.
   * @default none: only the page's origin (when there is a page) is refused
   */
  baseUrl?: string;
  /**
   * The only origins (`https://img.example`, scheme, host and port) asset images may load from; an asset
   * elsewhere is dropped with a diagnostic. An origin listed here is allowed even when it is the page's
   * own or the base URL's: then the service can make the browser request any path there.
   * @default any origin but the page's own and the base URL's
   */
  assetOrigins?: readonly string[];
}
