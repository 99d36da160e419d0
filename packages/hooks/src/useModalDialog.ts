'use client';
import {
  type KeyboardEvent,
  type MouseEvent,
  type RefObject,
  type SyntheticEvent,
  useLayoutEffect,
  useRef,
} from 'react';

/** Options of {@link useModalDialog}. */
export interface UseModalDialogOptions {
  /** Called when the user asks to close: Escape, the platform's close request, or a click on the backdrop. */
  onClose: () => void;
  /**
   * Where focus goes back when the dialog closes (the control that opened it). Needed where a click doesn't
   * focus the button clicked (Safari).
   * @default the element that had focus when the dialog opened
   */
  returnFocusTo?: HTMLElement | null;
  /**
   * A selector, inside the dialog, of the element that names it and takes focus on opening (its title, when
   * the content can be long). Without a match the dialog itself takes focus.
   */
  titleSelector?: string;
}

/** Props for the `<dialog>` element. */
export interface ModalDialogProps {
  ref: RefObject<HTMLDialogElement | null>;
  'aria-modal': 'true';
  /** Focusable, so focus can rest on the dialog when it holds no focusable title. */
  tabIndex: -1;
  onKeyDown: (event: KeyboardEvent<HTMLDialogElement>) => void;
  onCancel: (event: SyntheticEvent<HTMLDialogElement>) => void;
  onClick: (event: MouseEvent<HTMLDialogElement>) => void;
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
 * A modal `<dialog>`'s behaviour (WAI-ARIA APG "Dialog (Modal)"): on mount it opens with `showModal()` (top
 * layer, the rest of the page inert; an `open` attribute where the method is missing), names itself by its
 * title and moves focus there; Tab and Shift+Tab cycle inside it; Escape, the platform's close request and a
 * click on the backdrop call `onClose`; on unmount focus returns to the opener if it is still in the page.
 *
 * ```tsx
 * const { dialogProps } = useModalDialog({ onClose, titleSelector: '.my-title' });
 * return <dialog {...dialogProps} aria-label={name}>…</dialog>;
 * ```
 */
export function useModalDialog({ onClose, returnFocusTo, titleSelector }: UseModalDialogOptions): {
  dialogProps: ModalDialogProps;
} {
  const dialog = useRef<HTMLDialogElement>(null);
  // The opener and the title are those of the moment the dialog opened.
  const opening = useRef({ returnFocusTo, titleSelector });

  useLayoutEffect(() => {
    const element = dialog.current;
    if (element === null) return;
    const { returnFocusTo: given, titleSelector: selector } = opening.current;
    const opener = given ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
    if (!element.open) {
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
    }
    const title = selector === undefined ? null : element.querySelector<HTMLElement>(selector);
    if (title !== null) element.setAttribute('aria-labelledby', title.id);
    (title ?? element).focus({ preventScroll: true });
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
    // Tab from the last item goes to the first, Shift+Tab from the first to the last; from outside, in.
    const [edge, wrapTo] = event.shiftKey ? [items[0], items.at(-1)] : [items.at(-1), items[0]];
    const active = document.activeElement;
    const inside = active instanceof Node && dialog.current.contains(active);
    // With nothing to focus, Tab stays on the dialog.
    if (wrapTo === undefined || active === edge || !inside) {
      event.preventDefault();
      wrapTo?.focus();
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

  return { dialogProps: { ref: dialog, 'aria-modal': 'true', tabIndex: -1, onKeyDown, onCancel, onClick } };
}
