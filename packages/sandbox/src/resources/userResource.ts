import type { User } from '@offerkit/data/backend';

/** A user as a response carries it: a copy safe to hand out, with `historicalTransactionsSent` present. */
export function userResource(user: User): User {
  return {
    type: 'user',
    id: user.id,
    attributes: { ...user.attributes, enrolledRewards: [...user.attributes.enrolledRewards] },
  };
}
