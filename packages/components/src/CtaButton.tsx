'use client';
import { type Cta, type CtaAction, ctaView } from '@offerkit/data';
import { clsx } from 'clsx';
import { type ForwardRefExoticComponent, forwardRef, type ReactElement, type RefAttributes } from 'react';
import { ctaButtonElement } from './internal/ctaButtonElement.tsx';
import { useMessages } from './internal/useMessages.ts';
import type { OfferkitMessages } from './messages/defaultMessages.ts';
import { offerMessages } from './messages/offerMessages.ts';

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
    const text = useMessages(offerMessages, messages);
    const view = ctaView(cta);
    if (view === undefined) return null;
    return ctaButtonElement({
      view,
      pending,
      onAction,
      className: clsx('ok-CtaButton', className),
      text,
      ref,
    });
  });
CtaButton.displayName = 'CtaButton';
