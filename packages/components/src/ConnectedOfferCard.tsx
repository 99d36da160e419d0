'use client';
import { resolveLocale } from '@offerkit/data';
import { useBoundOffer, useOfferkit } from '@offerkit/hooks';
import { type MemoExoticComponent, memo, type ReactElement } from 'react';
import { OfferCard, type OfferCardProps } from './OfferCard.tsx';

export interface ConnectedOfferCardProps extends Omit<OfferCardProps, 'onAction' | 'pending' | 'error'> {}

/**
 * `OfferCard` bound to an `OfferkitProvider`'s cache (needs one): the offer follows the cache, so an
 * activation or boost anywhere updates it without a refetch, and its CTA runs through `useBoundOffer`
 * (exactly as the service gave it) with its pending and error states. The locale defaults to the provider's.
 * `ConnectedOfferList` and `OffersExperience` draw their cards with it.
 */
export const ConnectedOfferCard: MemoExoticComponent<(props: ConnectedOfferCardProps) => ReactElement> = memo(
  function BoundOfferCard(props: ConnectedOfferCardProps): ReactElement {
    const { locale } = useOfferkit();
    const bound = useBoundOffer(props.offer);
    return <OfferCard {...props} {...bound} locale={resolveLocale(props.locale, locale)} />;
  },
);
