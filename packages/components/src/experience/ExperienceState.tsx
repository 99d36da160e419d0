import type { ReactElement, ReactNode } from 'react';
import { Heading, type HeadingLevel } from '../internal/Heading.tsx';

export interface ExperienceStateProps {
  /** Which state: picks the illustration and `data-kind` for styling. */
  kind: 'empty' | 'offline' | 'location';
  /** Heading of the state. */
  title?: string;
  /** Explanation. */
  text: string;
  /** Level of the heading. */
  headingLevel: HeadingLevel;
  /** What the user can do about it (a button). */
  action?: ReactNode;
  /**
   * Whether the panel is a live region, so a change into this state is announced.
   * @default true
   */
  live?: boolean;
}

/** A designed screen for a state without content: empty results, offline, no position yet. */
export function ExperienceState({
  kind,
  title,
  text,
  headingLevel,
  action,
  live = true,
}: ExperienceStateProps): ReactElement {
  return (
    <div className="ok-ExperienceState" data-kind={kind}>
      <svg className="ok-ExperienceState-icon" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        {kind === 'offline' ? (
          <path d="M24 36a3 3 0 1 1 0 6 3 3 0 0 1 0-6Zm-9.9-6.1a14 14 0 0 1 19.8 0l-2.8 2.8a10 10 0 0 0-14.2 0l-2.8-2.8ZM8.5 24.3a22 22 0 0 1 31 0l-2.8 2.8a18 18 0 0 0-25.4 0l-2.8-2.8ZM6 8.8 8.8 6l33.2 33.2-2.8 2.8L6 8.8Z" />
        ) : kind === 'location' ? (
          <path d="M24 4a14 14 0 0 1 14 14c0 10.5-14 26-14 26S10 28.5 10 18A14 14 0 0 1 24 4Zm0 8a6 6 0 1 0 0 12 6 6 0 0 0 0-12Z" />
        ) : (
          <path d="M21 6a15 15 0 0 1 11.9 24.1l9 9-2.8 2.8-9-9A15 15 0 1 1 21 6Zm0 4a11 11 0 1 0 0 22 11 11 0 0 0 0-22Z" />
        )}
      </svg>
      <div className="ok-ExperienceState-message" role={live ? 'status' : undefined}>
        {title !== undefined && (
          <Heading level={headingLevel} className="ok-ExperienceState-title">
            {title}
          </Heading>
        )}
        <p className="ok-ExperienceState-text">{text}</p>
      </div>
      {action}
    </div>
  );
}
