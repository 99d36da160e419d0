'use client';
import { type EarnedReward, earnedRewardsTotalView, earnedRewardView } from '@offerkit/data';
import { useListView } from '@offerkit/hooks';
import type { ReactElement } from 'react';
import { AssetImage } from './internal/AssetImage.tsx';
import { ListShell } from './internal/ListShell.tsx';
import type { ListFormatProps, ListStateProps } from './internal/listStateProps.ts';
import { useMessages } from './internal/useMessages.ts';
import { componentMessages } from './messages/defaultMessages.ts';

export interface EarnedRewardsListProps extends ListStateProps, ListFormatProps {
  /** The user's earned rewards, newest first (from `useEarnedRewards`); rejected ones are never shown. */
  rewards: readonly EarnedReward[];
}

/**
 * The rewards a user earned: one list item per reward with the merchant logo (monogram when there is
 * none), the service's message as is, the purchase date and amount, and the status as a word ("Pending",
 * "Earned" with the amount paid) — never as color alone. Above them, a running total: what was paid so far
 * and how many rewards are pending (`earnedRewardsTotalView`). On a narrow list (a phone) the status moves
 * under the message, so the message gets the row's width. Every rule (which entries show, amounts, logo URL
 * policy) is `earnedRewardView` in @offerkit/data; this maps its output to markup.
 *
 * States (`data-state` on the root): `pending` (announced), `error` (message and retry), `empty`, `ready`.
 */
export function EarnedRewardsList({
  rewards,
  status = 'success',
  onRetry,
  locale,
  currency,
  className,
  messages,
}: EarnedRewardsListProps): ReactElement {
  const text = useMessages(componentMessages, messages);
  const labels = { pending: text.earnedRewardPending, settled: text.earnedRewardSettled };
  const views = rewards.flatMap((reward) => earnedRewardView(reward, { locale, currency, labels }) ?? []);
  const { view: shell } = useListView({ status, itemCount: views.length });
  const total = earnedRewardsTotalView(rewards, { locale, currency });

  return (
    <ListShell
      baseClass="ok-EarnedRewardsList"
      className={className}
      view={shell}
      kind="earnedRewards"
      text={text}
      placeholder={
        <p className="ok-EarnedRewardsList-loading" aria-hidden="true">
          {text.earnedRewardsLoading}
        </p>
      }
      onRetry={onRetry}
    >
      {total.visible && (
        <section className="ok-EarnedRewardsList-total" aria-label={text.earnedRewardsTotalLabel}>
          <dl className="ok-EarnedRewardsList-totalList">
            <div className="ok-EarnedRewardsList-totalItem" data-state="settled">
              <dt>{text.earnedRewardsTotalEarned}</dt>
              <dd className="ok-EarnedRewardsList-totalValue">{total.earned}</dd>
            </div>
            {total.pendingCount > 0 && (
              <div className="ok-EarnedRewardsList-totalItem" data-state="pending">
                <dt>{text.earnedRewardsTotalPending}</dt>
                <dd className="ok-EarnedRewardsList-totalValue">
                  {text.earnedRewardsPendingCount(total.pendingCount)}
                </dd>
              </div>
            )}
          </dl>
        </section>
      )}
      <ul className="ok-EarnedRewardsList-items" aria-label={text.earnedRewardsLabel}>
        {views.map((view) => (
          <li key={view.id} className="ok-EarnedReward" data-state={view.state}>
            <AssetImage
              baseClass="ok-EarnedReward-logo"
              className={undefined}
              url={view.logo?.url}
              alt={view.logo?.alt ?? ''}
              name={view.monogramName}
              // The message names the merchant and the reward; the logo adds nothing to read out.
              decorative
              loading="lazy"
            />
            <div className="ok-EarnedReward-body">
              <p className="ok-EarnedReward-message">{view.message}</p>
              {(view.date !== undefined || view.purchaseAmount !== undefined) && (
                <p className="ok-EarnedReward-details">
                  {view.date !== undefined && <span className="ok-EarnedReward-date">{view.date}</span>}
                  {view.purchaseAmount !== undefined && (
                    <span className="ok-EarnedReward-purchase">
                      {text.earnedRewardPurchase} {view.purchaseAmount}
                    </span>
                  )}
                </p>
              )}
            </div>
            <p className="ok-EarnedReward-status">
              <span className="ok-EarnedReward-statusLabel">{view.statusLabel}</span>
              {view.amount !== undefined && <span className="ok-EarnedReward-amount">{view.amount}</span>}
            </p>
          </li>
        ))}
      </ul>
    </ListShell>
  );
}
