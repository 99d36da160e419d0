import { ConnectedOfferList } from '@offerkit/components';
import { createRewardsClient, SUPPORTED_COMPONENTS } from '@offerkit/data';
import { createOfferkitQueryClient, offersInfiniteQueryOptions } from '@offerkit/hooks';
import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import { Providers } from './Providers';
import { sandboxEnv } from './sandboxEnv';

// Offers are per user: render at request time, never at build time.
export const dynamic = 'force-dynamic';

/**
 * A server component: prefetches the first page with the same query options `useOffers` uses, then hands
 * the cache to the client through `HydrationBoundary`, so the list is in the HTML and hydrates without a
 * second request.
 */
export default async function OffersPage() {
  const env = sandboxEnv();
  const queryClient = createOfferkitQueryClient();
  const client = createRewardsClient({
    baseUrl: env.url,
    organizationId: env.organizationId,
    headers: { authorization: `Bearer ${env.token}` },
  });
  await queryClient.prefetchInfiniteQuery(
    offersInfiniteQueryOptions({ client, userId: env.userId, supportedComponents: SUPPORTED_COMPONENTS }),
  );
  return (
    <main>
      <h1>Your offers</h1>
      <Providers userId={env.userId} organizationId={env.organizationId}>
        <HydrationBoundary state={dehydrate(queryClient)}>
          <ConnectedOfferList locale="en-US" />
        </HydrationBoundary>
      </Providers>
    </main>
  );
}
