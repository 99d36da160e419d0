/**
 * The embed a bank writes: `OfferkitProvider` with a rewards client on the bench server's sandbox, and
 * `OffersExperience` with its defaults. Mounted by the network session (figure 3) and the first-card
 * page (figure 9).
 */
import '@offerkit/components/styles.css';
import { OffersExperience } from '@offerkit/components';
import { createRewardsClient, SUPPORTED_COMPONENTS } from '@offerkit/data';
import { OfferkitProvider } from '@offerkit/hooks';
import { createRoot } from 'react-dom/client';

export function mountExperience(container: HTMLElement): void {
  const client = createRewardsClient({
    baseUrl: `${location.origin}/api`,
    organizationId: 'org-sandbox',
    // The sandbox serves its logos from this page's origin, which the asset policy refuses unless listed.
    assetOrigins: [location.origin],
    headers: { authorization: 'Bearer offerkit-sandbox-token' },
  });
  createRoot(container).render(
    <OfferkitProvider
      client={client}
      userId="sandbox-offerkit-new-customer"
      supportedComponents={SUPPORTED_COMPONENTS}
      locale="en-US"
    >
      <OffersExperience layout="list" />
    </OfferkitProvider>,
  );
}
