import { RewardsApiError } from '@offerkit/data';

/** Set once the page is on its way to sign-in. */
let leaving = false;

/**
 * The query and mutation caches' error hook: a 401 from the bank's `/api/rewards` means the session ended
 * (idle timeout, sign-out in another tab), so the page goes back to sign-in instead of showing an error
 * the customer cannot fix by retrying.
 */
export function sendToSignInWhenSessionEnds(error: unknown): void {
  if (leaving || !(error instanceof RewardsApiError && error.status === 401)) return;
  // Once: several requests can fail together, and each new assign() would restart the navigation.
  leaving = true;
  window.location.assign('/');
}
