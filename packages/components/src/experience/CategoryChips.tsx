'use client';
import type { ReactElement } from 'react';
import type { ExperienceLabels } from './experienceLabels.ts';

export interface CategoryChipsProps {
  /** Category names to offer, in order. */
  categories: readonly string[];
  /** The selected category, or `null` for all. */
  selected: string | null;
  /** Called with the chosen category, or `null` for all. */
  onSelect: (category: string | null) => void;
  /** The experience's strings: the group's name and the text of the chip that removes the filter. */
  labels: ExperienceLabels;
}

/**
 * Category filter as a row of toggle buttons (`aria-pressed`), one per category plus "All", in a fieldset
 * named by a visually hidden legend. A row of
 * buttons rather than a listbox: each chip is one Tab stop away and reads as "pressed" or "not pressed".
 */
export function CategoryChips({ categories, selected, onSelect, labels }: CategoryChipsProps): ReactElement {
  return (
    <fieldset className="ok-CategoryChips">
      <legend className="ok-visually-hidden">{labels.categoriesLabel}</legend>
      <button
        type="button"
        className="ok-CategoryChips-chip"
        aria-pressed={selected === null}
        onClick={() => onSelect(null)}
      >
        {labels.allCategories}
      </button>
      {categories.map((category) => (
        <button
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
    </fieldset>
  );
}
