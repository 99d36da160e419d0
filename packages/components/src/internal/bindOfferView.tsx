'use client';
import { resolveLocale } from '@offerkit/data';
import { useBoundOffer, useOptionalOfferkit } from '@offerkit/hooks';
import type { ReactElement } from 'react';
import type { OfferViewProps } from './OfferViewProps.ts';

/**
 * An offer view that binds itself where it can: inside an `OfferkitProvider` and without a host `onAction`,
 * the offer follows the cache and its CTA runs through `useBoundOffer` (one cache subscription), and the
 * locale falls back to the provider's. Otherwise `View` draws its props as given, with no subscription at
 * all (a presentational list of hundreds of cards pays nothing for the binding). `name` is what React's
 * tools show.
 */
export function bindOfferView<Props extends OfferViewProps & { locale?: string }>(
  View: (props: Props) => ReactElement,
  name: string,
): (props: Props) => ReactElement {
  function BoundOfferView(props: Props): ReactElement {
    const bound = useBoundOffer(props.offer);
    return <View {...props} {...bound} />;
  }
  function OfferView(props: Props): ReactElement {
    const offerkit = useOptionalOfferkit();
    if (offerkit === null || props.onAction !== undefined) return <View {...props} />;
    return <BoundOfferView {...props} locale={resolveLocale(props.locale, offerkit.locale)} />;
  }
  OfferView.displayName = name;
  BoundOfferView.displayName = `Bound${name}`;
  return OfferView;
}
