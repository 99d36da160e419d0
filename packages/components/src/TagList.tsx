import { clsx } from 'clsx';
import type { ReactElement } from 'react';

export interface TagListProps {
  /** The tags to show: `tags` in lists, `detailTags` in details (see `offerTextView`). */
  tags: readonly string[];
  /** Accessible name of the list, when the context does not make it clear. */
  label?: string;
  /** Extra class names (the list always has `ok-TagList`). */
  className?: string;
}

/** An offer's tags as a list of chips; renders nothing when there are none. */
export function TagList({ tags, label, className }: TagListProps): ReactElement | null {
  const shown = tags.filter((tag) => tag.trim() !== '');
  if (shown.length === 0) return null;
  // Tags may repeat: key each by its text and how often that text came before.
  const seen = new Map<string, number>();
  const keyed = shown.map((tag) => {
    const count = seen.get(tag) ?? 0;
    seen.set(tag, count + 1);
    return { tag, key: `${tag}\u0000${count}` };
  });
  return (
    <ul className={clsx('ok-TagList', className)} aria-label={label}>
      {keyed.map(({ tag, key }) => (
        <li className="ok-TagList-tag" key={key}>
          {tag}
        </li>
      ))}
    </ul>
  );
}
