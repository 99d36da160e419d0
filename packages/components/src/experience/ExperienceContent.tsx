'use client';

import type { ReactElement, ReactNode } from 'react';
import type { HeadingLevel } from '../internal/Heading.tsx';
import { useMessages } from '../internal/useMessages.ts';
import { defaultExperienceMessages } from '../messages/defaultExperienceMessages.ts';
import { ExperienceState } from './ExperienceState.tsx';

/** The empty state of one view: its illustration and texts. */
export interface ExperienceEmptyState {
  kind: 'empty' | 'location';
  title: string;
  text: string;
}

export interface ExperienceContentProps {
  /** What the view's search hook decided to show: `offline`, `empty`, or anything else for the list. */
  content: string;
  /** Level of the state headings. */
  headingLevel: HeadingLevel;
  /** The empty state's illustration and texts. */
  empty: ExperienceEmptyState;
  /** Clears the filters from the empty state's button; absent, the empty state has no button. */
  onClear?: (() => void) | undefined;
  /** The list, drawn when there is content. */
  children: ReactNode;
}

/**
 * The part of the offers and nearby views below their controls: offline with nothing loaded, empty (with
 * "clear filters" when filters narrowed it), or the list. Both views switch the same way, so it is here once.
 */
export function ExperienceContent({
  content,
  headingLevel,
  empty,
  onClear,
  children,
}: ExperienceContentProps): ReactElement {
  const labels = useMessages(defaultExperienceMessages);
  if (content !== 'offline' && content !== 'empty') return <>{children}</>;
  // Offline with nothing loaded is drawn like an empty view, with its own texts and no button.
  const state =
    content === 'offline'
      ? ({ kind: 'offline', title: labels.offlineTitle, text: labels.offlineText } as const)
      : empty;
  return (
    <ExperienceState
      {...state}
      headingLevel={headingLevel}
      action={
        state === empty && onClear !== undefined ? (
          <button type="button" className="ok-ExperienceState-action" onClick={onClear}>
            {labels.clearFilters}
          </button>
        ) : undefined
      }
    />
  );
}
