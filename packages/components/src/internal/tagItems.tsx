import type { TagItemView } from '@offerkit/data';
import { clsx } from 'clsx';
import type { ReactElement } from 'react';

export interface TagItemsProps {
  /** The tags to draw, from `tagListView` (or an offer view model that holds them). */
  items: readonly TagItemView[];
  label?: string | undefined;
  className?: string | undefined;
}

/** The markup of a tag list: one chip per item, nothing when there are none. */
export function TagItems({ items, label, className }: TagItemsProps): ReactElement | null {
  if (items.length === 0) return null;
  return (
    <ul className={clsx('ok-TagList', className)} aria-label={label}>
      {items.map(({ text, key }) => (
        <li className="ok-TagList-tag" key={key}>
          {text}
        </li>
      ))}
    </ul>
  );
}
