/** Every item once, by id, in first-seen order (later pages may repeat an item when the list shifts). */
export function mergeById<T extends { id: string }>(lists: Iterable<readonly T[]>): T[] {
  const seen = new Set<string>();
  const result: T[] = [];
  for (const list of lists) {
    for (const item of list) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      result.push(item);
    }
  }
  return result;
}
