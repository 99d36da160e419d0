'use client';
import type { CtaAction, Offer, OfferCommonView } from '@offerkit/data';
import { type ReactElement, type RefObject, useId, useRef } from 'react';
import { CtaButton } from '../CtaButton.tsx';
import type { OfferkitMessages } from '../messages/defaultMessages.ts';
import { useOfferkitMessages } from '../useOfferkitMessages.ts';
import { useCtaFocusReturn } from './useCtaFocusReturn.ts';

/** What the block draws from the view's props. */
interface OfferActionsProps {
  offer: Offer;
  onAction: ((action: CtaAction, offer: Offer) => void) | undefined;
  pending: boolean;
  /** The view's own `messages` prop, for the button. */
  messages: Partial<OfferkitMessages> | undefined;
}

/** What an offer view takes from {@link useOfferViewParts}. */
export interface OfferViewParts {
  /** The messages in force: the provider's, with the view's own `messages` on top. */
  text: OfferkitMessages;
  /** The title heading's id, which names the view's `<article>`. */
  titleId: string;
  /** The title heading: focus goes there when the pressed CTA disappears. */
  heading: RefObject<HTMLHeadingElement | null>;
  /**
   * The CTA block: the button, the failure alert, and the live region that announces a taken action.
   * Its classes derive from the view's root class (`ok-OfferCard-actions`, `ok-OfferCard-error`).
   */
  actions: ReactElement;
}

/**
 * What `OfferCard` and `OfferDetail` both need around their view model: the messages, the title's id and
 * ref, and the CTA block (focus returns to the title when the pressed CTA disappears). `baseClass` is the
 * view's root class; `cta` and `failed` come from the view model. A hook returning the elements rather
 * than a component: a list mounts hundreds of cards, and the block needs no fiber of its own.
 */
export function useOfferViewParts(
  baseClass: string,
  { cta, failed }: Pick<OfferCommonView, 'cta' | 'failed'>,
  { offer, onAction, pending, messages }: OfferActionsProps,
): OfferViewParts {
  const text = useOfferkitMessages(messages);
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const { done, ctaFocusProps } = useCtaFocusReturn(cta !== undefined, pending, heading);
  const actions = (
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
  return { text, titleId, heading, actions };
}
