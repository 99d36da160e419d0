import { RewardsApiError } from '@offerkit/data';

/**
 * The query and mutation caches' error hook: a 401 from the bank's `/api/rewards` means the session ended
 * (idle timeout, sign-out in another tab), so the page goes back to sign-in instead of showing an error
 * the customer cannot fix by retrying.
 */
export function sendToSignInWhenSessionEnds(error: unknown): void {
  if (error instanceof RewardsApiError && error.status === 401) window.location.assign('/');
}
