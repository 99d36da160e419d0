import { ConnectedOfferDetail, ConnectedOfferList } from '@offerkit/components';
import { useOffers } from '@offerkit/hooks';
import { type FormEvent, useId, useState } from 'react';

export interface OffersPageProps {
  /**
   * Search the list starts with (`filter[search]`).
   * @default '' (every offer)
   */
  initialSearch?: string;
  /**
   * `page[size]` of each request.
   * @default 6
   */
  pageSize?: number;
  /**
   * Load the next page on its own near the end of the list (otherwise only through "Load more").
   * @default false
   */
  autoLoadMore?: boolean;
}

/**
 * An issuer's offers page composed from the library: a search form, `ConnectedOfferList`, and the
 * selected offer's `ConnectedOfferDetail` beside the list. Every card runs its CTA through the hooks, so
 * activating in the detail updates the card (and the other way round) without a refetch.
 */
export function OffersPage({ initialSearch = '', pageSize = 6, autoLoadMore = false }: OffersPageProps) {
  const [draft, setDraft] = useState(initialSearch);
  const [search, setSearch] = useState(initialSearch);
  const [selected, setSelected] = useState<string | null>(null);
  const searchId = useId();
  const params = { search: search === '' ? undefined : search, pageSize };
  // The same query as the list's (same key, so no extra request): the page tells how many are loaded.
  const list = useOffers(params);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(draft.trim());
  };

  return (
    <main className="story-page">
      <h1 className="story-page-title">Offers</h1>
      <search>
        <form className="story-search" onSubmit={submit}>
          <label htmlFor={searchId}>Search offers</label>
          <input
            id={searchId}
            type="search"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
          <button type="submit">Search</button>
        </form>
      </search>
      {list.status === 'success' && (
        <p className="story-caption" data-testid="offer-count">
          {list.offers.length} {list.offers.length === 1 ? 'offer' : 'offers'}
          {list.hasNextPage ? ', more to load' : ''}
        </p>
      )}
      <div className="story-page-columns" data-detail={selected !== null || undefined}>
        <ConnectedOfferList
          params={params}
          autoLoadMore={autoLoadMore}
          onOpenOffer={(offer) => setSelected(offer.id)}
          headingLevel={2}
        />
        {selected !== null && (
          <aside aria-label="Selected offer">
            <ConnectedOfferDetail offerId={selected} headingLevel={2} timeZone="UTC" />
          </aside>
        )}
      </div>
    </main>
  );
}
