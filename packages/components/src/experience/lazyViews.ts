'use client';
import { lazyWithPreload } from '../internal/lazyWithPreload.ts';

// The first screen draws the offers view. The other views and the detail dialog are chunks of their own,
// fetched when first needed or, earlier, on the first hover or focus of what opens them.
export const NearbyView = /* @__PURE__ */ lazyWithPreload(() =>
  import('./NearbyView.tsx').then((module) => module.NearbyView),
);
export const EarnedRewardsView = /* @__PURE__ */ lazyWithPreload(() =>
  import('../ConnectedEarnedRewardsList.tsx').then((module) => module.ConnectedEarnedRewardsList),
);
export const OfferDialog = /* @__PURE__ */ lazyWithPreload(() =>
  import('./OfferDialog.tsx').then((module) => module.OfferDialog),
);
/** The views a tab opens that load on demand, by view name. */
export const LAZY_VIEWS = { nearby: NearbyView, rewards: EarnedRewardsView } as const;
