import { type ListContent, listContent } from './listContent.ts';
/** What {@link nearbyContent} reads: whether the search runs, the network, and the locations list. */
export interface NearbyContentInput {
  /** `NearbySearchView.searching`: there is a centre or a place filter. */
  searching: boolean;
  /** Whether the browser reports a network connection. */
  online: boolean;
  /** The locations list's request state. */
  status: 'pending' | 'error' | 'success';
  /** How many locations the list holds. */
  count: number;
}

/**
 * What the nearby view draws below its controls:
 * - `none`: nothing is searched yet (no centre, no place);
 * - `offline`: no network and nothing loaded to show;
 * - `empty`: the answer came and holds no location;
 * - `list`: the locations list (which draws its own loading and error states).
 */
export type NearbyContent = 'none' | ListContent;

/** Which of the nearby view's contents to draw; an answer already loaded stays shown when the network drops. */
export function nearbyContent({ searching, online, status, count }: NearbyContentInput): NearbyContent {
  return searching ? listContent(online, status, count) : 'none';
}
