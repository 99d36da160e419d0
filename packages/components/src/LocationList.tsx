'use client';
import { type Coordinates, type ListStatus, type Location, listView, type Offer } from '@offerkit/data';
import { type MouseEvent, type ReactElement, type ReactNode, useEffect, useRef } from 'react';
import type { HeadingLevel } from './internal/Heading.tsx';
import { ListShell } from './internal/ListShell.tsx';
import type { PagedListProps } from './internal/listStateProps.ts';
import { LocationCard } from './LocationCard.tsx';
import type { OfferkitMessages } from './messages/defaultMessages.ts';
import { useOfferkitMessages } from './useOfferkitMessages.ts';

/** Where a list stands: loading its first page, failed, or showing what it has. */
export type LocationListStatus = ListStatus;

export interface LocationListProps extends PagedListProps {
  /** The locations loaded so far, in order. */
  locations: readonly Location[];
  /** The user's position, for distances. */
  userPosition?: Coordinates;
  /** Draws one location. @default a `LocationCard` with the props below */
  renderLocation?: (location: Location) => ReactNode;
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
   * BCP 47 locale for distances and rewards.
   * @default the runtime's default locale
   */
  locale?: string;
  /**
   * Currency of `FLAT` `userReward` values.
   * @default 'USD'
   */
  currency?: string;
  /**
   * Accessible name of the list.
   * @default messages.locationsLabel ("Locations")
   */
  label?: string;
  /** Extra class names (the root always has `ok-LocationList`). */
  className?: string;
  /** Replaces built-in strings for the list and its cards. */
  messages?: Partial<OfferkitMessages>;
}

/**
 * Merchant locations with their offers. Same states as `OfferList` (`data-state`: `pending`, `error`,
 * `empty`, `ready`), a "Load more" button, and automatic loading when the end of the list nears the
 * viewport (IntersectionObserver; the button remains the keyboard path).
 */
export function LocationList({
  locations,
  status = 'success',
  onRetry,
  hasNextPage = false,
  isFetchingNextPage = false,
  nextPageError = false,
  onLoadMore,
  autoLoadMore = true,
  userPosition,
  renderLocation,
  getOfferHref,
  onOpenOffer,
  headingLevel = 3,
  skeletonCount = 4,
  locale,
  currency,
  label,
  className,
  messages,
}: LocationListProps): ReactElement {
  const text = useOfferkitMessages(messages);
  const sentinel = useRef<HTMLDivElement>(null);
  const view = listView({
    status,
    itemCount: locations.length,
    hasNextPage,
    isFetchingNextPage,
    nextPageError,
    autoLoadMore,
  });
  const autoLoad = view.autoLoad ? onLoadMore : undefined;

  const count = locations.length;
  // Observed afresh after every page: an observer reports the current state when it starts, so a footer
  // that is still in view after a page lands asks for the next one.
  useEffect(() => {
    const element = sentinel.current;
    if (
      autoLoad === undefined ||
      count === 0 ||
      element === null ||
      typeof IntersectionObserver === 'undefined'
    ) {
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) autoLoad();
      },
      { rootMargin: '0px 0px 600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [autoLoad, count]);

  const draw =
    renderLocation ??
    ((location: Location) => (
      <LocationCard
        location={location}
        userPosition={userPosition}
        getOfferHref={getOfferHref}
        onOpenOffer={onOpenOffer}
        headingLevel={headingLevel}
        locale={locale}
        currency={currency}
        messages={messages}
      />
    ));

  return (
    <ListShell
      baseClass="ok-LocationList"
      className={className}
      view={view}
      kind="locations"
      text={text}
      skeletons={skeletonCount}
      footerRef={sentinel}
      onRetry={onRetry}
      onLoadMore={onLoadMore}
    >
      <ul className="ok-LocationList-items" aria-label={label ?? text.locationsLabel}>
        {locations.map((location) => (
          <li key={location.id} className="ok-LocationList-item">
            {draw(location)}
          </li>
        ))}
      </ul>
    </ListShell>
  );
}
