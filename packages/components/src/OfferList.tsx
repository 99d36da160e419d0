'use client';
import { type CtaAction, type ListStatus, listView, type Offer } from '@offerkit/data';
import { ImpressionScopeProvider } from '@offerkit/hooks';
import { measureElement as measureWithBrowser, useWindowVirtualizer } from '@tanstack/react-virtual';
import {
  type CSSProperties,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  useCallback,
  useDeferredValue,
  useEffect,
  useRef,
  useState,
} from 'react';
import type { HeadingLevel } from './internal/Heading.tsx';
import { ListShell } from './internal/ListShell.tsx';
import type { PagedListProps } from './internal/listStateProps.ts';
import { useClientLayoutEffect } from './internal/useClientLayoutEffect.ts';
import type { OfferkitMessages } from './messages/defaultMessages.ts';
import { OfferCard } from './OfferCard.tsx';
import { useOfferkitMessages } from './useOfferkitMessages.ts';

/** Where a list stands: loading its first page, failed, or showing what it has. */
export type OfferListStatus = ListStatus;

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
  /** Draws one offer. @default an `OfferCard` with the props below */
  renderOffer?: (offer: Offer, index: number) => ReactNode;
  /** Link of each card's title (see `OfferCard.href`). */
  getOfferHref?: (offer: Offer) => string | undefined;
  /** Called when a card's title is activated (see `OfferCard.onOpen`). */
  onOpenOffer?: (offer: Offer, event: MouseEvent<HTMLElement>) => void;
  /**
   * Runs a card's CTA (presentational use, see `OfferCard.onAction`). Inside an `OfferkitProvider` leave it
   * out: each card then runs its own CTA through `useOfferAction`.
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
   * @default the `OfferkitProvider`'s locale, else the runtime's default locale
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
export function OfferList({
  offers,
  status = 'success',
  onRetry,
  hasNextPage = false,
  isFetchingNextPage = false,
  nextPageError = false,
  onLoadMore,
  autoLoadMore = true,
  loadMoreThreshold = 2,
  layout = 'grid',
  estimateRowHeight,
  overscan = 3,
  initialViewportHeight = 900,
  skeletonCount = 6,
  renderOffer,
  getOfferHref,
  onOpenOffer,
  onAction,
  pendingOfferIds,
  headingLevel = 3,
  locale,
  currency,
  label,
  className,
  messages,
}: OfferListProps): ReactElement {
  const text = useOfferkitMessages(messages);
  const view = listView({
    status,
    itemCount: offers.length,
    hasNextPage,
    isFetchingNextPage,
    nextPageError,
    autoLoadMore,
  });

  const draw =
    renderOffer ??
    ((offer: Offer) => (
      <OfferCard
        offer={offer}
        href={getOfferHref?.(offer)}
        onOpen={onOpenOffer}
        onAction={onAction}
        pending={pendingOfferIds?.includes(offer.id)}
        headingLevel={headingLevel}
        locale={locale}
        currency={currency}
        messages={messages}
      />
    ));

  return (
    <ListShell
      baseClass="ok-OfferList"
      className={className}
      layout={layout}
      view={view}
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
          offers={offers}
          draw={draw}
          layout={layout}
          label={label ?? text.offersLabel}
          setSize={hasNextPage ? -1 : offers.length}
          estimateRowHeight={estimateRowHeight ?? (layout === 'grid' ? 260 : 180)}
          overscan={overscan}
          initialViewportHeight={initialViewportHeight}
          onNearEnd={view.autoLoad ? onLoadMore : undefined}
          loadMoreThreshold={loadMoreThreshold}
        />
      </ImpressionScopeProvider>
    </ListShell>
  );
}

interface VirtualItemsProps {
  offers: readonly Offer[];
  draw: (offer: Offer, index: number) => ReactNode;
  layout: 'grid' | 'list';
  label: string;
  setSize: number;
  estimateRowHeight: number;
  overscan: number;
  initialViewportHeight: number;
  onNearEnd: (() => void) | undefined;
  loadMoreThreshold: number;
}

/** Reads how many columns the CSS grid laid out (the stylesheet decides what fits). */
const readColumns = (list: HTMLElement): number => {
  const template = getComputedStyle(list).gridTemplateColumns;
  if (!template || template === 'none') return 1;
  return Math.max(1, template.trim().split(/\s+/).length);
};

