import type { SubmittedTransaction, TransactionOutcome } from '../state/transactionTypes.ts';
import type { SandboxState } from '../state.ts';
import { earnedRewardAttributes, rejectedAttributes } from './earnedRewardAttributes.ts';
import type { SandboxWebhooks } from './SandboxWebhooks.ts';

/** The rejection reasons of the contract that the sandbox's state decides; its own reasons send nothing. */
const CONTRACT_REASONS = new Set([
  'USER_NOT_ENROLLED',
  'USER_NOT_IN_AUDIENCE_SEGMENT',
  'MAX_REDEMPTION_LIMIT_REACHED',
]);

/**
 * The `transactionTimestamp` of a transaction's notification: the settlement (`settledDate`) for a
 * settled event, the authorization (`authorizationDate`) for an approved one, the sandbox clock only for an
 * event that has neither. An approved (pending) reward is thus never dated after the settlement of the same
 * purchase: the sandbox's clock (now) used to date it, while the settlement carried the purchase's own
 * `settledDate`, often days earlier. A settlement dated before its authorization takes the authorization's
 * date. Internal.
 */
export function eventTimestamp(transaction: SubmittedTransaction, now: Date): string {
  const { authorizationDate, settledDate } = transaction;
  const authorized = authorizationDate === undefined ? Number.NaN : Date.parse(authorizationDate);
  if (settledDate !== undefined) {
    return Date.parse(settledDate) < authorized ? (authorizationDate as string) : settledDate;
  }
  return authorizationDate !== undefined && !Number.isNaN(authorized) ? authorizationDate : now.toISOString();
}

/**
 * Turns submitted transaction events into the service's notifications:
 * - a matched `APPROVED` event → `earnedRewardApproved`; a matched `SETTLED` one (also a single-message
 *   purchase, and each further settlement) → `earnedRewardSettled`;
 * - a matched name that cannot count for `USER_NOT_ENROLLED`, `USER_NOT_IN_AUDIENCE_SEGMENT` or
 *   `MAX_REDEMPTION_LIMIT_REACHED` → `earnedRewardRejected` with that reason;
 * - a `DECLINED` or `REVERSED` event undoing a purchase that counted → `earnedRewardRejected` with
 *   `SETTLEMENT_REJECTED`;
 * - duplicates, unmatched events and the sandbox's own reasons (`OFFER_NOT_ACTIVATED`, `OFFER_NOT_ACTIVE`,
 *   `MIN_TRANSACTION_AMOUNT_NOT_MET`) send nothing. Internal.
 */
export function transactionWebhooks(state: SandboxState, webhooks: SandboxWebhooks) {
  return (transaction: SubmittedTransaction, outcome: TransactionOutcome): void => {
    const offer = outcome.offerId === undefined ? undefined : state.offer(outcome.offerId);
    if (offer === undefined) return;
    const timestamp = eventTimestamp(transaction, state.now());
    const userId = transaction.userId;
    if (
      outcome.outcome === 'matched' &&
      (transaction.status === 'APPROVED' || transaction.status === 'SETTLED')
    ) {
      const settled = transaction.status === 'SETTLED';
      webhooks.emit(
        settled ? 'earnedRewardSettled' : 'earnedRewardApproved',
        earnedRewardAttributes(
          {
            state,
            offer,
            userId,
            transactionId: transaction.id,
            amountCents: transaction.amount,
            timestamp,
            assetBase: webhooks.assetBase,
          },
          settled,
        ),
        { userId },
      );
      return;
    }
    const reason =
      outcome.outcome === 'rejected' && outcome.reason !== undefined && CONTRACT_REASONS.has(outcome.reason)
        ? outcome.reason
        : outcome.outcome === 'reversed'
          ? 'SETTLEMENT_REJECTED'
          : undefined;
    if (reason === undefined) return;
    webhooks.emit(
      'earnedRewardRejected',
      rejectedAttributes(transaction.id, transaction.amount, timestamp, reason),
      {
        userId,
      },
    );
  };
}
