import type { OffersExperienceView } from '@offerkit/components';
import { useCallback, useState } from 'react';

const VIEWS: readonly OffersExperienceView[] = ['offers', 'nearby', 'rewards'];

/** The view named by the page's `?view=` (`offers` when absent or unknown). */
function viewFromLocation(): OffersExperienceView {
  const named = new URLSearchParams(window.location.search).get('view');
  return VIEWS.find((view) => view === named) ?? 'offers';
}

/**
 * The experience's view held in the page's URL (`/offers?view=rewards`), so a reload or a shared link
 * opens the same tab. Switching tabs replaces the URL rather than adding history entries.
 */
export function useExperienceView(): [OffersExperienceView, (view: OffersExperienceView) => void] {
  const [view, setView] = useState(viewFromLocation);
  const changeView = useCallback((next: OffersExperienceView) => {
    const url = new URL(window.location.href);
    if (next === 'offers') url.searchParams.delete('view');
    else url.searchParams.set('view', next);
    window.history.replaceState(null, '', url);
    setView(next);
  }, []);
  return [view, changeView];
}
