'use client';
import { type Cta, type CtaAction, ctaView } from '@offerkit/data';
import { clsx } from 'clsx';
import {
  type ForwardRefExoticComponent,
  forwardRef,
  type MouseEvent,
  type ReactElement,
  type RefAttributes,
} from 'react';
import type { OfferkitMessages } from './messages/defaultMessages.ts';
import { SafeSvg } from './SafeSvg.tsx';
import { useOfferkitMessages } from './useOfferkitMessages.ts';

export interface CtaButtonProps {
  /** The offer's `components.cta`. Nothing is rendered without one (its action was taken, or not requested). */
  cta: Cta | undefined;
  /**
   * Called with the CTA's action, exactly as the service sent it, when an interactive CTA is pressed. Not
   * called for a `DISABLED` CTA, one without an action, or while `pending`.
   */
  onAction?: (action: CtaAction) => void;
  /**
   * The action is running: the button keeps its label, gets `aria-busy` and ignores presses.
   * @default false
   */
  pending?: boolean;
  /** Extra class names (the button always has `ok-CtaButton`). */
  className?: string;
  /** Replaces built-in strings for this button. */
  messages?: Partial<OfferkitMessages>;
}

/**
 * An offer's call-to-action. `PRIMARY` is prominent (activation), `SECONDARY` lower emphasis (boost),
 * `DISABLED` is rendered but not interactive (`aria-disabled`, stays focusable and announced). The style
 * and interactivity come from `ctaView` in @offerkit/data; the optional `startIcon` goes through `SafeSvg`.
 * Its `ref` is the button element (e.g. to move focus); `forwardRef`, so it works on React 18 too.
 */
export const CtaButton: ForwardRefExoticComponent<CtaButtonProps & RefAttributes<HTMLButtonElement>> =
  forwardRef<HTMLButtonElement, CtaButtonProps>(function CtaButton(
    { cta, onAction, pending = false, className, messages },
    ref,
  ): ReactElement | null {
    const view = ctaView(cta);
    if (view === undefined) return null;
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
        className={clsx('ok-CtaButton', className)}
        data-style={view.style}
        data-state={pending ? 'pending' : 'idle'}
        aria-disabled={acts ? undefined : true}
        aria-busy={pending || undefined}
        onClick={handleClick}
      >
        {view.icon !== undefined && <SafeSvg svg={view.icon} className="ok-CtaButton-icon" />}
        <span className="ok-CtaButton-label">{view.label}</span>
        {pending && <PendingIndicator messages={messages} />}
      </button>
    );
  });
CtaButton.displayName = 'CtaButton';

/**
 * The spinner and its announced text while the action runs. Its own component so that only a pending
 * button reads the messages context (a list of idle buttons subscribes to nothing).
 */
function PendingIndicator({ messages }: { messages: Partial<OfferkitMessages> | undefined }): ReactElement {
  const text = useOfferkitMessages(messages);
  return (
    <>
      <span className="ok-CtaButton-spinner" aria-hidden="true" />
      <span className="ok-visually-hidden">{text.ctaPending}</span>
    </>
  );
}
