'use client';
import { useSearchField } from '@offerkit/hooks';
import { type ReactElement, useId } from 'react';
import { useMessages } from '../internal/useMessages.ts';
import { defaultExperienceMessages } from '../messages/defaultExperienceMessages.ts';
import { CloseIcon } from './CloseIcon.tsx';

export interface SearchBoxProps {
  /** The committed search (what the list is filtered by). The box shows it whenever it changes from outside. */
  value: string;
  /** Called with the trimmed text once typing pauses for `debounceMs`, at once on Enter or when cleared. */
  onChange: (value: string) => void;
  /** Pause after the last keystroke before the search is committed, in milliseconds. */
  debounceMs: number;
}

/**
 * The offers search box: a labelled `type="search"` input in a form that is the search landmark. Typing commits
 * after a pause (one request per pause, not per keystroke); Enter commits at once; Escape or the clear
 * button empties it. The behaviour is `useSearchField`'s; this maps it to markup.
 */
export function SearchBox({ value, onChange, debounceMs }: SearchBoxProps): ReactElement {
  const labels = useMessages(defaultExperienceMessages);
  const id = useId();
  const { formProps, inputProps, hasText, clear } = useSearchField({ value, onChange, debounceMs });

  return (
    // biome-ignore lint/a11y/useSemanticElements: `<search>` is unknown to jsdom and to Safari before 17; React then logs an error in every host test that renders the experience.
    <form className="ok-SearchBox" role="search" {...formProps}>
      <label className="ok-SearchBox-label" htmlFor={id}>
        {labels.searchLabel}
      </label>
      <div className="ok-SearchBox-field">
        <svg className="ok-SearchBox-icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <path d="M8.5 3a5.5 5.5 0 0 1 4.38 8.83l3.65 3.64-1.06 1.06-3.64-3.65A5.5 5.5 0 1 1 8.5 3Zm0 1.5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Z" />
        </svg>
        <input
          {...inputProps}
          id={id}
          className="ok-SearchBox-input"
          type="search"
          name="search"
          autoComplete="off"
          enterKeyHint="search"
          placeholder={labels.searchPlaceholder}
        />
        {hasText && (
          <button
            type="button"
            className="ok-SearchBox-clear"
            aria-label={labels.clearSearch}
            onClick={clear}
          >
            <CloseIcon />
          </button>
        )}
      </div>
    </form>
  );
}
