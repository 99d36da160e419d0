'use client';
import type { CtaAction, Offer, OfferCommonView } from '@offerkit/data';
import { type RefObject, useId } from 'react';
import type { OfferkitMessages } from '../messages/OfferkitMessages.ts';
import type { OfferMessages } from '../messages/offerMessages.ts';
import type { OfferActionsProps } from './offerActionsElement.tsx';
import { useCtaFocusReturn } from './useCtaFocusReturn.ts';
import { useMessages } from './useMessages.ts';

/** What the parts take from the view's props. */
interface OfferActionsInput {
  offer: Offer;
  onAction: ((action: CtaAction, offer: Offer) => void) | undefined;
  pending: boolean;
  /** The view's own `messages` prop. */
  messages: Partial<OfferkitMessages> | undefined;
}

/** What an offer view takes from {@link useOfferViewParts}: props to spread, none of them markup. */
export interface OfferViewParts<Messages extends OfferMessages> {
  /** The view's strings: its built-in ones, under the provider's and then the view's own `messages`. */
  text: Messages;
  /** The title heading's: its `id` names the view's `<article>`; focus goes there when the pressed CTA disappears. */
  titleProps: { id: string; ref: RefObject<HTMLHeadingElement | null>; tabIndex: -1 };
  /** The CTA block or, without a CTA, the status line in its place (see `offerActionsElement`). */
  actions: OfferActionsProps;
  /** The failure alert under the CTA (`ok-OfferCard-error`); `undefined` unless the last action failed. */
  failureProps: { className: string; role: 'alert'; children: string } | undefined;
  /**
   * The live region that announces a taken action: the status it gave the offer (`Activated`), else
   * `ctaDone`. Always drawn, so that the announcement is heard.
   */
  statusProps: { className: string; role: 'status'; children: string | null };
}

/**
 * What `OfferCard` and `OfferDetail` both need around their view model, as prop objects: the strings
 * (`defaults`: the view's built-in ones), the title's props, the CTA block's (focus returns to the title
 * when the pressed CTA disappears), the failure alert's and the live region's. `baseClass` is the view's
 * root class; the CTA button, `failed` and `status` come from the view model, which worked them out.
 */
export function useOfferViewParts<Messages extends OfferMessages>(
  baseClass: string,
  { ctaButton, failed, status: offerStatus }: Pick<OfferCommonView, 'ctaButton' | 'failed' | 'status'>,
  { offer, onAction, pending, messages }: OfferActionsInput,
  defaults: Messages,
): OfferViewParts<Messages> {
  const text = useMessages(defaults, messages);
  const id = useId();
  const hasCta = ctaButton !== undefined;
  const { done, heading, ctaFocusProps } = useCtaFocusReturn(hasCta, pending, offerStatus?.kind);
  const actions: OfferActionsProps = {
    status: offerStatus,
    statusClass: `ok-OfferStatus ${baseClass}-status`,
    className: `${baseClass}-actions`,
    focusProps: ctaFocusProps,
    button: ctaButton && {
      view: ctaButton,
      pending,
      onAction: onAction && ((action) => onAction(action, offer)),
      className: 'ok-CtaButton',
      text,
    },
  };
  return {
    text,
    titleProps: { id, ref: heading, tabIndex: -1 },
    actions,
    failureProps: failed
      ? { className: `${baseClass}-error`, role: 'alert', children: text.ctaError }
      : undefined,
    statusProps: {
      className: 'ok-visually-hidden',
      role: 'status',
      children:
        done === false || hasCta
          ? null
          : done === 'status' && offerStatus !== undefined
            ? offerStatus.text
            : text.ctaDone,
    },
  };
}
