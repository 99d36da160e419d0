import type { Offer, RewardsApiError } from '@offerkit/data';
import {
  type UseLocationsOptions,
  type UseLocationsResult,
  type UseOfferActionOptions,
  type UseOffersOptions,
  type UseOffersResult,
  useCachedOffer,
  useLocations,
  useOffer,
  useOfferAction,
  useOffers,
} from '@offerkit/hooks';
import type { ReactNode } from 'react';

/** One line per offer that shows what a card would: name, detail tags, the CTA text. */
export function describeOffer(offer: Offer): string {
  const components = offer.attributes.components;
  const tags = components?.detailTags?.join(', ') ?? '';
  const cta = components?.cta?.buttonText ?? 'no cta';
  return `${offer.attributes.name} [${tags}] (${cta})`;
}

function ActionButton({ offer }: { offer: Offer }) {
  const { cta, run, isPending, error } = useOfferAction(offer);
  if (cta === undefined) return null;
  return (
    <>
      <button type="button" onClick={run} disabled={isPending} data-offer-id={offer.id}>
        {cta.buttonText}
      </button>
      {error !== null && <span role="alert">{error.message}</span>}
    </>
  );
}

/** An offers list, as a host would render it: rows with their CTA buttons and a "More" button. */
export function OfferList({
  label = 'offers',
  onResult,
  ...params
}: UseOffersOptions & { label?: string; onResult?: (result: UseOffersResult) => void }) {
  const list = useOffers(params);
  onResult?.(list);
  return (
    <section aria-label={label}>
      <p data-testid={`${label}-status`}>{list.status}</p>
      {list.error !== null && <p role="alert">{`${list.error.name}: ${list.error.message}`}</p>}
      <ul>
        {list.offers.map((offer) => (
          <li key={offer.id} data-offer-id={offer.id}>
            {describeOffer(offer)}
            <ActionButton offer={offer} />
          </li>
        ))}
      </ul>
      {list.hasNextPage && (
        <button type="button" onClick={list.fetchNextPage}>
          More {label}
        </button>
      )}
    </section>
  );
}

/** A detail view fed only by the cache (`useCachedOffer`): it never fetches. */
export function OfferDetail({ offerId }: { offerId: string }) {
  const offer = useCachedOffer(offerId);
  return (
    <article aria-label="detail">
      {offer === undefined ? 'not cached' : `detail: ${describeOffer(offer)}`}
    </article>
  );
}

/** A locations list with the offers of each location. */
export function LocationList({
  onResult,
  ...params
}: UseLocationsOptions & { onResult?: (result: UseLocationsResult) => void }) {
  const list = useLocations(params);
  onResult?.(list);
  return (
    <section aria-label="locations">
      <p data-testid="locations-status">{list.status}</p>
      {list.error !== null && <p role="alert">{`${list.error.name}: ${list.error.message}`}</p>}
      <ul>
        {list.locations.map((location) => (
          <li key={location.id} data-location-id={location.id}>
            {location.attributes.name}: {location.offers.map(describeOffer).join(' / ')}
          </li>
        ))}
      </ul>
      {list.hasNextPage && (
        <button type="button" onClick={list.fetchNextPage}>
          More locations
        </button>
      )}
    </section>
  );
}

/** Renders `children` with the offer once a list has cached it. */
export function WhenCached({
  offerId,
  children,
}: {
  offerId: string;
  children: (offer: Offer) => ReactNode;
}) {
  const offer = useCachedOffer(offerId);
  return offer === undefined ? null : children(offer);
}

/**
 * A host-built CTA for one offer: `name` prefixes the button texts; `twice` runs the action twice from one
 * click handler (a double click in the same tick).
 */
export function ActionProbe({
  offer,
  name,
  twice = false,
  ...options
}: UseOfferActionOptions & { offer: Offer; name: string; twice?: boolean }) {
  const action = useOfferAction(offer, options);
  return (
    <div>
      <button
        type="button"
        onClick={() => {
          action.run();
          if (twice) action.run();
        }}
      >
        {`${name} ${action.cta?.buttonText ?? 'done'}`}
      </button>
      <button type="button" onClick={action.reset}>
        {`${name} dismiss`}
      </button>
      <output aria-label={name}>
        {action.isPending
          ? 'pending'
          : action.error === null
            ? 'no error'
            : `status ${(action.error as RewardsApiError).status}`}
      </output>
    </div>
  );
}

/** A deep-linked detail view: `useOffer` looks the offer up page by page when no list holds it. */
export function OfferLookup({ offerId, maxPages }: { offerId: string; maxPages?: number }) {
  const { offer, status, error, retry } = useOffer(offerId, maxPages === undefined ? {} : { maxPages });
  return (
    <article aria-label="lookup">
      <p data-testid="lookup-status">{status}</p>
      {offer !== undefined && <p>{`detail: ${describeOffer(offer)}`}</p>}
      {error !== null && <p role="alert">{`${error.name}: ${error.message}`}</p>}
      <button type="button" onClick={retry}>
        retry lookup
      </button>
    </article>
  );
}
