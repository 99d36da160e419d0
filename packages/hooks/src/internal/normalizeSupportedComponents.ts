/** Sorted and without duplicates, so that `['cta', 'tags']` and `['tags', 'cta', 'cta']` share a cache entry. */
export function normalizeSupportedComponents<T extends string>(components: readonly T[]): T[] {
  return [...new Set(components)].sort();
}

/** Whether two normalized component sets are equal. */
export function sameComponentSet(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((component, index) => component === b[index]);
}
