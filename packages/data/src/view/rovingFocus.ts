import type { TextDirection } from '../format/textDirection.ts';

/** Where each key moves focus in a row: by one item (for a left-to-right reading order), or to an end. */
const MOVES: Readonly<Record<string, number | 'first' | 'last'>> = {
  ArrowRight: 1,
  ArrowLeft: -1,
  Home: 'first',
  End: 'last',
};

/**
 * The item a key moves focus to in a one-Tab-stop row (WAI-ARIA APG "Toolbar"): ArrowRight and ArrowLeft
 * to the next and previous item as the eye reads (mirrored in `rtl`), wrapping at the ends; Home and End to
 * the first and last. `undefined` for any other key, or an empty row: the key is then left to the browser.
 */
export function rovingFocusTarget(
  key: string,
  from: number,
  count: number,
  dir: TextDirection = 'ltr',
): number | undefined {
  const move = MOVES[key];
  if (move === undefined || count <= 0) return undefined;
  if (move === 'first') return 0;
  if (move === 'last') return count - 1;
  const start = Math.min(Math.max(from, 0), count - 1);
  return (start + (dir === 'rtl' ? -move : move) + count) % count;
}

/**
 * The one item of the row that is a Tab stop (`tabIndex` 0; every other item is -1): the item the user
 * last moved focus to, so Tab out and back returns there; else the selected item, so Tab lands on the
 * current choice; else the first. An index past the end (the row got shorter) falls back the same way.
 */
export function rovingTabStop(
  active: number | undefined,
  selected: number | undefined,
  count: number,
): number {
  const within = (index: number | undefined): index is number =>
    index !== undefined && index >= 0 && index < count;
  if (within(active)) return active;
  if (within(selected)) return selected;
  return 0;
}
