'use client';
import type { Cta, CtaAction, Offer } from '@offerkit/data';
import type { ReactElement, RefObject } from 'react';
import { CtaButton } from '../CtaButton.tsx';
import type { OfferkitMessages } from '../messages/defaultMessages.ts';
import { useCtaFocusReturn } from './useCtaFocusReturn.ts';

interface OfferActionsOptions {
  /** Root class of the offer view (`ok-OfferCard`, `ok-OfferDetail`): the block's classes derive from it. */
  baseClass: string;
  offer: Offer;
  /** The CTA as the view model shows it (`undefined` once its action was taken). */
  cta: Cta | undefined;
  onAction: ((action: CtaAction, offer: Offer) => void) | undefined;
  pending: boolean;
  /** The last action failed (the view model's `failed`). */
  failed: boolean;
  /** The view's heading: focus goes there when the CTA it held disappears. */
  heading: RefObject<HTMLHeadingElement | null>;
  /** The messages in force for the view. */
  text: OfferkitMessages;
  /** The view's own `messages` prop, for the button. */
  messages: Partial<OfferkitMessages> | undefined;
}

/**
 * The CTA block every offer view ends its action part with: the button, the failure alert, and the live
 * region that announces a taken action (focus returns to the heading when the pressed CTA disappears).
 * A hook returning the elements rather than a component: a list mounts hundreds of cards, and the block
 * needs no fiber of its own.
 */
export function useOfferActions({
  baseClass,
  offer,
  cta,
  onAction,
  pending,
  failed,
  heading,
  text,
  messages,
}: OfferActionsOptions): ReactElement {
  const { done, ctaFocusProps } = useCtaFocusReturn(cta !== undefined, pending, heading);
  return (
    <>
      {cta !== undefined && (
        <div className={`${baseClass}-actions`} {...ctaFocusProps}>
          <CtaButton
            cta={cta}
            pending={pending}
            messages={messages}
            onAction={onAction && ((action) => onAction(action, offer))}
          />
        </div>
      )}
      {failed && (
        <p className={`${baseClass}-error`} role="alert">
          {text.ctaError}
        </p>
      )}
      <p className="ok-visually-hidden" role="status">
        {done && cta === undefined ? text.ctaDone : ''}
      </p>
    </>
  );
}
