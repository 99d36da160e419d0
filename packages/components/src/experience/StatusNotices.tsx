'use client';
import { type StatusNoticeState, useSlowFlag } from '@offerkit/hooks';
import type { ReactElement } from 'react';
import { useMessages } from '../internal/useMessages.ts';
import { defaultExperienceMessages } from '../messages/defaultExperienceMessages.ts';

/** What the notices show: a search's `statusProps` (`StatusNoticeState`) and the slow threshold. */
export interface StatusNoticesProps extends StatusNoticeState {
  /** How long a request may take before the slow notice shows, in milliseconds. */
  slowResponseMs: number;
}

/**
 * The notices above a view's content: "offline" while the browser has no connection and older content is
 * shown, and "taking longer than usual" while a request outlasts `slowResponseMs`. Both sit in a polite
 * live region that is always in the DOM, so their appearance is announced.
 */
export function StatusNotices({
  online,
  hasContent,
  busy,
  slowResponseMs,
}: StatusNoticesProps): ReactElement {
  const labels = useMessages(defaultExperienceMessages);
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
