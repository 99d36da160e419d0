'use client';
import type { TextDirection } from '@offerkit/data';
import { useRovingFocus } from '@offerkit/hooks';
import type { ReactElement } from 'react';
import { useMessages } from '../internal/useMessages.ts';
import { defaultExperienceMessages } from '../messages/defaultExperienceMessages.ts';

export interface CategoryChipsProps {
  /** Category names to offer, in order. */
  categories: readonly string[];
  /** The selected category, or `null` for all. */
  selected: string | null;
  /** Called with the chosen category, or `null` for all. */
  onSelect: (category: string | null) => void;
  /**
   * Writing direction: in `rtl` ArrowLeft moves to the next chip.
   * @default 'ltr'
   */
  dir?: TextDirection;
}

/**
 * Category filter as a toolbar of toggle buttons (`aria-pressed`), one per category plus "All". The row is
 * one Tab stop (a roving tab index, `useRovingFocus`): the arrow keys move along it, Home and End to its
 * ends, Space or Enter presses a chip. Fifteen categories would otherwise be fifteen Tab stops before the
 * first offer.
 */
export function CategoryChips({
  categories,
  selected,
  onSelect,
  dir = 'ltr',
}: CategoryChipsProps): ReactElement {
  const labels = useMessages(defaultExperienceMessages);
  // "All" is item 0; a category the row does not hold leaves the Tab stop on "All".
  const { getItemProps } = useRovingFocus({
    count: categories.length + 1,
    selected: selected === null ? 0 : categories.indexOf(selected) + 1,
    dir,
  });
  return (
    <div className="ok-CategoryChips" role="toolbar" aria-label={labels.categoriesLabel}>
      <button
        {...getItemProps(0)}
        type="button"
        className="ok-CategoryChips-chip"
        aria-pressed={selected === null}
        onClick={() => onSelect(null)}
      >
        {labels.allCategories}
      </button>
      {categories.map((category, index) => (
        <button
          {...getItemProps(index + 1)}
          key={category}
          type="button"
          className="ok-CategoryChips-chip"
          aria-pressed={selected === category}
          // Pressing the selected chip again removes the filter, as toggle buttons do.
          onClick={() => onSelect(selected === category ? null : category)}
        >
          {category}
        </button>
      ))}
    </div>
  );
}
