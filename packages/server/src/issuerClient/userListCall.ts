import type { DiagnosticListener, RewardsEndpoint, RewardsRequest } from '@offerkit/data';
import type { IssuerClientContext } from './IssuerClientContext.ts';

/**
 * The `list` of a user's offers or locations: one page, requested with the browser's builder (paths from
 * the route table) and read with its decoder (GET, retried). Internal.
 */
export function userListCall<Query, Document>(
  context: IssuerClientContext,
  build: (config: RewardsEndpoint, userId: string, query?: Query) => RewardsRequest,
  decode: (json: unknown, options: { onDiagnostic?: DiagnosticListener }) => Document,
): (userId: string, query?: Query, options?: { signal?: AbortSignal }) => Promise<Document> {
  const { endpoint, transport, onDiagnostic } = context;
  const options = onDiagnostic === undefined ? {} : { onDiagnostic };
  return async (userId, query, { signal } = {}) =>
    transport.send(
      build(endpoint, userId, query),
      (json) => decode(json, options),
      signal === undefined ? {} : { signal },
    );
}
