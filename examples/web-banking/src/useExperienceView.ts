import type { OffersExperienceView } from '@offerkit/components';
import { useCallback, useState } from 'react';

/**
 * The experience's view held in the page's URL (`/offers?view=rewards`), so a reload or a shared link
 * opens the same tab. It starts at `initialView` (read from the URL with `experienceViewFromSearch`: by the
 * page from its location, by the server from the request, so both draw the same first view). Switching
 * tabs replaces the URL rather than adding history entries.
 */
export function useExperienceView(
  initialView: OffersExperienceView,
): [OffersExperienceView, (view: OffersExperienceView) => void] {
  const [view, setView] = useState(initialView);
  const changeView = useCallback((next: OffersExperienceView) => {
    const url = new URL(window.location.href);
    if (next === 'offers') url.searchParams.delete('view');
    else url.searchParams.set('view', next);
    window.history.replaceState(null, '', url);
    setView(next);
  }, []);
  return [view, changeView];
}
