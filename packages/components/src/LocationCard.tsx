'use client';
import { type Coordinates, type Location, locationView, type Offer } from '@offerkit/data';
import { clsx } from 'clsx';
import { type MouseEvent, type ReactElement, type ReactNode, useId } from 'react';
import { Heading, type HeadingLevel } from './internal/Heading.tsx';
import { offerNameElement } from './internal/offerNameElement.tsx';
import { useMessages } from './internal/useMessages.ts';
import type { OfferkitMessages } from './messages/defaultMessages.ts';
import { componentMessages } from './messages/defaultMessages.ts';
import { OfferLogo } from './OfferLogo.tsx';
import { Reward } from './Reward.tsx';

export interface LocationCardProps {
  /** The location, with the offers redeemable there resolved (`location.offers`). */
  location: Location;
  /** The user's position. When given (and the location has coordinates), the distance is shown. */
  userPosition?: Coordinates;
  /**
   * Level of the location's name heading; the offers heading uses the next level.
   * @default 3
   */
  headingLevel?: Exclude<HeadingLevel, 6>;
  /** Draws one offer redeemable here. @default its logo, name (a link with `getOfferHref`) and reward */
  renderOffer?: (offer: Offer) => ReactNode;
  /** Link to an offer's page, making its name a link. */
  getOfferHref?: (offer: Offer) => string | undefined;
  /** Called when an offer's name is activated; without `getOfferHref` the name becomes a button. */
  onOpenOffer?: (offer: Offer, event: MouseEvent<HTMLElement>) => void;
  /**
   * BCP 47 locale for the distance and rewards.
   * @default the runtime's default locale
   */
  locale?: string;
  /**
   * Currency of `FLAT` `userReward` values.
   * @default 'USD'
   */
  currency?: string;
  /** Extra class names (the card always has `ok-LocationCard`). */
  className?: string;
  /** Replaces built-in strings for this card. */
  messages?: Partial<OfferkitMessages>;
}

/**
 * A merchant location: name, address, distance when the user's position is known, phone, opening hours
 * (the service's display lines) and the offers redeemable there. Every rule (address lines, the `tel:`
 * link, which hours lines show, the distance) is `locationView`'s; the card only maps it to markup.
 */
export function LocationCard({
  location,
  userPosition,
  headingLevel = 3,
  renderOffer,
  getOfferHref,
  onOpenOffer,
  locale,
  currency,
  className,
  messages,
}: LocationCardProps): ReactElement {
  const text = useMessages(componentMessages, messages);
  const titleId = useId();
  const view = locationView(location, { userPosition });
  const { street, place, phone, hours, distanceMiles: miles } = view;
  const subLevel = (headingLevel + 1) as HeadingLevel;

  const drawOffer =
    renderOffer ??
    ((offer: Offer) => {
      return (
        <div className="ok-LocationCard-offer">
          <OfferLogo offer={offer} decorative />
          <span className="ok-LocationCard-offerName">
            {offerNameElement({
              offer,
              name: offer.attributes.name,
              href: getOfferHref?.(offer),
              onOpen: onOpenOffer,
              buttonClass: 'ok-LocationCard-offerButton',
            })}
          </span>
          <Reward offer={offer} locale={locale} currency={currency} messages={messages} />
        </div>
      );
    });

  return (
    <article
      className={clsx('ok-LocationCard', className)}
      aria-labelledby={titleId}
      data-distance={miles !== undefined || undefined}
    >
      <div className="ok-LocationCard-header">
        <Heading level={headingLevel} className="ok-LocationCard-title" id={titleId}>
          {view.name}
        </Heading>
        {miles !== undefined && <p className="ok-LocationCard-distance">{text.distance(miles, locale)}</p>}
      </div>
      {view.hasAddress && (
        <address className="ok-LocationCard-address">
          {street !== undefined && <span className="ok-LocationCard-street">{street}</span>}
          {place !== undefined && <span className="ok-LocationCard-place">{place}</span>}
        </address>
      )}
      {phone !== undefined && (
        <p className="ok-LocationCard-phone">
          <span className="ok-LocationCard-term">{text.phone}: </span>
          <a href={phone.href}>{phone.text}</a>
        </p>
      )}
      {hours.length > 0 && (
        <details className="ok-LocationCard-hours">
          <summary>{text.openingHours}</summary>
          <ul>
            {hours.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </details>
      )}
      {view.offers.length > 0 && (
        // Not a region: a list of locations would otherwise hold many landmarks of one name. The heading
        // already gives screen-reader users the structure.
        <div className="ok-LocationCard-offers">
          <Heading level={subLevel} id={`${titleId}-offers`} className="ok-LocationCard-offersTitle">
            {text.locationOffers}
          </Heading>
          <ul>
            {view.offers.map((offer) => (
              <li key={offer.id}>{drawOffer(offer)}</li>
            ))}
          </ul>
        </div>
      )}
    </article>
  );
}
