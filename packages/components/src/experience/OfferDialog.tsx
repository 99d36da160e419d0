'use client';
import type { Offer } from '@offerkit/data';
import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
  type SyntheticEvent,
  useLayoutEffect,
  useRef,
} from 'react';
import { OfferDetail } from '../OfferDetail.tsx';
import { CloseIcon } from './CloseIcon.tsx';

export interface OfferDialogProps {
  /** The offer to show; inside an `OfferkitProvider` the detail follows the cache and its CTA is live. */
  offer: Offer;
  /** Called when the user asks to close: Escape, the close button, or a click on the backdrop. */
  onClose: () => void;
  /** Accessible name of the close button. */
  closeLabel: string;
  /** BCP 47 locale of the detail. */
  locale?: string;
  /** Currency of `FLAT` rewards. */
  currency?: string;
  /** Time zone of the dates. */
  timeZone?: string;
  /**
   * Where focus goes back when the dialog closes (the control that opened it). Needed where a click doesn't
   * focus the button clicked (Safari).
   * @default the element that had focus when the dialog opened
   */
  returnFocusTo?: HTMLElement | null;
}

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'summary',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The elements Tab can reach inside `root`, in document order. */
function tabbables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.closest('[inert]') && element.getAttribute('aria-hidden') !== 'true',
  );
}

/**
 * An offer's detail in a modal dialog: a `<dialog>` opened with `showModal()` (top layer, the rest of the
 * page inert; an `open` attribute where the method is missing), `aria-modal`, named by the offer's title.
 * Focus moves to the title when it opens (the content can be long), Tab and Shift+Tab cycle inside it,
 * Escape, the close button or a click on the backdrop close it, and focus returns to the element that had
 * it before (the card that opened it). The dialog stays in the experience's DOM subtree, so it inherits the
 * experience's theme tokens.
 */
export function OfferDialog({
  offer,
  onClose,
  closeLabel,
  locale,
  currency,
  timeZone,
  returnFocusTo,
}: OfferDialogProps): ReactElement {
  const dialog = useRef<HTMLDialogElement>(null);
  const returnTarget = useRef(returnFocusTo);

  useLayoutEffect(() => {
    const element = dialog.current;
    if (element === null) return;
    const opener =
      returnTarget.current ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
    if (!element.open) {
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
    }
    const title = element.querySelector<HTMLElement>('.ok-OfferDetail-title');
    if (title !== null) {
      element.setAttribute('aria-labelledby', title.id);
      title.focus({ preventScroll: true });
    } else {
      element.focus({ preventScroll: true });
    }
    return () => {
      if (element.open && typeof element.close === 'function') element.close();
      // The opener may have been unmounted meanwhile (a virtualized row scrolled away).
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || dialog.current === null) return;
    const items = tabbables(dialog.current);
    const first = items[0];
    const last = items.at(-1);
    if (first === undefined || last === undefined) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    const inside = active instanceof Node && dialog.current.contains(active);
    if (event.shiftKey && (active === first || !inside)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !inside)) {
      event.preventDefault();
      first.focus();
    }
  };

  // Native close requests (Escape in some browsers, the Android back gesture) go through the host's state.
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onClose();
  };

  // The panel fills the dialog box, so a click whose target is the dialog itself landed on the backdrop.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  return (
    <dialog
      ref={dialog}
      className="ok-OfferDialog"
      aria-modal="true"
      aria-label={offer.attributes.name}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      onCancel={onCancel}
      onClick={onClick}
    >
      <div className="ok-OfferDialog-panel">
        <div className="ok-OfferDialog-bar">
          <button type="button" className="ok-OfferDialog-close" aria-label={closeLabel} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <OfferDetail
          offer={offer}
          headingLevel={2}
          locale={locale}
          currency={currency}
          timeZone={timeZone}
          className="ok-OfferDialog-detail"
        />
      </div>
    </dialog>
  );
}
