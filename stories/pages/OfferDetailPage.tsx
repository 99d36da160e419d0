import { ConnectedOfferDetail } from '@offerkit/components';
import { useOffers } from '@offerkit/hooks';

export interface OfferDetailPageProps {
  /** Id of the offer to show. */
  offerId: string;
}

/**
 * An offer's own page in an issuer's app. The service has no single-offer endpoint, so the page loads the
 * user's offers (one page of 50 holds the whole sandbox catalog) and `ConnectedOfferDetail` shows the offer
 * from that cache, with its CTA live.
 */
export function OfferDetailPage({ offerId }: OfferDetailPageProps) {
  const offers = useOffers({ pageSize: 50 });
  return (
    <main className="story-page" style={{ maxInlineSize: '48rem' }}>
      {offers.status === 'pending' ? (
        <p aria-busy="true">Loading the offer…</p>
      ) : (
        <ConnectedOfferDetail offerId={offerId} timeZone="UTC" />
      )}
    </main>
  );
}
