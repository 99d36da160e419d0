import type { TagItemView } from '@offerkit/data';
import type { ReactElement } from 'react';

/**
 * The markup of a tag list: one chip per item, nothing when there are none. `className` is the whole
 * class list (`ok-TagList` and any extra). A function rather than a component: every card draws one, and
 * it needs no fiber of its own.
 */
export function tagItems(
  items: readonly TagItemView[],
  className: string,
  label?: string | undefined,
): ReactElement | null {
  if (items.length === 0) return null;
  return (
    <ul className={className} aria-label={label}>
      {items.map(({ text, key }) => (
        <li className="ok-TagList-tag" key={key}>
          {text}
        </li>
      ))}
    </ul>
  );
}
