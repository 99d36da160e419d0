'use client';
import type { CtaAction, Offer } from '@offerkit/data';
import { ImpressionScopeProvider, useListView } from '@offerkit/hooks';
import type { ComponentType, MouseEvent, ReactElement, ReactNode } from 'react';
import type { HeadingLevel } from './internal/Heading.tsx';
import { ListShell } from './internal/ListShell.tsx';
import type { PagedListProps } from './internal/listStateProps.ts';
import { useMessages } from './internal/useMessages.ts';
import { useVirtualGrid, type VirtualGridOptions } from './internal/useVirtualGrid.ts';
import type { OfferkitMessages } from './messages/defaultMessages.ts';
import { componentMessages } from './messages/defaultMessages.ts';
import { OfferCard, type OfferCardProps } from './OfferCard.tsx';

export interface OfferListProps extends PagedListProps {
  /** The offers loaded so far, in order. */
  offers: readonly Offer[];
  /**
   * How many rows before the end automatic loading starts.
   * @default 2
   */
  loadMoreThreshold?: number;
  /**
   * `grid`: as many columns as fit (`--ok-card-min-width` wide); `list`: one offer per row.
   * @default 'grid'
   */
  layout?: 'grid' | 'list';
  /**
   * Expected row height in pixels before rows are measured; also the height rendered on the server.
   * @default 260 in a grid, 180 in a list
   */
  estimateRowHeight?: number;
  /**
   * Rows rendered beyond the visible ones in each direction.
   * @default 3
   */
  overscan?: number;
  /**
   * Viewport height assumed before the browser reports one (server rendering), in pixels.
   * @default 900
   */
  initialViewportHeight?: number;
  /**
   * Number of placeholder cards while the first page loads.
   * @default 6
   */
  skeletonCount?: number;
  /** Draws one offer. @default a `card` with the props below */
  renderOffer?: (offer: Offer, index: number) => ReactNode;
  /**
   * The card each offer is drawn with, given the props below (`ConnectedOfferCard` binds each card to the
   * provider's cache, as `ConnectedOfferList` does).
   * @default OfferCard
   */
  card?: ComponentType<OfferCardProps>;
  /** Link of each card's title (see `OfferCard.href`). */
  getOfferHref?: (offer: Offer) => string | undefined;
  /** Called when a card's title is activated (see `OfferCard.onOpen`). */
  onOpenOffer?: (offer: Offer, event: MouseEvent<HTMLElement>) => void;
  /**
   * Runs a card's CTA (presentational use, see `OfferCard.onAction`). `ConnectedOfferList` leaves it out:
   * each of its cards runs its own CTA.
   */
  onAction?: (action: CtaAction, offer: Offer) => void;
  /** Ids of offers whose CTA action is running (presentational use). */
  pendingOfferIds?: readonly string[];
  /**
   * Level of each card's title heading.
   * @default 3
   */
  headingLevel?: HeadingLevel;
  /**
   * BCP 47 locale for the cards.
   * @default the runtime's default locale (`ConnectedOfferList`: the `OfferkitProvider`'s locale)
   */
  locale?: string;
  /**
   * Currency of `FLAT` `userReward` values.
   * @default 'USD'
   */
  currency?: string;
  /**
   * Accessible name of the list.
   * @default messages.offersLabel ("Offers")
   */
  label?: string;
  /** Extra class names (the root always has `ok-OfferList`). */
  className?: string;
  /** Replaces built-in strings for the list and its cards. */
  messages?: Partial<OfferkitMessages>;
}

const FOOTER_SKELETONS = { grid: 3, list: 2 } as const;

/**
 * A grid or list of offers, virtualized against the window scroll with @tanstack/react-virtual: only the
 * rows near the viewport are in the DOM, so 10,000 offers stay as cheap as a dozen. Each rendered item is
 * an `<li>` with `aria-posinset`/`aria-setsize`, so assistive technology still knows the full size.
 *
 * States (`data-state` on the root): `pending` (skeletons), `error` (message and retry), `empty`, `ready`.
 * When `hasNextPage`, a "Load more" button follows the list and, with `autoLoadMore`, the next page is
 * requested when the last rows come into range.
 */
export function OfferList(props: OfferListProps): ReactElement {
  const { offers, hasNextPage = false, onRetry, onLoadMore, layout = 'grid', label, className } = props;
  const { estimateRowHeight, overscan = 3, initialViewportHeight = 900, loadMoreThreshold = 2 } = props;
  const { skeletonCount = 6, renderOffer, card: Card = OfferCard, messages } = props;
  const { getOfferHref, onOpenOffer, onAction, pendingOfferIds, headingLevel = 3, locale, currency } = props;
  const text = useMessages(componentMessages, messages);
  // The paging props go to the hook as they came.
  const list = useListView({ ...props, itemCount: offers.length });
  const draw =
    renderOffer ??
    ((offer: Offer) => (
      <Card
        {...{ locale, currency, messages }}
        offer={offer}
        href={getOfferHref?.(offer)}
        onOpen={onOpenOffer}
        onAction={onAction}
        pending={pendingOfferIds?.includes(offer.id)}
        headingLevel={headingLevel}
      />
    ));

  return (
    <ListShell
      baseClass="ok-OfferList"
      className={className}
      layout={layout}
      view={list.view}
      kind="offers"
      text={text}
      skeletons={skeletonCount}
      footerPlaceholders={FOOTER_SKELETONS[layout]}
      onRetry={onRetry}
      onLoadMore={onLoadMore}
    >
      {/* One observer and one timer for every card's impression, not one per card. */}
      <ImpressionScopeProvider>
        <VirtualItems
          label={label ?? text.offersLabel}
          draw={draw}
          items={offers}
          layout={layout}
          estimateRowHeight={estimateRowHeight ?? (layout === 'grid' ? 260 : 180)}
          overscan={overscan}
          initialViewportHeight={initialViewportHeight}
          setSize={hasNextPage ? -1 : offers.length}
          loadMoreThreshold={loadMoreThreshold}
          onNearEnd={list.loadNearEnd}
        />
      </ImpressionScopeProvider>
    </ListShell>
  );
}

interface VirtualItemsProps extends VirtualGridOptions<Offer> {
  label: string;
  draw: (offer: Offer, index: number) => ReactNode;
}

/** The rows near the viewport. Its own component, so a scroll re-renders these rows and not the list's shell. */
function VirtualItems({ label, draw, ...options }: VirtualItemsProps) {
  const grid = useVirtualGrid(options);
  return (
    <ul className="ok-OfferList-items" aria-label={label} {...grid.listProps}>
      {grid.cells.map(({ item, index, itemProps }) => (
        <li key={item.id} className="ok-OfferList-item" {...itemProps}>
          {draw(item, index)}
        </li>
      ))}
    </ul>
  );
}
