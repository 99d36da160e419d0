'use client';
import { createRewardsClient, SUPPORTED_COMPONENTS } from '@offerkit/data';
import { createOfferkitQueryClient, OfferkitProvider } from '@offerkit/hooks';
import { type ReactNode, useState } from 'react';

/**
 * The browser half: one query client and one rewards client per page, talking to the bank's own route at the
 * same base URL the server prefetched with.
 */
export function Providers({
  baseUrl,
  userId,
  organizationId,
  children,
}: {
  baseUrl: string;
  userId: string;
  organizationId: string;
  children: ReactNode;
}) {
  const [queryClient] = useState(() => createOfferkitQueryClient());
  const [client] = useState(() => createRewardsClient({ baseUrl, organizationId }));
  return (
    <OfferkitProvider
      client={client}
      queryClient={queryClient}
      userId={userId}
      supportedComponents={SUPPORTED_COMPONENTS}
      locale="en-US"
    >
      {children}
    </OfferkitProvider>
  );
}
