import { type ErrorObject, RewardsApiError } from '@offerkit/data';

/**
 * The sandbox refused to simulate a notification (409): no enabled subscription exists for the event.
 * A `RewardsApiError` with status 409 and the service's error objects.
 */
export class NotificationConflictError extends RewardsApiError {
  constructor(errors: ErrorObject[], eventNames: readonly string[]) {
    super(409, errors);
    this.message =
      `${this.message}. Simulating ${eventNames.join(', ')} needs an enabled webhook subscription for each event: ` +
      'create the subscription in the sandbox, then try again.';
  }
}
