import { ConnectedOfferList } from '@offerkit/components';
import { createRewardsClient, SUPPORTED_COMPONENTS } from '@offerkit/data';
import { createOfferkitQueryClient, offersQueryOptions } from '@offerkit/hooks';
import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import { headers } from 'next/headers';
import { Providers } from './Providers';
import { forwardToRewardsService } from './rewardsBackend';
import { sandboxEnv } from './sandboxEnv';

// Offers are per user: render at request time, never at build time.
export const dynamic = 'force-dynamic';

/**
 * A server component: prefetches the first page with the same query options `useOffers` uses, then hands
 * the cache to the client through `HydrationBoundary`, so the list is in the HTML and hydrates without a
 * second request. Server and browser clients use the same absolute base URL (the query key includes it);
 * on the server the requests go to the backend route's code in-process instead of over HTTP.
 */
export default async function OffersPage() {
  const env = sandboxEnv();
  const incoming = await headers();
  const baseUrl = `${incoming.get('x-forwarded-proto') ?? 'http'}://${incoming.get('host')}/api/rewards`;
  const queryClient = createOfferkitQueryClient();
  const client = createRewardsClient({
    baseUrl,
    organizationId: env.organizationId,
    fetch: (input, init) => forwardToRewardsService(new Request(input, init)),
  });
  await queryClient.prefetchInfiniteQuery(
    offersQueryOptions({ client, userId: env.userId, supportedComponents: SUPPORTED_COMPONENTS }),
  );
  return (
    <main>
      <h1>Your offers</h1>
      <Providers baseUrl={baseUrl} userId={env.userId} organizationId={env.organizationId}>
        <HydrationBoundary state={dehydrate(queryClient)}>
          <ConnectedOfferList locale="en-US" />
        </HydrationBoundary>
      </Providers>
    </main>
  );
}
