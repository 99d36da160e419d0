import type { Open } from './open.ts';

export type RewardsProgram = Open<'CARDLINKED'>;

/** User attributes. Only `enrolledRewards` is required. */
export interface UserAttributes {
  /** Programs the user is enrolled in; an empty array means none. */
  enrolledRewards: RewardsProgram[];
  zipCode?: string;
  email?: string;
  /** SHA-256 of the normalized email. */
  hashedEmail?: string;
  /** E.164 format. */
  phoneNumber?: string;
  birthYear?: string;
  /** Once `true`, never reverts. A user whose flag is not `true` is not evaluated for targeted offers. */
  historicalTransactionsSent?: boolean;
}

/** `type: "user"`; `id` is the user's id on the issuer's system. */
export interface User {
  type: 'user';
  id: string;
  attributes: UserAttributes;
}
