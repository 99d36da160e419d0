'use client';
import type { CtaAction, Offer, OfferCommonView } from '@offerkit/data';
import type { ReactElement, RefObject } from 'react';
import { CtaButton } from '../CtaButton.tsx';
import type { OfferkitMessages } from '../messages/defaultMessages.ts';
import { useCtaFocusReturn } from './useCtaFocusReturn.ts';

/** What the block draws from the view's props. */
interface OfferActionsProps {
  offer: Offer;
  onAction: ((action: CtaAction, offer: Offer) => void) | undefined;
  pending: boolean;
  /** The view's own `messages` prop, for the button. */
  messages: Partial<OfferkitMessages> | undefined;
}

/**
 * The CTA block every offer view ends its action part with: the button, the failure alert, and the live
 * region that announces a taken action (focus returns to the view's `heading` when the pressed CTA
 * disappears). `baseClass` is the view's root class (`ok-OfferCard`): the block's classes derive from it;
 * `cta` and `failed` come from the view model, `text` is the messages in force.
 * A hook returning the elements rather than a component: a list mounts hundreds of cards, and the block
 * needs no fiber of its own.
 */
export function useOfferActions(
  baseClass: string,
  { cta, failed }: Pick<OfferCommonView, 'cta' | 'failed'>,
  heading: RefObject<HTMLHeadingElement | null>,
  text: OfferkitMessages,
  { offer, onAction, pending, messages }: OfferActionsProps,
): ReactElement {
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
