/** The views of the experience: offers, nearby locations, and (opt-in) the user's earned rewards. */
export type OffersExperienceView = 'offers' | 'nearby' | 'rewards';

/** Which parts of the experience show; every one is on unless turned off. */
export interface OffersExperienceSections {
  /**
   * The title (`labels.rewardsTitle`).
   * @default true
   */
  header: boolean;
  /**
   * The offers view (search, filters, list).
   * @default true
   */
  offers: boolean;
  /**
   * The nearby view (locations around the user). With both views on, tabs switch between them.
   * @default true
   */
  nearby: boolean;
  /**
   * The "Your rewards" view: the user's earned rewards (`ConnectedEarnedRewardsList`). Opt-in: the
   * provider's client must reach a backend that serves them (`@offerkit/server`'s earned-rewards route).
   * @default false
   */
  rewards: boolean;
  /**
   * The search box.
   * @default true
   */
  search: boolean;
  /**
   * The category chips.
   * @default true
   */
  categories: boolean;
  /**
   * The purchase-channel filter (in store / online).
   * @default true
   */
  channels: boolean;
  /**
   * The sort menu.
   * @default true
   */
  sort: boolean;
  /**
   * The number of offers found, above the list.
   * @default true
   */
  resultCount: boolean;
}

/** What {@link offersExperienceLayout} decides: the sections in force, the views on offer and the one shown. */
export interface OffersExperienceLayout {
  /** Every section, the host's choices over the defaults. */
  sections: OffersExperienceSections;
  /** The views turned on, in tab order (offers, nearby, rewards). */
  views: OffersExperienceView[];
  /** The view shown: the requested one when it is on, else the first one on; `undefined` when none is on. */
  view: OffersExperienceView | undefined;
  /** Whether tabs switch views (more than one view is on). */
  tabbed: boolean;
}

/** Every section on but the opt-in earned-rewards view. */
export const DEFAULT_OFFERS_EXPERIENCE_SECTIONS: Readonly<OffersExperienceSections> = {
  header: true,
  offers: true,
  nearby: true,
  rewards: false,
  search: true,
  categories: true,
  channels: true,
  sort: true,
  resultCount: true,
};

const VIEWS: readonly OffersExperienceView[] = ['offers', 'nearby', 'rewards'];

/**
 * The experience's layout from the host's section choices and the view asked for (the host's controlled
 * view, else the user's last choice): a view that is turned off is never shown, the first one on is.
 */
export function offersExperienceLayout(
  sections: Partial<OffersExperienceSections> | undefined,
  requested: OffersExperienceView,
): OffersExperienceLayout {
  const merged = { ...DEFAULT_OFFERS_EXPERIENCE_SECTIONS, ...sections };
  const views = VIEWS.filter((name) => merged[name]);
  return {
    sections: merged,
    views,
    view: views.includes(requested) ? requested : views[0],
    tabbed: views.length > 1,
  };
}
