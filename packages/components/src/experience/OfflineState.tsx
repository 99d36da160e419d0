import type { ReactElement } from 'react';
import type { HeadingLevel } from '../internal/Heading.tsx';
import { ExperienceState } from './ExperienceState.tsx';
import type { ExperienceLabels } from './experienceLabels.ts';

export interface OfflineStateProps {
  /** The experience's strings (`offlineTitle`, `offlineText`). */
  labels: ExperienceLabels;
  /** Level of the heading. */
  headingLevel: HeadingLevel;
}

/** What a view shows instead of its list while offline with nothing loaded yet (offers and nearby alike). */
export function OfflineState({ labels, headingLevel }: OfflineStateProps): ReactElement {
  return (
    <ExperienceState
      kind="offline"
      title={labels.offlineTitle}
      text={labels.offlineText}
      headingLevel={headingLevel}
    />
  );
}
