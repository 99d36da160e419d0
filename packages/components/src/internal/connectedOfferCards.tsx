import type { Offer } from '@offerkit/data';
import type { ReactElement } from 'react';
import { ConnectedOfferCard } from '../ConnectedOfferCard.tsx';
import type { OfferListProps } from '../OfferList.tsx';

/** What a data-bound list hands each of its cards. */
type ListCardProps = Pick<
  OfferListProps,
  'getOfferHref' | 'onOpenOffer' | 'headingLevel' | 'locale' | 'currency' | 'messages'
>;

/**
 * The `renderOffer` of a data-bound offers list (`ConnectedOfferList`, the experience's offers view): each
 * card a `ConnectedOfferCard`, with the props `OfferList` gives its own cards.
 */
export function connectedOfferCards({
  getOfferHref,
  onOpenOffer,
  headingLevel,
  locale,
  currency,
  messages,
}: ListCardProps): (offer: Offer) => ReactElement {
  return (offer) => (
    <ConnectedOfferCard
      offer={offer}
      href={getOfferHref?.(offer)}
      onOpen={onOpenOffer}
      headingLevel={headingLevel}
      locale={locale}
      currency={currency}
      messages={messages}
    />
  );
}
