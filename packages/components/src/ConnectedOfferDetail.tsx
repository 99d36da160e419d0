'use client';
import { resolveLocale } from '@offerkit/data';
import { useBoundOffer, useOfferkit, useOfferLookup } from '@offerkit/hooks';
import type { ReactElement, ReactNode } from 'react';
import { ListError } from './internal/ListParts.tsx';
import { useMessages } from './internal/useMessages.ts';
import { componentMessages } from './messages/defaultMessages.ts';
import { OfferDetail, type OfferDetailProps } from './OfferDetail.tsx';

export interface ConnectedOfferDetailProps
  extends Omit<OfferDetailProps, 'offer' | 'onAction' | 'pending' | 'error'> {
  /** Id of the offer to show: taken from any loaded list, or looked up page by page (a deep link). */
  offerId: string;
  /**
   * Shown when the user's offers list ended without the offer (it expired, or the link is wrong).
   * @default a short "not available" message (messages.offerNotFound)
   */
  fallback?: ReactNode;
  /**
   * The most pages of the user's offers to read while looking for an offer no loaded list holds.
   * @default OFFER_LOOKUP_MAX_PAGES (20) from @offerkit/hooks
   */
  maxPages?: number;
}

/**
 * `OfferDetail` for an offer id (needs an `OfferkitProvider`): shown at once when a loaded list holds the
 * offer, otherwise after reading the user's offers page by page (`useOfferLookup`), so a detail URL opened
 * directly works. Its states (`data-state` on the status element): `pending` (announced), `not-found` (the
 * `fallback`), `error` (message and retry). The offer and its CTA come from `useBoundOffer(offerId)`: one
 * cache subscription for the lookup and the view, which updates from the action's response without a
 * refetch.
 */
export function ConnectedOfferDetail({
  offerId,
  fallback,
  maxPages,
  ...props
}: ConnectedOfferDetailProps): ReactElement {
  const text = useMessages(componentMessages, props.messages);
  const { locale } = useOfferkit();
  const { offer, ...action } = useBoundOffer(offerId);
  const { status, retry } = useOfferLookup(offer, maxPages === undefined ? {} : { maxPages });
  if (offer !== undefined) {
    // Given `onAction`, OfferDetail draws these props and binds nothing again.
    return <OfferDetail {...props} {...action} offer={offer} locale={resolveLocale(props.locale, locale)} />;
  }
  if (status === 'error') {
    return (
      <div className="ok-OfferDetail-status" data-state="error">
        <ListError
          baseClass="ok-OfferDetail"
          message={text.offerError}
          retryLabel={text.retry}
          onRetry={retry}
        />
      </div>
    );
  }
  if (status === 'not-found') {
    return (
      <div className="ok-OfferDetail-status" data-state="not-found">
        {fallback !== undefined ? fallback : <p className="ok-OfferDetail-missing">{text.offerNotFound}</p>}
      </div>
    );
  }
  return (
    <div className="ok-OfferDetail-status" data-state="pending" aria-busy="true">
      <p className="ok-OfferDetail-missing" role="status">
        {text.offerLoading}
      </p>
    </div>
  );
}
