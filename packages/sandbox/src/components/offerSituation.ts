import type { CatalogOffer } from '../catalog/catalogTypes.ts';

/** One user's standing with one offer, as the sandbox's state keeps it. */
export interface UserOfferProgress {
  activated: boolean;
  boosted: boolean;
  /** Purchases that counted for this offer. */
  purchases: number;
  /** Cents spent in purchases that counted. */
  spendCents: number;
}

/** Everything the components of an offer depend on, derived once per render. */
export interface OfferSituation {
  offer: CatalogOffer;
  progress: UserOfferProgress;
  /** Activation is needed and has not happened. */
  needsActivation: boolean;
  /** Activation was needed and has happened. */
  activated: boolean;
  /** A boost can be taken now. */
  boostAvailable: boolean;
  boosted: boolean;
  /** `startDate` is still ahead. */
  notStarted: boolean;
  /** Remaining redemptions of a limited-supply offer; `undefined` without a supply limit. */
  remaining?: number;
  soldOut: boolean;
  /** Started within the last 7 days. */
  isNew: boolean;
  /** Expires within the next 7 days. */
  endsSoon: boolean;
}

const WEEK = 7 * 24 * 60 * 60 * 1000;

/** The situation of `offer` for a user with `progress`, at `now`. */
export function offerSituation(
  offer: CatalogOffer,
  progress: UserOfferProgress,
  remaining: number | undefined,
  now: Date,
): OfferSituation {
  const time = now.getTime();
  const start = Date.parse(offer.startDate);
  const end = Date.parse(offer.expirationDate);
  const notStarted = start > time;
  const activated = offer.requiresActivation && progress.activated;
  const needsActivation = offer.requiresActivation && !progress.activated;
  const boosted = offer.boost !== undefined && progress.boosted;
  const soldOut = remaining !== undefined && remaining <= 0;
  const situation: OfferSituation = {
    offer,
    progress,
    needsActivation,
    activated,
    boosted,
    boostAvailable: offer.boost !== undefined && !boosted && !needsActivation && !notStarted && !soldOut,
    notStarted,
    soldOut,
    isNew: !notStarted && time - start < WEEK,
    endsSoon: end >= time && end - time < WEEK,
  };
  if (remaining !== undefined) situation.remaining = Math.max(0, remaining);
  return situation;
}

/**
 * Whether the offer can take no more purchases for this user: its progress is complete (redemption
 * count reached, punch card full, streak done, stepper finished). Progressive and status offers never fill up.
 */
export function progressComplete(offer: CatalogOffer, progress: UserOfferProgress): boolean {
  const spec = offer.progress;
  if (spec === undefined) return false;
  switch (spec.kind) {
    case 'redemptions':
      return progress.purchases >= spec.maxRedemptions;
    case 'punchCard':
      return progress.spendCents >= spec.nodes * spec.spendPerNodeCents;
    case 'stepper':
      return progress.purchases >= purchaseSteps(spec.steps.length);
    case 'streak':
      return progress.purchases >= spec.weeks;
    default:
      return false;
  }
}

/** A stepper's first step is activation and its last is the reward; the ones between are purchases. */
export function purchaseSteps(stepCount: number): number {
  return Math.max(0, stepCount - 2);
}
