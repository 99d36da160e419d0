import { type ListContent, listContent } from './listContent.ts';
import { hasActiveOffersFilters, type OffersExperienceFilters } from './offersFilterModel.ts';

/** What {@link offersContent} reads: the network, the offers list and the filters it was asked with. */
export interface OffersContentInput {
  /** Whether the browser reports a network connection. */
  online: boolean;
  /** The offers list's request state. */
  status: 'pending' | 'error' | 'success';
  /** How many offers the list holds. */
  count: number;
  /** The filters of the list. */
  filters: OffersExperienceFilters;
}

/** What the offers view draws below its controls, and the flags its notices and count read. */
export interface OffersContentView {
  /**
   * - `offline`: no network and nothing loaded to show;
   * - `empty`: the answer came and holds no offer;
   * - `list`: the offers list (which draws its own loading and error states).
   */
  content: ListContent;
  /** Whether a search, category or channel narrows the list: the empty state then offers "clear filters". */
  filtered: boolean;
  /** Whether an answer is loaded (offline then gets a banner over it, not a full screen). */
  hasData: boolean;
  /** Whether the number of offers found is announced (an answer with at least one offer). */
  showCount: boolean;
}

/** Which of the offers view's contents to draw; offers already loaded stay shown when the network drops. */
export function offersContent({ online, status, count, filters }: OffersContentInput): OffersContentView {
  const content = listContent(online, status, count);
  const hasData = status === 'success';
  return {
    content,
    filtered: hasActiveOffersFilters(filters),
    hasData,
    showCount: hasData && content !== 'empty',
  };
}
