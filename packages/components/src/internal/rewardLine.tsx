import type { RewardView } from '@offerkit/data';
import type { ReactElement } from 'react';
import type { OfferMessages } from '../messages/offerMessages.ts';

/**
 * The markup of a reward: the active one, and the struck former one announced as such ("Previously: 3% cash
 * back"), because strike-through itself is not announced. The struck text drawn is `struckShown` ("3%" after
 * "8% cash back"); screen readers hear the whole `struck`. Nothing when there is no reward. `className` is the
 * whole class list (`ok-Reward` and any extra); `text` the messages in force. A function rather than a
 * component: every card draws one, and it needs no fiber of its own.
 */
export function rewardLine(
  view: RewardView,
  text: Pick<OfferMessages, 'previousReward'>,
  className: string,
): ReactElement | null {
  if (view.active === undefined) return null;
  const struck = view.struck;
  return (
    <p className={className} data-boosted={view.isBoosted}>
      <span className="ok-Reward-active">{view.active}</span>
      {struck !== undefined && ' '}
      {struck !== undefined && (
        <s className="ok-Reward-struck">
          <span className="ok-visually-hidden">{`${text.previousReward} ${struck}`}</span>
          <span aria-hidden="true">{view.struckShown ?? struck}</span>
        </s>
      )}
    </p>
  );
}
