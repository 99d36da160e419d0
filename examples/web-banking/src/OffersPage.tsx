import { OffersExperience, type OffersExperienceView } from '@offerkit/components';
import { createRewardsClient, SUPPORTED_COMPONENTS } from '@offerkit/data';
import { OfferkitProvider } from '@offerkit/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { BANK_LOCALE } from './bankLocale.ts';
import { OFFERS_PAGE_SIZE } from './firstOffersPageQuery.ts';
import { logOfferkitDiagnostic } from './logOfferkitDiagnostic.ts';
import { OffersLoading } from './OffersLoading.tsx';
import { useExperienceView } from './useExperienceView.ts';
import { useFirstOffersPage } from './useFirstOffersPage.ts';

/** Props of {@link OffersPage}. */
export interface OffersPageProps {
  /** The signed-in customer, from the session. */
  customer: { id: string; name: string };
  /** The bank's organization id at the rewards service (not a secret: it only shapes the paths). */
  organizationId: string;
  /** The bank's own route to the rewards service, e.g. `https://bank.example/api/rewards`. */
  rewardsBaseUrl: string;
  /** The view the page opens on, from its URL (`experienceViewFromSearch`). */
  initialView: OffersExperienceView;
  /** Called once the page has mounted (after a hydration: once its markup is React's). */
  onMounted?: (() => void) | undefined;
}

/**
 * The Offers page's main area (the bank's header and footer are `App`'s): `OffersExperience` inside `OfferkitProvider`, talking only to the bank's own
 * `/api/rewards` route, with the opt-in "Your rewards" view and the current view kept in the URL. The
 * requests carry no token: the session cookie identifies the customer, and the server adds the service's
 * bearer token. Whatever Offerkit refuses in the service's answers is logged to the console. The experience is
 * drawn once its first offers are in (`useFirstOffersPage`), so it is laid out once.
 */
export function OffersPage({
  customer,
  organizationId,
  rewardsBaseUrl,
  initialView,
  onMounted,
}: OffersPageProps) {
  useEffect(() => onMounted?.(), [onMounted]);
  const queryClient = useQueryClient();
  const [view, setView] = useExperienceView(initialView);
  const client = useMemo(
    () =>
      createRewardsClient({ baseUrl: rewardsBaseUrl, organizationId, onDiagnostic: logOfferkitDiagnostic }),
    [rewardsBaseUrl, organizationId],
  );
  const ready = useFirstOffersPage({ client, userId: customer.id, enabled: view === 'offers' });
  if (!ready) return <OffersLoading />;
  return (
    <OfferkitProvider
      client={client}
      userId={customer.id}
      supportedComponents={SUPPORTED_COMPONENTS}
      queryClient={queryClient}
      locale={BANK_LOCALE}
    >
      <OffersExperience
        // The experience is the page: its title is the page's h1, with no second title above it.
        headingLevel={1}
        messages={{ rewardsTitle: 'Cash back offers' }}
        pageSize={OFFERS_PAGE_SIZE}
        // "Your rewards": what the customer earned, from the service's webhooks via the bank's store.
        sections={{ rewards: true }}
        // "Use my location" in the nearby view: the browser asks the customer only when they press it
        // (or locates at once when the site already has the permission); a refusal leaves the city,
        // zip code and state search. Browsers give a position only to secure pages (HTTPS, or localhost).
        allowGeolocation
        view={view}
        onViewChange={setView}
      />
    </OfferkitProvider>
  );
}
