'use client';
import { EXPERIENCE_SORTS, type ExperienceSort } from '@offerkit/data';
import { type ReactElement, useId } from 'react';

export interface SortSelectProps {
  /** The chosen order. */
  value: ExperienceSort;
  /** Called with the newly chosen order. */
  onChange: (sort: ExperienceSort) => void;
  /** Visible label. */
  label: string;
  /** Text of each choice. */
  optionLabels: Readonly<Record<ExperienceSort, string>>;
}

/** The offers order as a labelled native `<select>` (recommended, newest, expiring soon). */
export function SortSelect({ value, onChange, label, optionLabels }: SortSelectProps): ReactElement {
  const id = useId();
  return (
    <div className="ok-SortSelect">
      <label className="ok-SortSelect-label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="ok-SortSelect-select"
        value={value}
        onChange={(event) => onChange(event.target.value as ExperienceSort)}
      >
        {EXPERIENCE_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {optionLabels[sort]}
          </option>
        ))}
      </select>
    </div>
  );
}
