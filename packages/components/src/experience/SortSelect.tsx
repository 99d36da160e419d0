'use client';
import { EXPERIENCE_SORTS, type ExperienceSort } from '@offerkit/data';
import { type ReactElement, useId } from 'react';
import { useMessages } from '../internal/useMessages.ts';
import { defaultExperienceMessages } from '../messages/defaultExperienceMessages.ts';
import { choiceLabel } from './choiceLabel.ts';
import type { ExperienceChoiceProps } from './ExperienceChoiceProps.ts';

/** The offers order as a labelled native `<select>` (recommended, newest, expiring soon). */
export function SortSelect({ value, onChange }: ExperienceChoiceProps<ExperienceSort>): ReactElement {
  const labels = useMessages(defaultExperienceMessages);
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
            {choiceLabel(labels, sort)}
          </option>
        ))}
      </select>
    </div>
  );
}
