/**
 * Figure 3, second session: the library's composed page, `OffersExperience`, with its defaults (search
 * box with debounce, list, detail dialog), on the built packages and the bench server's sandbox.
 * bench/figures/network.ts drives it like a user and counts the requests the sandbox received.
 */
import '@offerkit/components/styles.css';
import { OffersExperience } from '@offerkit/components';
import { createRewardsClient, SUPPORTED_COMPONENTS } from '@offerkit/data';
import { OfferkitProvider } from '@offerkit/hooks';
import { createRoot } from 'react-dom/client';

const client = createRewardsClient({
  baseUrl: `${location.origin}/api`,
  organizationId: 'org-sandbox',
  // The sandbox serves its logos from this page's origin, which the asset policy refuses unless listed.
  assetOrigins: [location.origin],
  headers: { authorization: 'Bearer offerkit-sandbox-token' },
});

createRoot(document.getElementById('root') as HTMLElement).render(
  <OfferkitProvider
    client={client}
    userId="sandbox-offerkit-new-customer"
    supportedComponents={SUPPORTED_COMPONENTS}
    locale="en-US"
  >
    <OffersExperience layout="list" />
  </OfferkitProvider>,
);
document.documentElement.dataset.ready = 'true';
