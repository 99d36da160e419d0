import type { Offer, OfferkitError } from '@offerkit/data';

/** What `useBoundOffer` returns: the props an offer view takes for its offer and CTA. */
export interface BoundOffer<CurrentOffer extends Offer | undefined = Offer> {
  /**
   * The offer as currently cached (updated after an activate or boost anywhere), else the offer as given;
   * without the CTA whose action this hook ran successfully. `undefined` only for an id that no cached
   * list holds (yet).
   */
  offer: CurrentOffer;
  /** Runs the CTA's action exactly as given; `undefined` outside an `OfferkitProvider` (nothing can run it). */
  onAction: (() => void) | undefined;
  /** The CTA's action is running. */
  pending: boolean;
  /** Why the CTA's last action failed, `null` otherwise. */
  error: OfferkitError | null;
}
