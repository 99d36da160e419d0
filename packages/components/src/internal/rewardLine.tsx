'use client';
import type { RewardView } from '@offerkit/data';
import { clsx } from 'clsx';
import type { ReactElement } from 'react';
import type { OfferkitMessages } from '../messages/defaultMessages.ts';
import { useOfferkitMessages } from '../useOfferkitMessages.ts';

export interface RewardLineProps {
  /** The reward to draw, from `rewardView` (or an offer view model that holds one). */
  view: RewardView;
  className?: string | undefined;
  messages?: Partial<OfferkitMessages> | undefined;
}

/**
 * The markup of a reward: the active one, and the struck former one announced as such ("Previously: 5%"),
 * because strike-through itself is not announced. Nothing when there is no reward.
 */
export function RewardLine({ view, className, messages }: RewardLineProps): ReactElement | null {
  if (view.active === undefined) return null;
  return (
    <p className={clsx('ok-Reward', className)} data-boosted={view.isBoosted}>
      <span className="ok-Reward-active">{view.active}</span>
      {view.struck !== undefined && <StruckReward struck={view.struck} messages={messages} />}
    </p>
  );
}

/**
 * The former reward, struck and announced as such. Its own component so that only a boosted reward
 * reads the messages context (most cards have no struck reward and subscribe to nothing).
 */
function StruckReward({
  struck,
  messages,
}: {
  struck: string;
  messages: Partial<OfferkitMessages> | undefined;
}): ReactElement {
  const text = useOfferkitMessages(messages);
  return (
    <>
      {' '}
      <s className="ok-Reward-struck">
        <span className="ok-visually-hidden">{`${text.previousReward} `}</span>
        {struck}
      </s>
    </>
  );
}
