'use client';
import type { OffersExperienceView } from '@offerkit/data';
import type { UseTabsResult } from '@offerkit/hooks';
import type { ReactElement } from 'react';
import { useMessages } from '../internal/useMessages.ts';
import { defaultExperienceMessages } from '../messages/defaultExperienceMessages.ts';
import { LAZY_VIEWS } from './lazyViews.ts';

export interface ExperienceTabsProps
  extends Pick<UseTabsResult<OffersExperienceView>, 'tabListProps' | 'getTabProps'> {
  /** The views turned on, in order. */
  views: readonly OffersExperienceView[];
}

/**
 * The tabs that switch the experience's views (the props are `useOffersExperience`'s). Pointing at or
 * focusing a tab fetches its view's code, so that it is usually there by the click.
 */
export function ExperienceTabs({ views, tabListProps, getTabProps }: ExperienceTabsProps): ReactElement {
  const labels = useMessages(defaultExperienceMessages);
  const titles: Record<OffersExperienceView, string> = {
    offers: labels.offersTitle,
    nearby: labels.nearbyTitle,
    rewards: labels.rewardsViewTitle,
  };
  return (
    <div className="ok-OffersExperience-tabs" {...tabListProps}>
      {views.map((name) => {
        const preload = name === 'offers' ? undefined : () => void LAZY_VIEWS[name].preload();
        return (
          <button
            key={name}
            {...getTabProps(name)}
            className="ok-OffersExperience-tab"
            onPointerEnter={preload}
            onFocus={preload}
          >
            {titles[name]}
          </button>
        );
      })}
    </div>
  );
}
