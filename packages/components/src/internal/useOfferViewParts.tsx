'use client';
import { type CtaAction, ctaView, type Offer, type OfferCommonView } from '@offerkit/data';
import { type ReactElement, type RefObject, useId } from 'react';
import type { OfferkitMessages } from '../messages/defaultMessages.ts';
import type { OfferMessages } from '../messages/offerMessages.ts';
import { ctaButtonElement } from './ctaButtonElement.tsx';
import { statusLine } from './statusLine.tsx';
import { useCtaFocusReturn } from './useCtaFocusReturn.ts';
import { useMessages } from './useMessages.ts';

/** What the block draws from the view's props. */
interface OfferActionsProps {
  offer: Offer;
  onAction: ((action: CtaAction, offer: Offer) => void) | undefined;
  pending: boolean;
  /** The view's own `messages` prop. */
  messages: Partial<OfferkitMessages> | undefined;
}

/** What an offer view takes from {@link useOfferViewParts}. */
export interface OfferViewParts<Messages extends OfferMessages> {
  /** The view's strings: its built-in ones, under the provider's and then the view's own `messages`. */
  text: Messages;
  /** The title heading's id, which names the view's `<article>`. */
  titleId: string;
  /** The title heading: focus goes there when the pressed CTA disappears. */
  heading: RefObject<HTMLHeadingElement | null>;
  /**
   * The CTA block (`ok-OfferCard-actions` around the button, after the status line when there is one, e.g. an
   * activated offer that can now be boosted); without a CTA, the status line alone in its place
   * (`ok-OfferCard-status`: a check mark and `Activated`), so the state shows where the CTA was; `null` when
   * there is neither.
   */
  actions: ReactElement | null;
  /** The failure alert under the CTA (`ok-OfferCard-error`); `null` unless the last action failed. */
  failure: ReactElement | null;
  /**
   * The live region that announces a taken action: the status it gave the offer (`Activated`), else
   * `ctaDone`. Always drawn, so that the announcement is heard.
   */
  status: ReactElement;
}

/** The classes derived from a view's root class, built once per root class rather than per render. */
interface PartClasses {
  actions: string;
  error: string;
  status: string;
}
const partClasses = new Map<string, PartClasses>();

function classesOf(baseClass: string): PartClasses {
  let classes = partClasses.get(baseClass);
  if (classes === undefined) {
    classes = {
      actions: `${baseClass}-actions`,
      error: `${baseClass}-error`,
      status: `ok-OfferStatus ${baseClass}-status`,
    };
    partClasses.set(baseClass, classes);
  }
  return classes;
}

/**
 * What `OfferCard` and `OfferDetail` both need around their view model: the strings (`defaults`: the view's
 * built-in ones), the title's id and ref, and the CTA block (focus returns to the title when the pressed CTA
 * disappears). `baseClass` is the view's root class; `cta`, `failed` and `status` come from the view model. A hook
 * returning the elements, which the view places side by side, rather than a component or a fragment: a list
 * mounts hundreds of cards, and the block needs no fiber of its own.
 */
export function useOfferViewParts<Messages extends OfferMessages>(
  baseClass: string,
  { cta, failed, status: offerStatus }: Pick<OfferCommonView, 'cta' | 'failed' | 'status'>,
  { offer, onAction, pending, messages }: OfferActionsProps,
  defaults: Messages,
): OfferViewParts<Messages> {
  const text = useMessages(defaults, messages);
  const titleId = useId();
  const { done, heading, ctaFocusProps } = useCtaFocusReturn(cta !== undefined, pending, offerStatus?.kind);
  const classes = classesOf(baseClass);
  const button = ctaView(cta);
  const actions =
    button === undefined ? (
      statusLine(offerStatus, classes.status)
    ) : (
      <div className={classes.actions} {...ctaFocusProps}>
        {statusLine(offerStatus, classes.status)}
        {ctaButtonElement(button, {
          pending,
          onAction: onAction && ((action) => onAction(action, offer)),
          className: 'ok-CtaButton',
          text,
        })}
      </div>
    );
  const failure = failed ? (
    <p className={classes.error} role="alert">
      {text.ctaError}
    </p>
  ) : null;
  const status = (
    <p className="ok-visually-hidden" role="status">
      {done === false || cta !== undefined
        ? null
        : done === 'status' && offerStatus !== undefined
          ? offerStatus.text
          : text.ctaDone}
    </p>
  );
  return { text, titleId, heading, actions, failure, status };
}
