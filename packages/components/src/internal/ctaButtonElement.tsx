import type { CtaAction, CtaView } from '@offerkit/data';
import type { MouseEvent, ReactElement, Ref } from 'react';
import type { OfferMessages } from '../messages/offerMessages.ts';
import { SafeSvg } from '../SafeSvg.tsx';

/** What {@link ctaButtonElement} draws: a `CtaView` and the button's state around it. */
export interface CtaButtonElementProps {
  /** The CTA as the view model worked it out. */
  view: CtaView;
  /** The action is running: the button keeps its label, gets `aria-busy` and ignores presses. */
  pending: boolean;
  /** Runs the CTA's action; without it the button does not act. */
  onAction: ((action: CtaAction) => void) | undefined;
  /** The button's whole class list (`ok-CtaButton` and any extra). */
  className: string;
  /** The messages in force (the pending text). */
  text: Pick<OfferMessages, 'ctaPending'>;
  ref?: Ref<HTMLButtonElement> | undefined;
}

/**
 * The markup of a CTA button (see `CtaButton`): `data-style`, `aria-disabled` when it cannot act,
 * `aria-busy` and the spinner while pending, the sanitized `startIcon`. A function rather than a component,
 * so that a card draws its CTA without a fiber of its own.
 */
export function ctaButtonElement({
  view,
  pending,
  onAction,
  className,
  text,
  ref,
}: CtaButtonElementProps): ReactElement {
  const acts = view.interactive && onAction !== undefined;
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (!acts || pending || view.action === undefined) {
      event.preventDefault();
      return;
    }
    onAction(view.action);
  };
  return (
    <button
      ref={ref}
      type="button"
      className={className}
      data-style={view.style}
      data-state={pending ? 'pending' : 'idle'}
      aria-disabled={acts ? undefined : true}
      aria-busy={pending || undefined}
      onClick={handleClick}
    >
      {view.icon !== undefined && <SafeSvg svg={view.icon} className="ok-CtaButton-icon" />}
      <span className="ok-CtaButton-label">{view.label}</span>
      {pending && <span className="ok-CtaButton-spinner" aria-hidden="true" />}
      {pending && <span className="ok-visually-hidden">{text.ctaPending}</span>}
    </button>
  );
}
