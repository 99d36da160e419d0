'use client';
import { useSlowFlag } from '@offerkit/hooks';
import type { ReactElement } from 'react';
import type { ExperienceLabels } from './experienceLabels.ts';

export interface StatusNoticesProps {
  labels: ExperienceLabels;
  /** Whether the browser reports a connection. */
  online: boolean;
  /** Whether the view shows loaded content (offline then gets a banner, not a full screen). */
  hasContent: boolean;
  /** Whether a request of the view is on its way. */
  busy: boolean;
  /** How long a request may take before the slow notice shows, in milliseconds. */
  slowResponseMs: number;
}

/**
 * The notices above a view's content: "offline" while the browser has no connection and older content is
 * shown, and "taking longer than usual" while a request outlasts `slowResponseMs`. Both sit in a polite
 * live region that is always in the DOM, so their appearance is announced.
 */
export function StatusNotices({
  labels,
  online,
  hasContent,
  busy,
  slowResponseMs,
}: StatusNoticesProps): ReactElement {
  // Offline, requests wait for the connection: that is not a slow response.
  const slow = useSlowFlag(busy && online, slowResponseMs);
  const offline = !online && hasContent;
  return (
    <div className="ok-StatusNotices" role="status">
      {offline && (
        <p className="ok-StatusNotices-notice" data-kind="offline">
          {labels.offline}
        </p>
      )}
      {slow && (
        <p className="ok-StatusNotices-notice" data-kind="slow">
          <span className="ok-StatusNotices-spinner" aria-hidden="true" />
          {labels.slow}
        </p>
      )}
    </div>
  );
}
