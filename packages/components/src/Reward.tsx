'use client';
import { type Offer, rewardView } from '@offerkit/data';
import { clsx } from 'clsx';
import type { ReactElement } from 'react';
import { rewardLine } from './internal/rewardLine.tsx';
import { useMessages } from './internal/useMessages.ts';
import type { OfferkitMessages } from './messages/defaultMessages.ts';
import { offerMessages } from './messages/offerMessages.ts';

export interface RewardProps {
  /** The offer whose reward is shown. */
  offer: Offer;
  /**
   * BCP 47 locale used when the reward is formatted from `userReward` (no reward component).
   * @default the runtime's default locale
   */
  locale?: string;
  /**
   * Currency of `FLAT` `userReward` values.
   * @default 'USD'
   */
  currency?: string;
  /** Extra class names (the element always has `ok-Reward`). */
  className?: string;
  /** Replaces built-in strings (the "previously" prefix). */
  messages?: Partial<OfferkitMessages>;
}

/**
 * The active reward. When boosted, `boostedReward` is shown with `baseReward` struck through after it, drawn
 * without the words the two share ("8% cash back ~~3%~~"); screen readers hear the whole former reward
 * ("Previously: 3% cash back"), because strike-through itself is not announced. Renders nothing when the offer has no reward to show.
 */
export function Reward({ offer, locale, currency, className, messages }: RewardProps): ReactElement | null {
  const text = useMessages(offerMessages, messages);
  return rewardLine(rewardView(offer, { locale, currency }), text, clsx('ok-Reward', className));
}
