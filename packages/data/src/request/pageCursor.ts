/**
 * Reads the `page[after]` or `page[before]` cursor out of a `links.next` / `links.prev` value (a relative
 * path with its query, or an absolute URL). Returns `undefined` at the end of the list (`null` link) or when
 * the link carries no such cursor. The value is decoded, ready to pass as `after` / `before`.
 */
export function pageCursor(link: string | null | undefined, which: 'after' | 'before'): string | undefined {
  if (typeof link !== 'string') return undefined;
  const start = link.indexOf('?');
  if (start === -1) return undefined;
  const end = link.indexOf('#', start);
  const query = link.slice(start + 1, end === -1 ? undefined : end);
  const value = new URLSearchParams(query).get(`page[${which}]`);
  return value === null || value === '' ? undefined : value;
}
