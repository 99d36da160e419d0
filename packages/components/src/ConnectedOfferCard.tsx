'use client';
import { resolveLocale } from '@offerkit/data';
import { useBoundOffer, useOfferkit } from '@offerkit/hooks';
import { type MemoExoticComponent, memo, type ReactElement } from 'react';
import { OfferCard, type OfferCardProps } from './OfferCard.tsx';

export interface ConnectedOfferCardProps extends Omit<OfferCardProps, 'onAction' | 'pending' | 'error'> {}

/**
 * `OfferCard` bound to the provider's cache (needs an `OfferkitProvider`): the offer follows the cache (an
 * activate or boost anywhere updates it without a refetch) and its CTA runs through `useBoundOffer`, with
 * `pending` and the failure shown, one cache subscription per card. The locale defaults to the provider's.
 * `ConnectedOfferList` draws its cards with it; `OfferCard` itself only draws its props, so an app that binds
 * nothing ships none of the binding. Memoized: a card re-renders only when its offer or props change.
 */
export const ConnectedOfferCard: MemoExoticComponent<(props: ConnectedOfferCardProps) => ReactElement> = memo(
  function ConnectedOfferCard({ offer, locale, ...props }: ConnectedOfferCardProps): ReactElement {
    const offerkit = useOfferkit();
    const bound = useBoundOffer(offer);
    return <OfferCard {...props} {...bound} locale={resolveLocale(locale, offerkit.locale)} />;
  },
);
