'use client';
import type { Coordinates, Location, Offer } from '@offerkit/data';
import { useListView } from '@offerkit/hooks';
import type { MouseEvent, ReactElement, ReactNode } from 'react';
import type { HeadingLevel } from './internal/Heading.tsx';
import { ListShell } from './internal/ListShell.tsx';
import type { ListFormatProps, PagedListProps } from './internal/listStateProps.ts';
import { useMessages } from './internal/useMessages.ts';
import { LocationCard } from './LocationCard.tsx';
import { componentMessages } from './messages/defaultMessages.ts';

export interface LocationListProps extends PagedListProps, ListFormatProps {
  /** The locations loaded so far, in order. */
  locations: readonly Location[];
  /** The user's position, for distances. */
  userPosition?: Coordinates;
  /**
   * Draws one location. Gets the `LocationCard` it would draw with the props below, to wrap or replace.
   * @default that card
   */
  renderLocation?: (location: Location, card: ReactElement) => ReactNode;
  /** Link to an offer's page (see `LocationCard.getOfferHref`). */
  getOfferHref?: (offer: Offer) => string | undefined;
  /** Called when an offer's name is activated (see `LocationCard.onOpenOffer`). */
  onOpenOffer?: (offer: Offer, event: MouseEvent<HTMLElement>) => void;
  /**
   * Level of each location's heading.
   * @default 3
   */
  headingLevel?: Exclude<HeadingLevel, 6>;
  /**
   * Number of placeholders while the first page loads.
   * @default 4
   */
  skeletonCount?: number;
  /**
   * Accessible name of the list.
   * @default messages.locationsLabel ("Locations")
   */
  label?: string;
}

/**
 * Merchant locations with their offers. Same states as `OfferList` (`data-state`: `pending`, `error`,
 * `empty`, `ready`), a "Load more" button, and automatic loading when the end of the list nears the
 * viewport (IntersectionObserver; the button remains the keyboard path).
 */
export function LocationList(props: LocationListProps): ReactElement {
  const { locations, onRetry, onLoadMore, renderLocation, skeletonCount = 4, label, className } = props;
  const { userPosition, getOfferHref, onOpenOffer, headingLevel = 3, locale, currency, messages } = props;
  const text = useMessages(componentMessages, messages);
  // The paging props go to the hook as they came.
  const list = useListView({ ...props, itemCount: locations.length });
  const card = { userPosition, getOfferHref, onOpenOffer, headingLevel, locale, currency, messages };
  const draw = renderLocation ?? ((_: Location, card: ReactElement) => card);

  return (
    <ListShell
      baseClass="ok-LocationList"
      className={className}
      view={list.view}
      kind="locations"
      text={text}
      skeletons={skeletonCount}
      footerProps={list.getFooterProps()}
      onRetry={onRetry}
      onLoadMore={onLoadMore}
    >
      <ul className="ok-LocationList-items" aria-label={label ?? text.locationsLabel}>
        {locations.map((location) => (
          <li key={location.id} className="ok-LocationList-item">
            {draw(location, <LocationCard {...card} location={location} />)}
          </li>
        ))}
      </ul>
    </ListShell>
  );
}
