'use client';
import { EXPERIENCE_SORTS, type ExperienceSort } from '@offerkit/data';
import { type ReactElement, useId } from 'react';
import type { ExperienceChoiceProps } from './ExperienceChoiceProps.ts';
import type { ExperienceLabels } from './experienceLabels.ts';

export type SortSelectProps = ExperienceChoiceProps<ExperienceSort>;

const SORT_LABELS = {
  recommended: 'sortRecommended',
  newest: 'sortNewest',
  expiringSoon: 'sortExpiringSoon',
} as const satisfies Record<ExperienceSort, keyof ExperienceLabels>;

/** The offers order as a labelled native `<select>` (recommended, newest, expiring soon). */
export function SortSelect({ value, onChange, labels }: SortSelectProps): ReactElement {
  const id = useId();
  return (
    <div className="ok-SortSelect">
      <label className="ok-SortSelect-label" htmlFor={id}>
        {labels.sortLabel}
      </label>
      <select
        id={id}
        className="ok-SortSelect-select"
        value={value}
        onChange={(event) => onChange(event.target.value as ExperienceSort)}
      >
        {EXPERIENCE_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {labels[SORT_LABELS[sort]]}
          </option>
        ))}
      </select>
    </div>
  );
}
