import type { RewardsClient } from '@offerkit/data';
import { useQueryClient } from '@tanstack/react-query';
import { startTransition, useEffect, useState } from 'react';
import { firstOffersPageQuery } from './firstOffersPageQuery.ts';

/** How long the page waits for the first offers before it draws the experience with its own loading state. */
const FIRST_PAGE_PATIENCE_MS = 1500;

/** What {@link useFirstOffersPage} needs: who and through which client the experience lists offers. */
export interface FirstOffersPageOptions {
  client: RewardsClient;
  userId: string;
  /** `false` when the page opens on another view (nearby, rewards): nothing to wait for. */
  enabled: boolean;
}

/**
 * Whether the offers page may draw `OffersExperience`: once the first page of its opening list is in the
 * query cache (fetched here with the same options, so the experience reads it without a second request),
 * failed, or took longer than {@link FIRST_PAGE_PATIENCE_MS}. Drawn before, the experience shows its
 * loading skeleton, and the category chips that arrive with the offers wrap onto more rows on a wide
 * screen and push the skeleton down: the page's largest layout shift. Drawn after, it is laid out once.
 * A page already in the cache (the server rendered it, and the page's script took its cache over) is
 * drawn at once.
 */
export function useFirstOffersPage({ client, userId, enabled }: FirstOffersPageOptions): boolean {
  const queryClient = useQueryClient();
  const [ready, setReady] = useState(
    () => !enabled || queryClient.getQueryData(firstOffersPageQuery(client, userId).queryKey) !== undefined,
  );
  useEffect(() => {
    if (ready) return;
    let current = true;
    const done = () => {
      // A transition: React renders the experience in short slices, so its first page of cards holds
      // the main thread in no long task (a phone would not answer a tap meanwhile).
      if (current) startTransition(() => setReady(true));
    };
    const timer = setTimeout(done, FIRST_PAGE_PATIENCE_MS);
    // A failure is the experience's to show (with its retry), as for any later request.
    queryClient.prefetchInfiniteQuery(firstOffersPageQuery(client, userId)).finally(done);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [ready, queryClient, client, userId]);
  return ready;
}
