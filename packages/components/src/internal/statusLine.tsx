import type { OfferStatusView } from '@offerkit/data';
import type { ReactElement } from 'react';

/**
 * The markup of an offer's status line: a check mark (drawn by CSS, so every SVG on a card stays one the
 * sanitizer passed) and the status in words (`Activated`), so the state never rests on colour or on the
 * logo's flare. `className` is the whole class list. A function rather than
 * a component: every card draws one, and it needs no fiber of its own.
 */
export function statusLine(status: OfferStatusView | undefined, className: string): ReactElement | null {
  if (status === undefined) return null;
  return (
    <p className={className} data-status={status.kind}>
      <span className="ok-OfferStatus-icon" aria-hidden="true" />
      <span>{status.text}</span>
    </p>
  );
}
