'use client';
import { EarnedRewardsView, NearbyView, OfferDialog } from './experience/lazyViews.ts';

/**
 * Loads the parts of `OffersExperience` its first screen does not draw (the nearby and rewards views, the
 * offer detail dialog), which otherwise load when first shown or hovered. Await it once before rendering
 * with `renderToString`, so that a link straight to the nearby view or an offer's detail renders in full on
 * the server (streaming renderers, such as `renderToPipeableStream` and Next.js, wait by themselves), or
 * before `hydrateRoot` so that such a page is interactive at once.
 */
export async function preloadOffersExperience(): Promise<void> {
  await Promise.all([NearbyView.preload(), EarnedRewardsView.preload(), OfferDialog.preload()]);
}
