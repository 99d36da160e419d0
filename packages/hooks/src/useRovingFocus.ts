'use client';
import { rovingFocusTarget, rovingTabStop, type TextDirection } from '@offerkit/data';
import { type KeyboardEvent, useRef, useState } from 'react';

/** Options of {@link useRovingFocus}. */
export interface UseRovingFocusOptions {
  /** How many items the row holds, in their visual order from the start edge. */
  count: number;
  /** The item that is the current choice (Tab lands on it first); `undefined` for none. */
  selected?: number | undefined;
  /**
   * Writing direction around the row: in `rtl` ArrowLeft moves to the next item, as the eye reads.
   * @default 'ltr'
   */
  dir?: TextDirection;
}

/** Props for one item of the row (spread them on its button). */
export interface RovingItemProps {
  ref: (element: HTMLElement | null) => void;
  /** Roving tab index: one item of the row is a Tab stop. */
  tabIndex: 0 | -1;
  onFocus: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

/** What {@link useRovingFocus} returns. */
export interface UseRovingFocusResult {
  /** Props for the item at `index`. */
  getItemProps: (index: number) => RovingItemProps;
}

/**
 * A row of controls that is one Tab stop (WAI-ARIA APG "Toolbar", a roving tab index): the arrow keys move
 * focus along it (wrapping), Home and End to its ends; Space and Enter still press the focused item. Moving
 * focus chooses nothing: a filter row then sends no request per key press. Tab lands on the item focused
 * last, else on the selected one (`rovingTabStop`).
 *
 * ```tsx
 * const { getItemProps } = useRovingFocus({ count: chips.length, selected });
 * chips.map((chip, index) => <button {...getItemProps(index)} aria-pressed={index === selected} />);
 * ```
 */
export function useRovingFocus({
  count,
  selected,
  dir = 'ltr',
}: UseRovingFocusOptions): UseRovingFocusResult {
  const [active, setActive] = useState<number | undefined>(undefined);
  const elements = useRef(new Map<number, HTMLElement>());
  const stop = rovingTabStop(active, selected, count);

  return {
    getItemProps: (index) => ({
      ref: (element) => {
        if (element === null) elements.current.delete(index);
        else elements.current.set(index, element);
      },
      tabIndex: index === stop ? 0 : -1,
      onFocus: () => setActive(index),
      onKeyDown: (event) => {
        const target = rovingFocusTarget(event.key, index, count, dir);
        if (target === undefined || event.altKey || event.ctrlKey || event.metaKey) return;
        event.preventDefault();
        elements.current.get(target)?.focus();
      },
    }),
  };
}
