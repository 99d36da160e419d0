import { createRewardsClient, type Diagnostic } from '@offerkit/data';
import { createOfferkitQueryClient } from '@offerkit/hooks';
import type { QueryClient } from '@tanstack/react-query';
import type { SessionState } from '../src/fetchSession.ts';
import { firstOffersPageQuery } from '../src/firstOffersPageQuery.ts';

/**
 * How long `/offers` waits for the first offers before it is sent with the loading status instead (the
 * page then asks for them itself): a slow service delays the page by this much at most.
 */
const SERVER_PATIENCE_MS = 1000;

/** The first offers page, fetched for a server render. */
export interface PrefetchedOffers {
  /** A query cache holding the page under the key the experience asks for. */
  queryClient: QueryClient;
  /** What Offerkit refused while decoding it. */
  diagnostics: Diagnostic[];
}

/**
 * Fetches the signed-in customer's first offers page (the list `OffersExperience` opens with) for the
 * server to render into `/offers`. `fetchProxy` must send the request through the bank's own proxy route
 * as that customer's (with their session cookie), exactly as the page's script would: the same checks,
 * the same user. The client has the page's base URL and options, so the cache key is the one the page's
 * experience asks for. `undefined` when the service failed or took longer than {@link SERVER_PATIENCE_MS}
 * (no retry: the page asks again itself); `onError` is then told why.
 */
export async function prefetchFirstOffersPage(
  session: Extract<SessionState, { signedIn: true }>,
  fetchProxy: typeof fetch,
  onError: (error: unknown) => void = () => undefined,
): Promise<PrefetchedOffers | undefined> {
  const diagnostics: Diagnostic[] = [];
  const client = createRewardsClient({
    baseUrl: session.rewardsBaseUrl,
    organizationId: session.organizationId,
    fetch: fetchProxy,
    retry: false,
    timeoutMs: SERVER_PATIENCE_MS,
    onDiagnostic: (diagnostic) => diagnostics.push(diagnostic),
  });
  const queryClient = createOfferkitQueryClient();
  const query = firstOffersPageQuery(client, session.customer.id);
  await queryClient.prefetchInfiniteQuery(query);
  const { data, error } = queryClient.getQueryState(query.queryKey) ?? {};
  if (data !== undefined) return { queryClient, diagnostics };
  onError(error);
  return undefined;
}
