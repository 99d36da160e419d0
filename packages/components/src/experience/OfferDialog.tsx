'use client';
import type { Offer } from '@offerkit/data';
import { useBoundOffer, useModalDialog } from '@offerkit/hooks';
import type { ReactElement } from 'react';
import { OfferDetail } from '../OfferDetail.tsx';
import { CloseIcon } from './CloseIcon.tsx';
import { useExperienceSettings } from './ExperienceSettings.ts';

export interface OfferDialogProps {
  /** The offer to show; the detail follows the provider's cache and its CTA is live. */
  offer: Offer;
  /** Called when the user asks to close: Escape, the close button, or a click on the backdrop. */
  onClose: () => void;
  /** Accessible name of the close button. */
  closeLabel: string;
  /**
   * Where focus goes back when the dialog closes (the control that opened it). Needed where a click doesn't
   * focus the button clicked (Safari).
   * @default the element that had focus when the dialog opened
   */
  returnFocusTo?: HTMLElement | null;
}

/**
 * An offer's detail in a modal dialog: a `<dialog>` opened with `showModal()` (top layer, the rest of the
 * page inert; an `open` attribute where the method is missing), `aria-modal`, named by the offer's title.
 * Focus moves to the title when it opens (the content can be long), Tab and Shift+Tab cycle inside it,
 * Escape, the close button or a click on the backdrop close it, and focus returns to the element that had
 * it before (the card that opened it). The dialog stays in the experience's DOM subtree, so it inherits the
 * experience's theme tokens. The behaviour is `useModalDialog`'s; this maps it onto the detail.
 */
export function OfferDialog({ offer, onClose, closeLabel, returnFocusTo }: OfferDialogProps): ReactElement {
  const { locale, currency, timeZone } = useExperienceSettings();
  // The detail follows the cache and runs its CTA (exactly as the service gave it).
  const bound = useBoundOffer(offer);
  const { dialogProps } = useModalDialog({ onClose, returnFocusTo, titleSelector: '.ok-OfferDetail-title' });

  return (
    <dialog {...dialogProps} className="ok-OfferDialog" aria-label={offer.attributes.name}>
      <div className="ok-OfferDialog-panel">
        <div className="ok-OfferDialog-bar">
          <button type="button" className="ok-OfferDialog-close" aria-label={closeLabel} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <OfferDetail
          {...bound}
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
