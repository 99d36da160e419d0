// Server rendering in plain Node (no framework): a tree of connected cards under the provider, with the client pointed at
// the bank's relative route as it would be in the browser. Prints {html, names} as JSON.
import { ConnectedOfferCard } from '@offerkit/components';
import { createRewardsClient, SUPPORTED_COMPONENTS } from '@offerkit/data';
import { OfferkitProvider } from '@offerkit/hooks';
import { sandboxOfferStates } from '@offerkit/sandbox';
import { renderToString } from 'react-dom/server';

const client = createRewardsClient({ baseUrl: '/api/rewards', organizationId: 'org-sandbox' });
const states = sandboxOfferStates();
const offers = [states.activatable, states.boosted, states.progressive];

const html = renderToString(
  <OfferkitProvider
    client={client}
    userId="sandbox-offerkit-new-customer"
    supportedComponents={SUPPORTED_COMPONENTS}
    locale="en-US"
  >
    <ul>
      {offers.map((offer) => (
        <li key={offer.id}>
          <ConnectedOfferCard offer={offer} locale="en-US" />
        </li>
      ))}
    </ul>
  </OfferkitProvider>,
);

process.stdout.write(`${JSON.stringify({ html, names: offers.map((offer) => offer.attributes.name) })}\n`);
