import { presentText } from './presentText.ts';

/** One tag to draw, with a key that stays stable while the list does. */
export interface TagItemView {
  /** The tag as the service wrote it. */
  text: string;
  /** Unique in the list: the text and how often that text came before (tags may repeat). */
  key: string;
}

/** The tags worth drawing, in order: blank tags are left out; an empty result means draw nothing. */
export function tagListView(tags: readonly string[]): TagItemView[] {
  const seen = new Map<string, number>();
  const items: TagItemView[] = [];
  for (const tag of tags) {
    if (presentText(tag) === undefined) continue;
    const count = seen.get(tag) ?? 0;
    seen.set(tag, count + 1);
    items.push({ text: tag, key: `${tag}\u0000${count}` });
  }
  return items;
}
