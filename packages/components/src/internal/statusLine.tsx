import type { OfferStatusView } from '@offerkit/data';
import type { ReactElement } from 'react';

/**
 * The markup of an offer's status line: a check mark and the status in words (`Activated`), so the state
 * never rests on colour or on the logo's flare. `className` is the whole class list. A function rather than
 * a component: every card draws one, and it needs no fiber of its own.
 */
export function statusLine(status: OfferStatusView | undefined, className: string): ReactElement | null {
  if (status === undefined) return null;
  return (
    <p className={className} data-status={status.kind}>
      <svg className="ok-OfferStatus-icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <circle cx="10" cy="10" r="9" />
        <path d="m6 10.2 2.7 2.7L14.2 7.4" fill="none" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span>{status.text}</span>
    </p>
  );
}
