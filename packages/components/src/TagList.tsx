import { tagListView } from '@offerkit/data';
import { clsx } from 'clsx';
import type { ReactElement } from 'react';
import { tagItems } from './internal/tagItems.tsx';

export interface TagListProps {
  /** The tags to show: `tags` in lists, `detailTags` in details (see `offerTextView`). */
  tags: readonly string[];
  /** Accessible name of the list, when the context does not make it clear. */
  label?: string;
  /** Extra class names (the list always has `ok-TagList`). */
  className?: string;
}

/** An offer's tags as a list of chips (blank ones left out by `tagListView`); renders nothing when there are none. */
export function TagList({ tags, label, className }: TagListProps): ReactElement | null {
  return tagItems(tagListView(tags), clsx('ok-TagList', className), label);
}
