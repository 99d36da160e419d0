/** Where an offer's CTA action stands, as `data-state`: running, failed, or neither. */
export type OfferActionState = 'idle' | 'pending' | 'error';

/**
 * The state of an offer's CTA action from what the host (or the action hook) reports: `pending` wins, so a
 * retry that is running hides the previous failure. Internal to the offer view models.
 */
export function offerActionState(pending: boolean | undefined, error: unknown): OfferActionState {
  if (pending === true) return 'pending';
  return error ? 'error' : 'idle';
}
