import { measureElement, useWindowVirtualizer } from '@tanstack/react-virtual';
import { type CSSProperties, useLayoutEffect, useRef, useState } from 'react';
import { HandOfferCard } from './HandOfferCard.tsx';
import type { PlainCard } from './plainCard.ts';

const ROW_ESTIMATE = 260;
const onAction = (_id: string) => {};

/**
 * The long-list baseline: the same window virtualizer (@tanstack/react-virtual) and the same list markup
 * and stylesheet as `OfferList`'s grid, drawing hand-written cards, with the least logic a virtualized
 * grid needs: columns and the list's offset read once, after mount. What `OfferList` costs beyond this is
 * its own work.
 */
export function HandVirtualList({ cards }: { cards: readonly PlainCard[] }) {
  const list = useRef<HTMLUListElement>(null);
  const [columns, setColumns] = useState(1);
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const element = list.current;
    if (element === null) return;
    setColumns(Math.max(1, getComputedStyle(element).gridTemplateColumns.trim().split(/\s+/).length));
    setScrollMargin(Math.round(element.getBoundingClientRect().top + window.scrollY));
  }, []);
  const rowCount = Math.ceil(cards.length / columns);
  const virtualizer = useWindowVirtualizer<HTMLLIElement>({
    count: rowCount,
    estimateSize: () => ROW_ESTIMATE,
    overscan: 3,
    scrollMargin,
    // As OfferList: the rows of a 900 px viewport are drawn in the first render, not a frame later.
    initialRect: { width: 0, height: 900 },
    getItemKey: (row) => cards[row * columns]?.id ?? row,
    measureElement,
  });
  const rows = virtualizer.getVirtualItems();
  const first = rows[0];
  const last = rows.at(-1);
  const style = {
    '--ok-columns': String(columns),
    paddingBlockStart: first ? first.start - scrollMargin : 0,
    paddingBlockEnd: last ? virtualizer.getTotalSize() - (last.end - scrollMargin) : 0,
  } as CSSProperties;
  return (
    <div className="ok-OfferList" data-layout="grid" data-state="ready">
      <ul ref={list} className="ok-OfferList-items" aria-label="Offers" style={style}>
        {rows.flatMap((row) =>
          cards.slice(row.index * columns, row.index * columns + columns).map((card, column) => (
            <li
              key={card.id}
              className="ok-OfferList-item"
              aria-posinset={row.index * columns + column + 1}
              aria-setsize={cards.length}
              data-index={column === 0 ? row.index : undefined}
              ref={column === 0 ? virtualizer.measureElement : undefined}
            >
              <HandOfferCard card={card} idPrefix={`v${row.index * columns + column}-`} onAction={onAction} />
            </li>
          )),
        )}
      </ul>
    </div>
  );
}
