// A bank's page as the README's quickstart writes it: the provider, the experience and the stylesheet.
import { OffersExperience } from '@offerkit/components';
import '@offerkit/components/styles.css';
import { createRewardsClient, SUPPORTED_COMPONENTS } from '@offerkit/data';
import { OfferkitProvider } from '@offerkit/hooks';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

// The browser talks to the bank's own backend route; the preview server forwards it to the sandbox and
// adds the service token there, so no secret reaches the page.
const client = createRewardsClient({ baseUrl: '/api/rewards', organizationId: 'org-sandbox' });

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element to render the offers into.');

createRoot(root).render(
  <StrictMode>
    <OfferkitProvider
      client={client}
      userId="sandbox-offerkit-new-customer"
      supportedComponents={SUPPORTED_COMPONENTS}
      locale="en-US"
    >
      <OffersExperience sections={{ nearby: false }} autoLoadMore={false} pageSize={12} />
    </OfferkitProvider>
  </StrictMode>,
);
