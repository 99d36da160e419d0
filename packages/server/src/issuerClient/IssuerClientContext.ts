import type { DiagnosticListener, RewardsEndpoint } from '@offerkit/data';
import type { RewardsTransport, TransportRequest } from '@offerkit/data/backend';

/** What every namespace of the issuer client shares. Internal. */
export interface IssuerClientContext {
  endpoint: RewardsEndpoint;
  transport: RewardsTransport;
  onDiagnostic: DiagnosticListener | undefined;
  /** The client's `fetch` option, for presigned storage URLs (sent without the service's headers). */
  fetch?: typeof fetch;
  /** The client's `allowedStorageHosts` option: which hosts presigned URLs may point at. */
  allowedStorageHosts?: readonly string[];
}

/** A request with a JSON body. Internal. */
export function jsonRequest(method: string, url: string, body: unknown): TransportRequest {
  return { method, url, body: JSON.stringify(body), headers: { 'content-type': 'application/json' } };
}

/** Splits `items` into runs of at most `size`. Internal. */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}
