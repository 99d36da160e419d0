'use client';
import { measureElement as measureWithBrowser, useWindowVirtualizer } from '@tanstack/react-virtual';
import {
  type CSSProperties,
  type Ref,
  useCallback,
  useDeferredValue,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useClientLayoutEffect } from './useClientLayoutEffect.ts';

/** What {@link useVirtualGrid} lays out: items with ids, in rows of as many columns as the CSS grid fits. */
export interface VirtualGridOptions<T extends { id: string }> {
  items: readonly T[];
  /** `grid`: the stylesheet decides the columns; `list`: one item per row. */
  layout: 'grid' | 'list';
  /** Expected row height before rows are measured; also the height rendered on the server. */
  estimateRowHeight: number;
  /** Rows rendered beyond the visible ones in each direction. */
  overscan: number;
  /** Viewport height assumed before the browser reports one (server rendering). */
  initialViewportHeight: number;
  /** `aria-setsize` of every item: the full size, or -1 while more may follow. */
  setSize: number;
  /** How many rows (beyond the overscan) before the end `onNearEnd` runs once the user has scrolled. */
  loadMoreThreshold: number;
  /** Called when the end of the list comes near (`useListView().loadNearEnd`). */
  onNearEnd: (() => void) | undefined;
}

/** The props of one rendered item's `<li>`. */
export interface VirtualGridItemProps {
  'aria-posinset': number;
  'aria-setsize': number;
  'data-index': number;
  ref: Ref<HTMLLIElement> | undefined;
}

/** One rendered item: what to draw, its position in the whole list, and its `<li>`'s props. */
export interface VirtualGridCell<T> {
  item: T;
  index: number;
  itemProps: VirtualGridItemProps;
}

/** What {@link useVirtualGrid} returns: the list element's props and the items near the viewport. */
export interface VirtualGrid<T> {
  /** Props of the `<ul>`: its ref (read for columns and offset) and the padding of the rows not rendered. */
  listProps: { ref: Ref<HTMLUListElement>; style: CSSProperties };
  /** The items to render, row after row. */
  cells: VirtualGridCell<T>[];
}

/** Lists up to this long render every row (four pages of a dozen offers); longer ones only those near the viewport. */
const WHOLE_LIST_ITEMS = 48;

/** Reads how many columns the CSS grid laid out (the stylesheet decides what fits). */
const readColumns = (list: HTMLElement): number => {
  const template = getComputedStyle(list).gridTemplateColumns;
  if (!template || template === 'none') return 1;
  return Math.max(1, template.trim().split(/\s+/).length);
};

/**
 * A grid or list virtualized against the window scroll with @tanstack/react-virtual, headless: only the
 * rows near the viewport are rendered, one measured row per line of the CSS grid, and the space of the
 * others is kept as padding, so 10,000 items stay as cheap as a dozen.
 */
export function useVirtualGrid<T extends { id: string }>({
  items,
  layout,
  estimateRowHeight,
  overscan,
  initialViewportHeight,
  setSize,
  loadMoreThreshold,
  onNearEnd,
}: VirtualGridOptions<T>): VirtualGrid<T> {
  const list = useRef<HTMLUListElement>(null);
  const [columns, setColumns] = useState(1);
  const [scrollMargin, setScrollMargin] = useState(0);
  const columnCount = layout === 'list' ? 1 : columns;
  const rowCount = Math.ceil(items.length / columnCount);

  // Column count and the list's distance from the top of the document both come from layout. They are
  // read when the list mounts or gets new items, on window resize, and whenever the page's height changes
  // (content above the list growing, images loading): not on every scroll render, which would force a
  // layout per frame.
  const measureLayout = useCallback(() => {
    const element = list.current;
    if (element === null) return;
    setColumns(layout === 'list' ? 1 : readColumns(element));
    setScrollMargin(Math.round(element.getBoundingClientRect().top + window.scrollY));
  }, [layout]);
  const itemCount = items.length;
  useClientLayoutEffect(() => {
    if (itemCount > 0) measureLayout();
  }, [measureLayout, itemCount]);
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
    // A short list renders whole: a full-page capture or print then shows every card, not a blank band
    // where the rows beyond the viewport would be.
    overscan: items.length <= WHOLE_LIST_ITEMS ? rowCount : overscan,
    scrollMargin,
    initialRect: { width: 0, height: initialViewportHeight },
    // Scroll updates render in React's own task rather than synchronously inside the scroll event, which
    // already holds the frame's style and layout: one task per frame was over 50 ms on a two-core machine.
    useFlushSync: false,
    getItemKey: (row) => items[row * columnCount]?.id ?? row,
    // A row that reports no height (not laid out yet, or no layout engine) keeps its estimate.
    measureElement: (element, entry, instance) => {
      const size = measureWithBrowser(element, entry, instance);
      return size > 0 ? size : estimateRowHeight;
    },
  });

  // While scrolling, the items of a new range render in a deferred pass, which React splits into short
  // slices: a fast scroll never waits on a long task of item renders, and the overscan rows cover the
  // moment in between. Otherwise (new items, a resize) the range shows at once, never a pass behind.
  const range = virtualizer.getVirtualItems();
  const scrolledRange = useDeferredValue(range);
  const rows = virtualizer.isScrolling ? scrolledRange : range;
  // The next page is asked for when the last visible row comes within `loadMoreThreshold` rows (plus the
  // overscan) of the end, once the user has scrolled; before that, only when the list's end is on screen.
  // So the first page never pulls more that nobody has reached, and a list reads the same on a phone and
  // on a desktop, while a list too short to scroll still fills the screen. Re-checked whenever the range
  // or the row count changes: a page that lands while the end is still in reach asks for the next one.
  const lastVisibleRow = virtualizer.range?.endIndex ?? -1;
  const scrolled = (virtualizer.scrollOffset ?? 0) > 0;
  const reach = scrolled ? loadMoreThreshold + overscan : 0;
  useEffect(() => {
    if (onNearEnd === undefined || lastVisibleRow < 0) return;
    if (lastVisibleRow >= rowCount - 1 - reach) onNearEnd();
  }, [lastVisibleRow, rowCount, reach, onNearEnd]);

  const first = rows[0];
  const last = rows.at(-1);
  const style = {
    '--ok-columns': String(columnCount),
    paddingBlockStart: first ? first.start - scrollMargin : 0,
    paddingBlockEnd: last ? virtualizer.getTotalSize() - (last.end - scrollMargin) : 0,
  } as CSSProperties;

  const cells = rows.flatMap((row) => {
    const start = row.index * columnCount;
    return items.slice(start, start + columnCount).map((item, column) => ({
      item,
      index: start + column,
      itemProps: {
        'aria-posinset': start + column + 1,
        'aria-setsize': setSize,
        // The first item of a row stands for the row: grid rows stretch their items to one height. Every
        // item names its row, since one measured as a first item stays observed after a column change
        // moves it (the virtualizer warns about an observed item without an index).
        'data-index': row.index,
        ref: column === 0 ? virtualizer.measureElement : undefined,
      },
    }));
  });
  return { listProps: { ref: list, style }, cells };
}
