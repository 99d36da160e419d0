import { OffersExperience } from '@offerkit/components';
import { createRewardsClient, SUPPORTED_COMPONENTS } from '@offerkit/data';
import { OfferkitProvider } from '@offerkit/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { logOfferkitDiagnostic } from './logOfferkitDiagnostic.ts';
import { SignedInHeader } from './SignedInHeader.tsx';
import { useExperienceView } from './useExperienceView.ts';

/** Props of {@link OffersPage}. */
export interface OffersPageProps {
  /** The signed-in customer, from the session. */
  customer: { id: string; name: string };
  /** The bank's organization id at the rewards service (not a secret: it only shapes the paths). */
  organizationId: string;
  /** The bank's own route to the rewards service, e.g. `/api/rewards`. */
  rewardsBaseUrl: string;
}

/**
 * The Offers page: `OffersExperience` inside `OfferkitProvider`, talking only to the bank's own
 * `/api/rewards` route, with the opt-in "Your rewards" view and the current view kept in the URL. The
 * requests carry no token: the session cookie identifies the customer, and the server adds the service's
 * bearer token. Whatever Offerkit refuses in the service's answers is logged to the console.
 */
export function OffersPage({ customer, organizationId, rewardsBaseUrl }: OffersPageProps) {
  const queryClient = useQueryClient();
  const [view, setView] = useExperienceView();
  const client = useMemo(
    () =>
      createRewardsClient({ baseUrl: rewardsBaseUrl, organizationId, onDiagnostic: logOfferkitDiagnostic }),
    [rewardsBaseUrl, organizationId],
  );
  return (
    <div className="wb-page">
      <SignedInHeader customerName={customer.name} />
      <main className="wb-main">
        <OfferkitProvider
          client={client}
          userId={customer.id}
          supportedComponents={SUPPORTED_COMPONENTS}
          queryClient={queryClient}
          locale="en-US"
        >
          <OffersExperience
            // The experience is the page: its title is the page's h1, with no second title above it.
            headingLevel={1}
            messages={{ rewardsTitle: 'Cash back offers' }}
            pageSize={12}
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
      </main>
      <footer className="wb-footer">
        <p>Northwind Bank is a fictional issuer. Offers come from the local Offerkit sandbox.</p>
      </footer>
    </div>
  );
}
