import type { OffersExperienceView } from '@offerkit/components';

const VIEWS: readonly OffersExperienceView[] = ['offers', 'nearby', 'rewards'];

/**
 * The experience's view named by a page URL's query (`?view=rewards`), `offers` when absent or unknown. The
 * page reads it from its location; the server from the request, to know which view it renders.
 */
export function experienceViewFromSearch(search: string): OffersExperienceView {
  const named = new URLSearchParams(search).get('view');
  return VIEWS.find((view) => view === named) ?? 'offers';
}
