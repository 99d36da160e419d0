'use client';
import {
  type ChangeEvent,
  type FormEvent,
  type KeyboardEvent,
  type RefObject,
  useEffect,
  useRef,
  useState,
} from 'react';

/** Options of {@link useSearchField}. */
export interface UseSearchFieldOptions {
  /** The committed search (what the list is filtered by). The field shows it whenever it changes from outside. */
  value: string;
  /** Called with the trimmed text once typing pauses for `debounceMs`, at once on Enter or when cleared. */
  onChange: (value: string) => void;
  /** Pause after the last keystroke before the search is committed, in milliseconds. */
  debounceMs: number;
}

/** Props for the search `<input>`. */
export interface SearchFieldInputProps {
  ref: RefObject<HTMLInputElement | null>;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
}

/** What {@link useSearchField} returns: the form and input props, and the clear action. */
export interface UseSearchFieldResult {
  /** Props for the `<form>` around the input (Enter commits at once). */
  formProps: { onSubmit: (event: FormEvent) => void };
  inputProps: SearchFieldInputProps;
  /** Whether the field holds text (show a clear button). */
  hasText: boolean;
  /** Empties the field, commits `''` if needed and puts focus back in the input. */
  clear: () => void;
}

/**
 * A debounced search field: typing commits after a pause (one request per pause, not per keystroke), Enter
 * commits at once, Escape or `clear` empty it. A `value` that changes from outside (e.g. "clear filters")
 * replaces the text; the echo of the field's own commit doesn't, so typing on during it loses nothing.
 *
 * ```tsx
 * const { formProps, inputProps, hasText, clear } = useSearchField({ value, onChange, debounceMs: 300 });
 * ```
 */
export function useSearchField({ value, onChange, debounceMs }: UseSearchFieldOptions): UseSearchFieldResult {
  const input = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState(value);
  // What this field last sent. A `value` that differs from it came from outside and replaces the draft.
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

  const clear = () => {
    setDraft('');
    if (emitted !== '') commit('');
    input.current?.focus();
  };

  return {
    formProps: {
      onSubmit: (event) => {
        event.preventDefault();
        if (pending !== emitted) commit(pending);
      },
    },
    inputProps: {
      ref: input,
      value: draft,
      onChange: (event) => setDraft(event.target.value),
      onKeyDown: (event) => {
        // Browsers clear a search input on Escape natively, but not all; do it in every one.
        if (event.key === 'Escape' && draft !== '') {
          event.preventDefault();
          clear();
        }
      },
    },
    hasText: draft !== '',
    clear,
  };
}
