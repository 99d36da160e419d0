'use client';
import { resolveLocale } from '@offerkit/data';
import { type OfferkitContextValue, useOptionalOfferkit } from '@offerkit/hooks';
import type { ReactElement } from 'react';
import type { OfferViewProps } from './OfferViewProps.ts';

/**
 * An offer view that binds itself where it can: inside an `OfferkitProvider` and without a host `onAction`,
 * the offer follows the cache and its CTA runs through the provider's `useBoundOffer` (one cache
 * subscription), and the locale falls back to the provider's. Otherwise `View` draws its props as given,
 * with no subscription at all (a presentational list of hundreds of cards pays nothing for the binding).
 * The hook comes from the provider's context rather than an import, so an app without a provider ships
 * none of the binding's code. `name` is what React's tools show.
 *
 * `View` is called, not rendered, where its fiber's hooks cannot change: a card is one fiber outside a
 * provider and two in bound mode. Each mode that can switch at run time is its own component, so a switch
 * remounts the view instead of changing the hooks of a mounted fiber.
 */
export function bindOfferView<Props extends OfferViewProps & { locale?: string }>(
  View: (props: Props) => ReactElement,
  name: string,
): (props: Props) => ReactElement {
  // Rendered only inside a provider; its hooks are always the binding's, then the view's.
  function BoundOfferView(props: Props): ReactElement {
    const offerkit = useOptionalOfferkit() as OfferkitContextValue;
    const bound = offerkit.useBoundOffer(props.offer);
    return View({ ...props, ...bound, locale: resolveLocale(props.locale, offerkit.locale) });
  }
  function OfferView(props: Props): ReactElement {
    const offerkit = useOptionalOfferkit();
    // A provider cannot appear or vanish above a mounted fiber (that changes its parents, so React
    // remounts it): outside one this fiber's hooks are always the context read, then the view's.
    if (offerkit === null) return View(props);
    // Inside one, `onAction` may come and go between renders: each mode is a component of its own.
    return props.onAction !== undefined ? <View {...props} /> : <BoundOfferView {...props} />;
  }
  OfferView.displayName = name;
  BoundOfferView.displayName = `Bound${name}`;
  return OfferView;
}
