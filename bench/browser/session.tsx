/**
 * Figure 3 in Chromium: a small host app on the built packages, talking to the sandbox on the bench
 * server: a search form, `ConnectedOfferList` (library defaults), and `ConnectedOfferDetail` for the offer
 * whose title was activated. bench/figures/network.ts drives it like a user and counts the requests the
 * sandbox received.
 */
import '@offerkit/components/styles.css';
import { ConnectedOfferDetail, ConnectedOfferList } from '@offerkit/components';
import { createRewardsClient, type Offer, SUPPORTED_COMPONENTS } from '@offerkit/data';
import { OfferkitProvider } from '@offerkit/hooks';
import { type FormEvent, useState } from 'react';
import { createRoot } from 'react-dom/client';

const client = createRewardsClient({
  baseUrl: `${location.origin}/api`,
  organizationId: 'org-sandbox',
  // The sandbox serves its logos from this page's origin, which the asset policy refuses unless listed.
  assetOrigins: [location.origin],
  headers: { authorization: 'Bearer offerkit-sandbox-token' },
});

function App() {
  const [search, setSearch] = useState('');
  const [openId, setOpenId] = useState<string | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSearch(String(new FormData(event.currentTarget).get('search') ?? '').trim());
  };
  return (
    <OfferkitProvider
      client={client}
      userId="sandbox-offerkit-new-customer"
      supportedComponents={SUPPORTED_COMPONENTS}
      locale="en-US"
    >
      <main>
        <search>
          <form onSubmit={submit}>
            <label>
              Search offers <input name="search" type="search" />
            </label>
            <button type="submit">Search</button>
          </form>
        </search>
        {openId !== null && (
          <section aria-label="Offer detail" className="bench-detail">
            <button type="button" onClick={() => setOpenId(null)}>
              Close
            </button>
            <ConnectedOfferDetail offerId={openId} />
          </section>
        )}
        <ConnectedOfferList
          params={search === '' ? {} : { search }}
          layout="list"
          onOpenOffer={(offer: Offer) => setOpenId(offer.id)}
        />
      </main>
    </OfferkitProvider>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(<App />);
document.documentElement.dataset.ready = 'true';
