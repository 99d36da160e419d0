import type { OfferStatusView } from '@offerkit/data';
import type { ReactElement } from 'react';
import { type CtaButtonElementProps, ctaButtonElement } from './ctaButtonElement.tsx';
import { statusLine } from './statusLine.tsx';

/** The CTA block of an offer view, as `useOfferViewParts` works it out. */
export interface OfferActionsProps {
  /** The offer's status line (`Activated`), drawn first in the block; absent for other offers. */
  status: OfferStatusView | undefined;
  /** The status line's whole class list. */
  statusClass: string;
  /** The block's class (`ok-OfferCard-actions`). */
  className: string;
  /** For the block: tells the focus return whether the CTA has focus; absent without a CTA. */
  focusProps: { onFocus: () => void; onBlur: () => void } | undefined;
  /** The CTA button; absent once its action was taken (or the offer has none). */
  button: CtaButtonElementProps | undefined;
}

/**
 * The CTA block (`ok-OfferCard-actions` around the button, after the status line when there is one, e.g. an
 * activated offer that can now be boosted); without a CTA, the status line alone in its place, so the state
 * shows where the CTA was; `null` when there is neither. A function rather than a component: a list mounts
 * hundreds of cards, and the block needs no fiber of its own.
 */
export function offerActionsElement({
  status,
  statusClass,
  className,
  focusProps,
  button,
}: OfferActionsProps): ReactElement | null {
  if (button === undefined) return statusLine(status, statusClass);
  return (
    <div className={className} {...focusProps}>
      {statusLine(status, statusClass)}
      {ctaButtonElement(button)}
    </div>
  );
}
