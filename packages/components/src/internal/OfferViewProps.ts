import type { CtaAction, Offer } from '@offerkit/data';
import type { OfferkitMessages } from '../messages/defaultMessages.ts';

/** The props `OfferCard` and `OfferDetail` share: the offer, its CTA's state, and how rewards read. */
export interface OfferViewProps {
  /** The offer to show. */
  offer: Offer;
  /**
   * Runs the CTA's action (exactly as given): the host runs the action and passes `pending`/`error` and,
   * afterwards, the updated offer (`useBoundOffer(offer)` returns all four from an `OfferkitProvider`'s
   * cache; the `Connected*` components use it). Without it the CTA shows but does nothing.
   */
  onAction?: (action: CtaAction, offer: Offer) => void;
  /**
   * The CTA's action is running (presentational use).
   * @default false
   */
  pending?: boolean;
  /** The CTA's last action failed (presentational use); a message is shown under the button. */
  error?: Error | boolean | null;
  /**
   * Currency of `FLAT` `userReward` values.
   * @default 'USD'
   */
  currency?: string;
  /** Replaces built-in strings for this view. */
  messages?: Partial<OfferkitMessages>;
}