function VirtualItems({
  offers,
  draw,
  layout,
  label,
  setSize,
  estimateRowHeight,
  overscan,
  initialViewportHeight,
  onNearEnd,
  loadMoreThreshold,
}: VirtualItemsProps) {
  const list = useRef<HTMLUListElement>(null);
  const [columns, setColumns] = useState(1);
  const [scrollMargin, setScrollMargin] = useState(0);
  const columnCount = layout === 'list' ? 1 : columns;
  const rowCount = Math.ceil(offers.length / columnCount);

  // Column count and the list's distance from the top of the document both come from layout. They are
  // read when the list mounts or gets new offers, on window resize, and whenever the page's height changes
  // (content above the list growing, images loading): not on every scroll render, which would force a
  // layout per frame.
  const measureLayout = useCallback(() => {
    const element = list.current;
    if (element === null) return;
    setColumns(layout === 'list' ? 1 : readColumns(element));
    setScrollMargin(Math.round(element.getBoundingClientRect().top + window.scrollY));
  }, [layout]);
  const offerCount = offers.length;
  useClientLayoutEffect(() => {
    if (offerCount > 0) measureLayout();
  }, [measureLayout, offerCount]);
  useEffect(() => {
    window.addEventListener('resize', measureLayout);
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measureLayout);
    observer?.observe(document.body);
    return () => {
      window.removeEventListener('resize', measureLayout);
      observer?.disconnect();
    };
  }, [measureLayout]);

  const virtualizer = useWindowVirtualizer<HTMLLIElement>({
    count: rowCount,
    estimateSize: () => estimateRowHeight,
    overscan,
    scrollMargin,
    initialRect: { width: 0, height: initialViewportHeight },
    // Scroll updates render in React's own task rather than synchronously inside the scroll event, which
    // already holds the frame's style and layout: one task per frame was over 50 ms on a two-core machine.
    useFlushSync: false,
    getItemKey: (row) => offers[row * columnCount]?.id ?? row,
    // A row that reports no height (not laid out yet, or no layout engine) keeps its estimate.
    measureElement: (element, entry, instance) => {
      const size = measureWithBrowser(element, entry, instance);
      return size > 0 ? size : estimateRowHeight;
    },
  });

  // While scrolling, the cards of a new range render in a deferred pass, which React splits into short
  // slices: a fast scroll never waits on a long task of card renders, and the overscan rows cover the
  // moment in between. Otherwise (new offers, a resize) the range shows at once, never a pass behind.
  const range = virtualizer.getVirtualItems();
  const scrolledRange = useDeferredValue(range);
  const rows = virtualizer.isScrolling ? scrolledRange : range;
  const lastRow = rows.at(-1)?.index ?? -1;
  // Re-checked whenever the range or the row count changes: a page that lands while the end is still in
  // range (a tall window, short pages) must ask for the next one too.
  useEffect(() => {
    if (onNearEnd === undefined || lastRow < 0) return;
    if (lastRow >= rowCount - 1 - loadMoreThreshold) onNearEnd();
  }, [lastRow, rowCount, loadMoreThreshold, onNearEnd]);

  const first = rows[0];
  const last = rows.at(-1);
  const style = {
    '--ok-columns': String(columnCount),
    paddingBlockStart: first ? first.start - scrollMargin : 0,
    paddingBlockEnd: last ? virtualizer.getTotalSize() - (last.end - scrollMargin) : 0,
  } as CSSProperties;

  return (
    <ul ref={list} className="ok-OfferList-items" aria-label={label} style={style}>
      {rows.flatMap((row) => {
        const start = row.index * columnCount;
        return offers.slice(start, start + columnCount).map((offer, column) => {
          const index = start + column;
          return (
            <li
              key={offer.id}
              className="ok-OfferList-item"
              aria-posinset={index + 1}
              aria-setsize={setSize}
              // The first item of a row stands for the row: grid rows stretch their items to one height.
              // Every item names its row, since one measured as a first item stays observed after a
              // column change moves it (the virtualizer warns about an observed item without an index).
              data-index={row.index}
              ref={column === 0 ? virtualizer.measureElement : undefined}
            >
              {draw(offer, index)}
            </li>
          );
        });
      })}
    </ul>
  );
}
