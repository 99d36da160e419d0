/** What a searched list draws below its controls. */
export type ListContent = 'offline' | 'empty' | 'list';

/**
 * The rule both composed views share: offline with nothing loaded is the offline state; a loaded answer
 * with no items is the empty state; everything else (loading, an error, items, or older items while
 * offline) is the list, which draws its own states.
 */
export function listContent(
  online: boolean,
  status: 'pending' | 'error' | 'success',
  count: number,
): ListContent {
  const hasData = status === 'success';
  if (!online && !hasData) return 'offline';
  return hasData && count === 0 ? 'empty' : 'list';
}
