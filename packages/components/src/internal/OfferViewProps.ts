import type { CtaAction, Offer } from '@offerkit/data';
import type { OfferkitMessages } from '../messages/defaultMessages.ts';

/** The props `OfferCard` and `OfferDetail` share: the offer, its CTA's state, and how rewards read. */
export interface OfferViewProps {
  /** The offer to show. */
  offer: Offer;
  /**
   * Runs the CTA's action (exactly as given). When set, the view is presentational: the host runs the
   * action and passes `pending`/`error` and, afterwards, the updated offer. When not set and the view is
   * inside an `OfferkitProvider`, it runs its CTA through `useBoundOffer` and follows the cache.
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
