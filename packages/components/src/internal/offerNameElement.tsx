import { type Offer, offerOpenKind } from '@offerkit/data';
import type { MouseEvent, ReactNode } from 'react';

/** What {@link offerNameElement} draws: the offer's name and how it opens the offer. */
export interface OfferNameProps {
  offer: Offer;
  /** The name as the view model gives it. */
  name: string;
  /** The offer's page: makes the name a link. */
  href: string | undefined;
  /** The host's open callback: on the link's click, or on the button without `href`. */
  onOpen: ((offer: Offer, event: MouseEvent<HTMLElement>) => void) | undefined;
  /** The link's class, if it has one. */
  linkClass?: string;
  /** The button's class. */
  buttonClass: string;
}

/**
 * An offer's name as a link, a button or plain text (`offerOpenKind` decides): the one markup of the rule
 * for `OfferCard`'s title and the offers `LocationCard` lists. A function, not a component: no fiber per card.
 */
export function offerNameElement({
  offer,
  name,
  href,
  onOpen,
  linkClass,
  buttonClass,
}: OfferNameProps): ReactNode {
  const kind = offerOpenKind(href, onOpen !== undefined);
  if (kind === 'link') {
    return (
      <a className={linkClass} href={href} onClick={onOpen && ((event) => onOpen(offer, event))}>
        {name}
      </a>
    );
  }
  if (kind === 'button' && onOpen !== undefined) {
    return (
      <button type="button" className={buttonClass} onClick={(event) => onOpen(offer, event)}>
        {name}
      </button>
    );
  }
  return name;
}
