'use client';
import { type FormEvent, type ReactElement, useEffect, useId, useRef, useState } from 'react';
import { CloseIcon } from './CloseIcon.tsx';

export interface SearchBoxProps {
  /** The committed search (what the list is filtered by). The box shows it whenever it changes from outside. */
  value: string;
  /** Called with the trimmed text once typing pauses for `debounceMs`, at once on Enter or when cleared. */
  onChange: (value: string) => void;
  /** Pause after the last keystroke before the search is committed, in milliseconds. */
  debounceMs: number;
  /** Visible label. */
  label: string;
  /** Placeholder. */
  placeholder: string;
  /** Accessible name of the clear button. */
  clearLabel: string;
}

/**
 * The offers search box: a labelled `type="search"` input in a form that is the search landmark. Typing commits
 * after a pause (one request per pause, not per keystroke); Enter commits at once; Escape or the clear
 * button empties it.
 */
export function SearchBox({
  value,
  onChange,
  debounceMs,
  label,
  placeholder,
  clearLabel,
}: SearchBoxProps): ReactElement {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState(value);
  // What this box last sent. A `value` that differs from it came from outside (e.g. "clear filters") and
  // replaces the draft; the echo of the box's own commit doesn't, so typing on during it loses nothing.
  const [emitted, setEmitted] = useState(value);
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    if (value !== emitted) {
      setEmitted(value);
      setDraft(value);
    }
  }

  // Latest callback without restarting the timer when the parent re-renders.
  const change = useRef(onChange);
  useEffect(() => {
    change.current = onChange;
  }, [onChange]);

  const commit = (text: string) => {
    setEmitted(text);
    change.current(text);
  };

  const pending = draft.trim();
  useEffect(() => {
    if (pending === emitted) return;
    const timer = setTimeout(() => {
      setEmitted(pending);
      change.current(pending);
    }, debounceMs);
    return () => clearTimeout(timer);
  }, [pending, emitted, debounceMs]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending !== emitted) commit(pending);
  };

  const clear = () => {
    setDraft('');
    if (emitted !== '') commit('');
    input.current?.focus();
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: `<search>` is unknown to jsdom and to Safari before 17; React then logs an error in every host test that renders the experience.
    <form className="ok-SearchBox" role="search" onSubmit={submit}>
      <label className="ok-SearchBox-label" htmlFor={id}>
        {label}
      </label>
      <div className="ok-SearchBox-field">
        <svg className="ok-SearchBox-icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <path d="M8.5 3a5.5 5.5 0 0 1 4.38 8.83l3.65 3.64-1.06 1.06-3.64-3.65A5.5 5.5 0 1 1 8.5 3Zm0 1.5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Z" />
        </svg>
        <input
          ref={input}
          id={id}
          className="ok-SearchBox-input"
          type="search"
          name="search"
          autoComplete="off"
          enterKeyHint="search"
          placeholder={placeholder}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            // Browsers clear a search input on Escape natively, but not all; do it in every one.
            if (event.key === 'Escape' && draft !== '') {
              event.preventDefault();
              clear();
            }
          }}
        />
        {draft !== '' && (
          <button type="button" className="ok-SearchBox-clear" aria-label={clearLabel} onClick={clear}>
            <CloseIcon />
          </button>
        )}
      </div>
    </form>
  );
}
